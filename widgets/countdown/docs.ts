/** Descriptions of `<resort-countdown>` (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { countdownElement } from './meta.ts';

export const countdownMeta = withDocs(countdownElement, {
  description:
    'A countdown timer: counts down each second from `seconds` and, at 0, sends `resort:countdown:expired`; a `continuous` one starts over instead. Changing either attribute starts it again.',
  attributes: {
    seconds: 'Seconds to count down from (a whole number ≥ 0; anything else means 5).',
    continuous: 'Start over at 0 instead of stopping and signalling expiry.',
  },
  events: [
    { name: 'resort:countdown:expired', description: 'Sent when a countdown that is not continuous reaches 0; `detail.id` is the element\'s id (or null), `detail.seconds` where it started.' },
  ],
});
