/** `<resort-group-members>` as the element needs it at run time; descriptions live in `docs.ts`. */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const groupMembersElement = {
  tag: 'resort-group-members',
  attributes: [
    { prop: 'editPhotos', type: 'boolean', default: false },
    { prop: 'addMedia', type: 'boolean', default: false },
    { prop: 'editMembers', type: 'boolean', default: false },
    { prop: 'selectMembers', type: 'boolean', default: false },
    { prop: 'maxFileMb', type: 'number', default: 10 },
    { prop: 'minPixels', type: 'number', default: 100 },
  ],
} as const satisfies ElementSpec;
