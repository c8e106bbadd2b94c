/** Descriptions of `<resort-countdown>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { countdownElement } from './meta.ts';
import { countdownLabels } from './labels.ts';

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
  reference: `
A countdown timer: shows the seconds left (\`m:ss\` from a minute up), counting down each second;
at 0 it sends \`resort:countdown:expired\`, unless it is \`continuous\`, when it starts over. It reads
the clock rather than counting ticks, so a throttled tab does not make it drift. Changing either
attribute starts it again.
`,
  fallback: {
    description:
      "The time the countdown counts to, in words, for instance how long a cart's items are held; without script it does not tick, so say the time it ends rather than how much is left.",
    example: `
<resort-countdown seconds="900">
  <span data-resort-fallback>Your items are held until 10:45 AM.</span>
</resort-countdown>
`,
  },
  labels: { countdownLabels },
});
