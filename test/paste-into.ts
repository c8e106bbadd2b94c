import userEvent from '@testing-library/user-event';

type User = Pick<ReturnType<typeof userEvent.setup>, 'click' | 'paste'>;

/**
 * Puts `text` into `field` in one input, as a paste, autofill or a password manager gives it: a
 * click (the caret at the end), then the text. For tests about what is entered, not about its
 * keystrokes: typing draws the island again for each key, which was a fifth of some files' time.
 * Tests of what typing does (a filter, the username step, a phone field) still type key by key.
 */
export async function pasteInto(field: Element, text: string, user: User = userEvent): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
