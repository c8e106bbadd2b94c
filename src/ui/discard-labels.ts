/** The question a dialog asks before a close would throw away what was typed in it. */
export const discardLabels = {
  'discard.question': 'Discard what you typed?',
  'discard.detail': 'Closing this window loses what you typed in it.',
  'discard.keep': 'Keep editing',
  'discard.discard': 'Discard',
} as const;
