/** `<resort-category>`: subcategory links above a grid of product cards. */
export const categoryStyles = /* css */ `
:host { display: flow-root; }
.rw-category { display: grid; gap: 1.25em; }
.rw-category__heading { font-size: 1.1em; font-weight: 700; margin: 0 0 0.5em; }
.rw-category__sublist { display: flex; flex-wrap: wrap; gap: 0.5em; }
.rw-category__sublink {
  display: inline-flex; align-items: center; gap: 0.5em; min-height: 2.4em; padding: 0.35em 0.9em;
  border: 1px solid var(--rw-border); border-radius: var(--rw-radius); background: var(--rw-surface);
  color: var(--rw-ink); font-weight: 600; text-decoration: none;
}
.rw-category__sublink:hover, .rw-category__sublink:focus-visible { background: var(--rw-tint); text-decoration: underline; }
.rw-category__sublink:focus-visible, .rw-category__name a:focus-visible { outline: none; box-shadow: var(--rw-focus); }
.rw-category__subpicture { width: 2em; height: 2em; object-fit: cover; border-radius: 50%; }
.rw-category__grid { display: grid; gap: 1em; grid-template-columns: repeat(auto-fill, minmax(min(100%, 14em), 1fr)); }
.rw-category__card {
  display: flex; flex-direction: column; gap: 0.4em; padding: 0.9em; min-width: 0;
  border: 1px solid var(--rw-border); border-radius: var(--rw-radius); background: var(--rw-surface);
}
.rw-category__picture { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: var(--rw-radius); }
.rw-category__name { font-size: 1.05em; font-weight: 700; margin: 0; overflow-wrap: anywhere; }
.rw-category__name a { color: var(--rw-ink); }
.rw-category__price { font-weight: 700; margin: 0; }
.rw-category__description { color: var(--rw-muted); margin: 0; overflow-wrap: anywhere; }
.rw-category__note { color: var(--rw-muted); }
.rw-category .rw-show-more { margin-top: 0.6em; }
`;
