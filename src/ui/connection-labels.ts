/**
 * The page's connection notice (`ConnectionNotice.tsx`): what a shopper reads while the store is
 * too busy to answer or the page is offline. A host overrides any key through page data's
 * `labels`, as for a tag's wording.
 */
export const connectionLabels = {
  'connection.busy': 'The store is very busy right now.',
  'connection.offline': 'You are offline.',
  'connection.choicesKept': 'Your choices are kept.',
  'connection.retryIn': 'Trying again in {seconds} seconds.',
  'connection.retryNow': 'Trying again now…',
  'connection.offlineNext': 'We will carry on when your connection is back; there is no need to reload the page.',
} as const;
