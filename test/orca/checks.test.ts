/**
 * The screen-reader stage's checks (`checks.ts`) on what Orca logs, one case per kind of problem
 * and the boundary beside it. The stage itself (`npm run test:screen-reader`) plants each kind in
 * the real widgets; these keep the rules honest on every change at no cost.
 */
import { checkStep, type FocusRecord, type StepFacts } from './checks.ts';
import { findInOrder, occurrences } from './screen.ts';

const page = { role: 'document web', name: 'Home | Summit Peak Resort' };
const signInDialog = { role: 'dialog', name: 'Sign In' };

function focus(role: string, name: string, ancestors: { role: string; name: string }[] = [page]): FocusRecord {
  return { kind: 'focus', t: 0, role, name, description: '', states: ['focused'], tag: '', ancestors, complete: true, cause: null };
}

const signInButton = focus('push button', 'Sign In');
const login = focus('entry', 'Email or username', [{ role: 'form', name: '' }, signInDialog, page]);
const step = (facts: Partial<StepFacts>): string[] => checkStep({ key: 'Tab', before: null, after: null, said: ['something'], silentAllowed: false, ...facts });

describe('the screen-reader checks', () => {
  it('pass a named dialog announced as the focus enters it, on a labelled field', () => {
    expect(step({ key: 'Return', before: signInButton, after: login, said: ['Sign In dialog', 'Email or username entry.'] })).toEqual([]);
  });

  it('let Orca leave out a dialog’s name where the control that opened it had just said it', () => {
    expect(step({ key: 'Return', before: signInButton, after: login, said: ['dialog', 'Email or username entry.'] })).toEqual([]);
  });

  it('find a dialog not announced: the focus in it and no “dialog” said', () => {
    expect(step({ key: 'Return', before: focus('push button', 'Open'), after: login, said: ['Email or username entry.'] })).toEqual([
      'a dialog not announced: the focus entered the dialog “Sign In” and Orca did not say so',
    ]);
  });

  it('find a dialog without a name', () => {
    const inNameless = focus('entry', 'Email or username', [{ role: 'dialog', name: '' }, page]);
    expect(step({ before: signInButton, after: inNameless, said: ['dialog', 'Email or username entry.'] })).toContainEqual(expect.stringMatching(/^a dialog without a name/));
  });

  it('find a field without a label, and a control without a name', () => {
    expect(step({ after: focus('entry', ' ') })).toEqual(['a field without a label: Orca\'s focus is on an entry with no name']);
    expect(step({ after: focus('push button', '') })).toEqual(['a control without a name: Orca\'s focus is on a push button with no name']);
  });

  it('find focus escaping a dialog to the browser’s own window, and not a Tab that stays inside', () => {
    const toolbar = { ...focus('push button', 'Tab search', [{ role: 'tool bar', name: '' }, { role: 'frame', name: 'Chromium' }]) };
    expect(step({ key: 'Tab', before: login, after: toolbar })).toEqual([
      'focus escaped the dialog “Sign In”: Tab moved it to push button “Tab search” (outside the page: the browser’s own window)',
    ]);
    const close = focus('push button', 'Close', [signInDialog, page]);
    expect(step({ key: 'shift+Tab', before: login, after: close })).toEqual([]);
    expect(step({ key: 'Tab', before: login, after: null, pageFocusInDialog: false })).toEqual(['focus escaped the dialog “Sign In”: after Tab the page\'s focus is outside it']);
  });

  it('find a key answered with silence, unless the step allows it (typing)', () => {
    expect(step({ key: 'Escape', said: [] })).toEqual(['Orca said nothing after Escape']);
    expect(step({ key: 'Escape', said: [], silentAllowed: true })).toEqual([]);
  });

  it('find what is said in order, each part after the one before', () => {
    expect(findInOrder(['Remove item dialog', 'Cancel push button.'], ['dialog', 'Cancel push button']).missing).toBeNull();
    expect(findInOrder(['Cancel push button.', 'Remove item dialog'], ['dialog', 'Cancel push button']).missing).toBe('Cancel push button');
    expect(findInOrder(['Sign In dialog'], [/\bdialog\b/, 'entry']).missing).toBe('entry');
  });

  it('count how often something is said, in one utterance or across several (a reason said by the status and again as a description)', () => {
    const reason = 'No one in your group can have another.';
    expect(occurrences([`Pass was added. ${reason}`], reason)).toBe(1);
    expect(occurrences([reason, `Pass was added. ${reason}`], reason)).toBe(2);
    expect(occurrences([`${reason} ${reason}`], /No one\s+in your group/)).toBe(2);
    expect(occurrences(['Pass was added.'], reason)).toBe(0);
  });
});
