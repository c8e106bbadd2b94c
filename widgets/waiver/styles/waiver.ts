/** `<resort-waiver>`: the card and the waiver window. */
export const waiverStyles = /* css */ `
.rw-waiver__card {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.75em 1.25em;
  padding: 0.9em 1.1em; border: 1px solid var(--rw-border); border-radius: var(--rw-radius); background: var(--rw-surface);
}
.rw-waiver__summary { display: grid; gap: 0.2em; min-width: 0; flex: 1 1 16em; }
.rw-waiver__title { font-size: 1.05em; font-weight: 700; }
.rw-waiver__person, .rw-waiver-window__person { color: var(--rw-muted); }
.rw-waiver__status { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em; font-size: 0.95em; }
.rw-waiver__badge {
  display: inline-block; padding: 0.05em 0.6em; border-radius: 999px; font-weight: 600; font-size: 0.9em;
  background: var(--rw-warning-tint); color: var(--rw-warning); border: 1px solid color-mix(in srgb, var(--rw-warning) 45%, var(--rw-surface));
}
.rw-waiver__status--signed .rw-waiver__badge { background: var(--rw-success-tint); color: var(--rw-success); border-color: color-mix(in srgb, var(--rw-success) 45%, var(--rw-surface)); }
.rw-waiver[data-notice] .rw-waiver__card { border-color: var(--rw-danger); }
.rw-waiver__notice { margin-top: 0.2em; padding: 0.4em 0.7em; border-radius: var(--rw-radius); color: var(--rw-danger); background: var(--rw-danger-tint); font-weight: 600; }
.rw-waiver__charge {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em 1em; margin-top: 0.5em;
  padding: 0.75em 1.1em; border: 1px dashed var(--rw-border); border-radius: var(--rw-radius);
}
.rw-waiver__charge-title { font-weight: 700; flex: 1 1 100%; }
.rw-waiver__charge-card { flex: 1 1 14em; min-width: 0; }
.rw-dialog.rw-waiver-dialog { max-width: min(46em, calc(100vw - 2em)); width: 100%; }
.rw-waiver-window { display: grid; gap: 0.9em; }
.rw-waiver-window__meta { display: grid; gap: 0.5em; }
.rw-progress { display: grid; grid-template-columns: auto 1fr; align-items: center; gap: 0.75em; font-size: 0.9em; color: var(--rw-muted); }
.rw-progress__track { height: 0.5em; border-radius: 999px; background: var(--rw-subtle); overflow: hidden; }
.rw-progress__bar { height: 100%; background: var(--rw-primary); transition: width 0.15s linear; }
.rw-waiver-window__document {
  max-height: min(45vh, 26em); overflow-y: auto; padding: 0.9em 1.1em; border: 1px solid var(--rw-border);
  border-radius: var(--rw-radius); background: var(--rw-subtle); overscroll-behavior: contain;
}
.rw-waiver-window__document:focus-visible { outline: none; box-shadow: var(--rw-focus); }
.rw-waiver-window__text { display: grid; gap: 0.75em; }
.rw-waiver-window__text :is(h1, h2, h3, h4) { font-size: 1.1em; font-weight: 700; }
.rw-waiver-window__text :is(ul, ol) { padding-left: 1.4em; list-style: revert; }
.rw-waiver-window__text img { max-width: 100%; height: auto; }
.rw-waiver-window__prompt { padding: 0.6em 0.9em; border-radius: var(--rw-radius); background: var(--rw-tint); color: var(--rw-ink); font-weight: 600; }
.rw-signature-panel { display: grid; gap: 0.75em; padding-top: 0.2em; }
.rw-signature-panel__text { font-weight: 600; }
.rw-signature-panel__minor { padding: 0.5em 0.8em; border-left: 4px solid var(--rw-primary); background: var(--rw-tint); }
.rw-signature-panel__wet { display: grid; gap: 0.3em; }
.rw-signature-panel__typed { justify-self: start; }
.rw-signature { position: relative; }
.rw-signature__canvas {
  display: block; width: 100%; height: 10em; touch-action: none; cursor: crosshair; background: var(--rw-surface);
  border: 2px dashed var(--rw-border); border-radius: var(--rw-radius);
}
.rw-signature__overlay { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; gap: 0.6em; background: rgba(255, 255, 255, 0.9); }
.rw-hint { font-size: 0.9em; color: var(--rw-muted); }
.rw-hint:empty { display: none; }
.rw-checkbox { display: flex; align-items: flex-start; gap: 0.6em; }
.rw-checkbox input { width: 1.15em; height: 1.15em; margin: 0.15em 0 0; accent-color: var(--rw-ink); flex: none; }
.rw-waiver-window__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.6em; }
.rw-waiver-window__signed { display: grid; gap: 0.5em; }
.rw-waiver-window__signed-title { font-weight: 700; color: var(--rw-success); }
.rw-waiver-window__signed-title:focus { outline: none; }
.rw-waiver-window__signature-image { max-width: 20em; max-height: 7em; border-bottom: 1px solid var(--rw-border); }
`;
