/**
 * Defects planted in the real widgets of the demo store, one of each kind the stage must catch:
 * each is a short journey that must fail, with the message of the check that catches it. The
 * widgets are brought to the defect's doorstep by the driver (clicks and focus, nothing heard);
 * the defect is planted in their shadow roots; then the keys are pressed as in the journeys.
 */
import type { Screen } from './screen.ts';
import { addFromTiles, onElement, visit } from './store.ts';

export interface PlantedDefect {
  name: string;
  /** The failure that shows the stage caught it. */
  caughtBy: RegExp;
  run(screen: Screen, baseUrl: string): Promise<void>;
  /**
   * `false`: planted on demand only (`npm run test:screen-reader`), not in `npm test`'s `--gate`
   * run. The gate keeps the two that prove what Orca says is read: a dialog's name and a live
   * region's words. A field's label and a dialog's focus trap are caught on every change in the
   * store's real-browser dialog checks, each with its own planted case (`test/e2e/dialogs.spec.ts`).
   */
  gate?: false;
}

const MENU = 'header resort-signin-menu';
const MINICART = 'header resort-minicart';

/** Runs `plant` (the source of a function of the host element) on the first element `host` finds. */
async function plantIn(screen: Screen, host: string, plant: string): Promise<void> {
  const done = await screen.page.evaluate(`(() => { const host = document.querySelector(${JSON.stringify(host)}); if (!host || !host.shadowRoot) return false; return (${plant})(host.shadowRoot); })()`);
  if (done !== true) throw new Error(`Planting in ${host} did not take`);
}

/** The sign-in lightbox opened by a click, its login field focused. */
async function openSignIn(screen: Screen, baseUrl: string): Promise<void> {
  await visit(screen.page, baseUrl, '/');
  await onElement(screen.page, { within: MENU, css: 'button', name: 'Sign In' }, 'click');
  await onElement(screen.page, { within: MENU, css: 'dialog input', name: 'Email or username' }, 'focus');
}

export const planted: readonly PlantedDefect[] = [
  {
    name: 'a dialog without a name (the sign-in lightbox’s title unlinked)',
    caughtBy: /a dialog without a name/,
    async run(screen, baseUrl) {
      await openSignIn(screen, baseUrl);
      await plantIn(screen, MENU, `(root) => { const dialog = root.querySelector('dialog'); dialog.removeAttribute('aria-labelledby'); dialog.removeAttribute('aria-label'); return true; }`);
      await onElement(screen.page, { within: MENU, css: 'dialog button', name: 'Close' }, 'focus');
      await screen.forgetOnceFocusedOn('Close');
      await screen.press('Tab', 'into the nameless dialog’s field');
    },
  },
  {
    name: 'a field without a label (the sign-in login field’s label unlinked)',
    caughtBy: /a field without a label/,
    gate: false,
    async run(screen, baseUrl) {
      await openSignIn(screen, baseUrl);
      await plantIn(screen, MENU, `(root) => { const input = root.querySelector('dialog input[name="username"]'); input.removeAttribute('id'); input.removeAttribute('aria-label'); input.removeAttribute('aria-labelledby'); return true; }`);
      await onElement(screen.page, { within: MENU, css: 'dialog button', name: 'Close' }, 'focus');
      // Tab is pressed once Orca's focus is on Close: on a busy machine its focus event came after
      // the Tab, Orca's focus was still on Close after it, and the unlabelled field went unseen.
      await screen.forgetOnceFocusedOn('Close');
      await screen.press('Tab', 'to the unlabelled field');
    },
  },
  {
    name: 'focus escaping a dialog (the sign-in lightbox’s Tab handling taken away)',
    caughtBy: /focus escaped the dialog/,
    gate: false,
    async run(screen, baseUrl) {
      await openSignIn(screen, baseUrl);
      // Whatever keeps Tab inside the dialog is taken away: its key handling never hears the key,
      // and the elements at its edges that catch the focus leaving are no longer Tab stops.
      await screen.page.evaluate(`window.addEventListener('keydown', (event) => { if (event.key === 'Tab') event.stopImmediatePropagation(); }, true)`);
      await plantIn(screen, MENU, `(root) => { for (const guard of root.querySelectorAll('dialog [data-focus-guard]')) guard.tabIndex = -1; return true; }`);
      await onElement(screen.page, { within: MENU, css: 'dialog a', name: 'Find your account' }, 'focus');
      await screen.forgetOnceFocusedOn('Find your account');
      await screen.press('Tab', 'on past the dialog’s last link');
    },
  },
  {
    name: 'a removal not announced (the mini cart’s live regions silenced)',
    caughtBy: /Orca did not say “Guided Snowshoe Tour was removed from your cart\.”/,
    async run(screen, baseUrl) {
      await addFromTiles(screen.page, baseUrl, ['Season Pass - Adult', 'Guided Snowshoe Tour']);
      await visit(screen.page, baseUrl, '/');
      await onElement(screen.page, { within: MINICART, css: 'button', name: 'Open shopping cart, 2 items' }, 'click');
      await onElement(screen.page, { within: MINICART, css: 'button', name: 'Remove Guided Snowshoe Tour' }, 'click');
      await onElement(screen.page, { within: MINICART, css: 'dialog button', name: 'Remove' }, 'focus');
      await plantIn(screen, MINICART, `(root) => { for (const region of root.querySelectorAll('[role="status"], [role="alert"], [role="log"], [aria-live]')) { region.removeAttribute('role'); region.setAttribute('aria-live', 'off'); } return true; }`);
      await screen.forget();
      await screen.press('Return', 'confirms the removal', { hears: ['Guided Snowshoe Tour was removed from your cart.'], timeout: 4_000 });
    },
  },
];
