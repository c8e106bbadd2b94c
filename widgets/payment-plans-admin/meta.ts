/**
 * `<resort-payment-plans-admin>` as the element needs it at run time. Its descriptions live in
 * `docs.ts`, which only the custom elements manifest, `docs/tags/` and Storybook read.
 */
import type { ElementSpec } from '../../src/island/widget-meta.ts';
import { DEFAULT_BASE_PATH } from './routes.ts';

export const paymentPlansAdminElement = {
  tag: 'resort-payment-plans-admin',
  attributes: [{ prop: 'basePath', type: 'string', default: DEFAULT_BASE_PATH }],
} as const satisfies ElementSpec;
