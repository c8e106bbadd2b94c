/**
 * The sign-in family's tags as the elements need them at run time. Their descriptions live in
 * `docs.ts`, which only the custom elements manifest, `docs/tags/` and Storybook read.
 */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const signInMenuElement = {
  tag: 'resort-signin-menu',
  attributes: [
    { prop: 'accountUrl', type: 'string', default: '/userinfo' },
    { prop: 'logoutUrl', type: 'string', default: '/logout' },
  ],
} as const satisfies ElementSpec;

export const signInFormElement = {
  tag: 'resort-signin-form',
  attributes: [
    { prop: 'returnUrl', type: 'string' },
    { prop: 'backToStore', type: 'boolean', default: false },
    { prop: 'headingLevel', type: 'number', default: 2 },
  ],
} as const satisfies ElementSpec;
