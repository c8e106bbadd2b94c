/** Text inputs and their labels, for widgets with form fields. */
export const fieldStyles = /* css */ `
.rw-input {
  all: unset; box-sizing: border-box; display: block; width: 100%; min-height: 2.5em; padding: 0.4em 0.6em;
  font: inherit; line-height: 1.3; color: inherit; background: var(--rw-surface);
  border: 1px solid var(--rw-control-border); border-radius: var(--rw-radius);
}
/* A date field's focus can sit on its calendar button, inside the field: the field still shows it. */
.rw-input:is(:focus-visible, :focus-within) { border-color: var(--rw-primary); box-shadow: var(--rw-focus); }
.rw-input[aria-invalid="true"] { border-color: var(--rw-danger); }
.rw-label { display: block; font-weight: 600; margin-bottom: 0.25em; }
`;
