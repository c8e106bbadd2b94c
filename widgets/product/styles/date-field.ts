/** The date field and its pop-up; loaded with the date field. */
export const dateFieldStyles = /* css */ `
.rw-date { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; }
.rw-date__value { font-weight: 600; }
.rw-date__panel { position: absolute; z-index: 20; background: var(--rw-surface); border: 1px solid var(--rw-border); border-radius: var(--rw-radius); box-shadow: 0 8px 24px rgba(15, 23, 42, 0.18); padding: 0.6em; overflow: auto; max-width: 100vw; box-sizing: border-box; }
.rw-date__panel[data-sheet] { border-radius: 0; }
.rw-date__head { display: flex; justify-content: space-between; align-items: center; gap: 0.5em; }
`;
