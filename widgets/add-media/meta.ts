/** `<resort-add-media>` as the element needs it at run time; descriptions live in `docs.ts`. */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const addMediaElement = {
  tag: 'resort-add-media',
  attributes: [
    { prop: 'contactId', type: 'number' },
    { prop: 'mode', type: 'string', default: 'form' },
  ],
} as const satisfies ElementSpec;
