/**
 * `<resort-waiver>` as the element needs it at run time. Its descriptions live in `docs.ts`,
 * which only the custom elements manifest, `docs/tags/` and Storybook read.
 */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

/** Where a signed waiver is stored unless the tag says otherwise (this project's call). */
export const SIGN_WAIVER_PATH = '/api/waivers/sign';

export const waiverElement = {
  tag: 'resort-waiver',
  attributes: [
    { prop: 'release', type: 'json' },
    { prop: 'person', type: 'json' },
    { prop: 'open', type: 'boolean', default: false },
    { prop: 'signUrl', type: 'string', default: SIGN_WAIVER_PATH },
    { prop: 'notice', type: 'string' },
    { prop: 'resortCharge', type: 'boolean', default: false },
    { prop: 'chargeCard', type: 'json' },
  ],
} as const satisfies ElementSpec;
