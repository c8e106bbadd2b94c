/** `<resort-countdown>` as the element needs it at run time (descriptions in `docs.ts`). */
import type { ElementSpec } from '../../src/island/widget-meta.ts';
import { DEFAULT_COUNTDOWN_SECONDS } from './countdown-rules.ts';

export const countdownElement = {
  tag: 'resort-countdown',
  attributes: [
    { prop: 'seconds', type: 'number', default: DEFAULT_COUNTDOWN_SECONDS },
    { prop: 'continuous', type: 'boolean', default: false },
  ],
} as const satisfies ElementSpec;
