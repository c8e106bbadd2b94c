/** `<resort-add-media>`. */
export const addMediaStyles = /* css */ `
.rw-media__form { display: grid; gap: 0.35em; max-width: 28em; }
.rw-media__actions { display: flex; flex-wrap: wrap; gap: 0.5em; margin-top: 0.4em; }
.rw-media__status { padding: 0.75em 1em; border-radius: var(--rw-radius); border: 1px solid var(--rw-success); background: #f0faf3; max-width: 28em; }
.rw-media__status--error { border-color: var(--rw-danger); background: #fff5f4; }
.rw-media__message { font-weight: 700; }
.rw-media__status--ok .rw-media__message { color: var(--rw-success); }
.rw-media__status--error .rw-media__message { color: var(--rw-danger); }
.rw-media__countdown { color: var(--rw-muted); font-size: 0.9em; }
.rw-media__muted, .rw-media__intro { color: var(--rw-muted); }
.rw-media__selection { display: grid; gap: 0.75em; }
.rw-media__member { margin: 0; padding: 0.6em 0.8em; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); display: grid; gap: 0.35em; }
.rw-media__choice { display: flex; align-items: center; gap: 0.5em; }
.rw-media__choice input { width: 1.15em; height: 1.15em; margin: 0; }
`;
