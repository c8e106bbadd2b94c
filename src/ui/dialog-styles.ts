/** The native `<dialog>` our modals use. */
export const dialogStyles = /* css */ `
.rw-button--danger { background: var(--rw-surface); color: var(--rw-danger); border-color: var(--rw-danger); }
.rw-dialog {
  border: 0; padding: 0; border-radius: calc(var(--rw-radius) * 1.5); max-width: min(32em, calc(100vw - 2em));
  color: var(--resort-color-text, #1f2933); background: var(--rw-surface);
  box-shadow: 0 20px 50px rgba(15, 23, 42, 0.35); font: inherit;
}
.rw-dialog::backdrop { background: rgba(15, 23, 42, 0.55); }
/* The moment it is open before it is modal (Modal.tsx says why): where the modal will be and its
   size (the browser's own rules for a modal dialog: a tall one scrolls inside, within the screen),
   its backdrop drawn by a shadow the size of the screen. */
.rw-dialog[open]:not(:modal) {
  position: fixed; inset: 0; margin: auto; z-index: 2147483647;
  max-height: calc(100% - 6px - 2em); overflow: auto;
  box-shadow: 0 20px 50px rgba(15, 23, 42, 0.35), 0 0 0 100vmax rgba(15, 23, 42, 0.55);
}
/* A shadow takes no press: this screen-sized layer behind the dialog takes them, as a modal's
   backdrop does (fixed, so the dialog's own scrolling does not clip it). */
.rw-dialog[open]:not(:modal)::before { content: ''; position: fixed; inset: 0; z-index: -1; }
/* Closed a moment ago (Modal.tsx, linger): on the page, seen by nobody, taking no press. */
.rw-dialog--leaving, .rw-dialog--leaving::before { clip-path: inset(50%); pointer-events: none; }
.rw-dialog__body { padding: 1.25em 1.5em; display: grid; gap: 1em; }
.rw-dialog__header { display: flex; align-items: flex-start; justify-content: space-between; gap: 1em; }
.rw-dialog__title { font-size: 1.15em; font-weight: 700; }
.rw-dialog__close {
  all: unset; box-sizing: border-box; cursor: pointer; width: 2em; height: 2em; margin: -0.4em -0.6em 0 0;
  display: inline-flex; align-items: center; justify-content: center; border-radius: 50%;
  font-size: 1.3em; line-height: 1; color: var(--rw-muted);
}
.rw-dialog__close:hover { background: rgba(15, 23, 42, 0.08); }
.rw-dialog__close:focus-visible { box-shadow: var(--rw-focus); }
.rw-dialog__actions { display: flex; gap: 0.6em; justify-content: flex-end; flex-wrap: wrap; }
`;
