/**
 * What Storybook shows of a tag, built from the tag's `docs.ts` meta — the source of
 * `custom-elements.json` and of `docs/tags/` — so the controls, the docs page and the manifest
 * cannot disagree. Plain data, no Storybook runtime: `test/docs.test.ts` checks it too.
 */
import type { ArgTypes } from '@storybook/react-vite';
import { attributeName, attributeTypeText, type AttributeMeta, type WidgetMeta } from '../src/island/widget-meta.ts';

export type TagArgs = Record<string, unknown>;

type Control = NonNullable<ArgTypes[string]['control']>;

/** Booleans toggle, enums select, numbers and text are typed, JSON attributes are edited as objects. */
export function attributeControl(attribute: Pick<AttributeMeta, 'type' | 'options'>): Control {
  if (attribute.options?.length) return { type: 'select' };
  switch (attribute.type) {
    case 'boolean':
      return { type: 'boolean' };
    case 'number':
      return { type: 'number' };
    case 'json':
      return { type: 'object' };
    default:
      return { type: 'text' };
  }
}

/**
 * One control per attribute, named by its attribute, described by its docs. Only attributes are
 * listed: what the React component takes besides them (the host element, callbacks, test hooks)
 * is not something a template author can set, so it never shows.
 */
export function tagArgTypes(widget: Pick<WidgetMeta, 'attributes'>): ArgTypes<TagArgs> {
  return Object.fromEntries(
    widget.attributes.map((attribute) => [
      attribute.prop,
      {
        name: attributeName(attribute.prop),
        description: attribute.description,
        control: attributeControl(attribute),
        ...(attribute.options?.length ? { options: [...attribute.options] } : {}),
        table: {
          category: 'attributes',
          type: { summary: attributeTypeText(attribute) },
          ...(attribute.default === undefined || attribute.default === null ? {} : { defaultValue: { summary: String(attribute.default) } }),
        },
      },
    ]),
  );
}
