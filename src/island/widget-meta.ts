/**
 * What a tag offers a template author: its attributes (each also a property) and the events it
 * sends. The element needs only the `ElementSpec`; the descriptions (`WidgetMeta`) feed the custom
 * elements manifest and the README check, and stay out of the bundles.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeSpec {
  /** camelCase property name; the attribute is its kebab-case form. */
  prop: string;
  type: AttributeType;
  default?: string | number | boolean | null;
}

export interface ElementSpec {
  tag: `resort-${string}`;
  attributes: readonly AttributeSpec[];
  /** Render into an open shadow root (style isolation); false for widgets that hold form fields. */
  shadow?: boolean;
}

export interface AttributeMeta extends AttributeSpec {
  description: string;
  /** The only values a string attribute takes (an enum, like the mini cart's `mode`): a select in Storybook, a union in the manifest. */
  options?: readonly string[];
}

/** An attribute's documentation: its description, or its description and the values it takes. */
export type AttributeDocs = string | { description: string; options: readonly string[] };

export interface EventMeta {
  name: string;
  description: string;
}

export interface WidgetMeta extends ElementSpec {
  description: string;
  attributes: readonly AttributeMeta[];
  /** Events this tag sends or answers; all are dispatched on `window` (see `src/events/bus.ts`). */
  events: readonly EventMeta[];
}

export interface WidgetDocs<S extends ElementSpec> {
  description: string;
  attributes: Record<S['attributes'][number]['prop'], AttributeDocs>;
  events: readonly EventMeta[];
}

/** The element spec with its documentation; a missing attribute description is a type error. */
export function withDocs<S extends ElementSpec>(spec: S, docs: WidgetDocs<S>): WidgetMeta {
  const descriptions = docs.attributes as Record<string, AttributeDocs | undefined>;
  return {
    ...spec,
    description: docs.description,
    attributes: spec.attributes.map((attribute) => {
      const described = descriptions[attribute.prop] ?? '';
      return typeof described === 'string'
        ? { ...attribute, description: described }
        : { ...attribute, description: described.description, options: described.options };
    }),
    events: docs.events,
  };
}

export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

const typeText: Record<AttributeType, string> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'object',
};

/** The attribute's type as TypeScript writes it (manifest, Storybook): an enum is the union of its values. */
export function attributeTypeText(meta: Pick<AttributeMeta, 'type' | 'options'>): string {
  return meta.options?.length ? meta.options.map((option) => `'${option}'`).join(' | ') : typeText[meta.type];
}
