/**
 * `<resort-subscriptions-admin>` as the element needs it at run time. Its descriptions live in
 * `docs.ts`, which only the custom elements manifest, `docs/tags/` and Storybook read.
 */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const subscriptionsAdminElement = {
  tag: 'resort-subscriptions-admin',
  attributes: [],
} as const satisfies ElementSpec;
