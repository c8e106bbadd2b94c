/**
 * What a tag offers a template author: its attributes (each also a property) and the events it
 * sends. The element needs only the `ElementSpec`; the descriptions (`WidgetMeta`: reference, events,
 * parts, labels) feed the custom elements manifest, `docs/tags/` and Storybook's docs pages, and stay
 * out of the bundles.
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

type PropertyValue<T extends AttributeType> = T extends 'string' ? string : T extends 'number' ? number : T extends 'boolean' ? boolean : unknown;

/**
 * The properties a tag's element has, typed from its spec (`as const`): what a bundler user's
 * TypeScript checks `element.seconds = 30` against. An attribute without a default reads
 * `undefined` until it is set.
 */
export type ElementProperties<S extends ElementSpec> = {
  -readonly [A in S['attributes'][number] as A['prop']]: A extends { default: string | number | boolean }
    ? PropertyValue<A['type']>
    : PropertyValue<A['type']> | undefined;
};

/** A tag's element as a host script sees it: an `HTMLElement` with the tag's typed properties. */
export type ResortElement<S extends ElementSpec> = HTMLElement & ElementProperties<S>;

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

/** A CSS shadow part (`part="…"`) a host may style with `::part(…)`. */
export interface PartMeta {
  name: string;
  description: string;
}

/**
 * The store's own markup a template puts inside the tag, marked `data-resort-fallback`: what the
 * shopper uses until the island has drawn its first real state, and again if it cannot start.
 */
export interface FallbackDocs {
  /** What that markup is and what a shopper can do with it (Markdown). */
  description: string;
  /** The tag with that markup inside it, as a nopCommerce template renders it. */
  example: string;
}

/** Label keys with their default wording, as a widget's `labels.ts` exports them. */
export type LabelSet = Readonly<Record<string, string>>;

export interface WidgetMeta extends ElementSpec {
  description: string;
  /** The tag's full reference in Markdown (behaviour, wording, calls): `docs/tags/<tag>.md` and its Storybook page. */
  reference: string;
  attributes: readonly AttributeMeta[];
  /** Events this tag sends or answers; all are dispatched on `window` (see `src/events/bus.ts`). */
  events: readonly EventMeta[];
  parts: readonly PartMeta[];
  /** Every label set the tag shows, by the name its module exports it under; a host overrides any key. */
  labels: Readonly<Record<string, LabelSet>>;
  fallback: FallbackDocs;
}

export interface WidgetDocs<S extends ElementSpec> {
  description: string;
  reference: string;
  attributes: Record<S['attributes'][number]['prop'], AttributeDocs>;
  events: readonly EventMeta[];
  parts?: readonly PartMeta[];
  labels: Readonly<Record<string, LabelSet>>;
  fallback: FallbackDocs;
}

/** The element spec with its documentation; a missing attribute description is a type error. */
export function withDocs<S extends ElementSpec>(spec: S, docs: WidgetDocs<S>): WidgetMeta {
  const descriptions = docs.attributes as Record<string, AttributeDocs | undefined>;
  return {
    ...spec,
    description: docs.description,
    reference: docs.reference.trim(),
    attributes: spec.attributes.map((attribute) => {
      const described = descriptions[attribute.prop] ?? '';
      return typeof described === 'string'
        ? { ...attribute, description: described }
        : { ...attribute, description: described.description, options: described.options };
    }),
    events: docs.events,
    parts: docs.parts ?? [],
    labels: docs.labels,
    fallback: { description: docs.fallback.description.trim(), example: docs.fallback.example.trim() },
  };
}

export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** How a template writes the tag, with the attributes that have a non-boolean default (docs pages). */
export function tagUsage(meta: Pick<WidgetMeta, 'tag' | 'attributes'>): string {
  const attributes = meta.attributes
    .filter((attribute) => attribute.default !== undefined && attribute.default !== null && attribute.type !== 'boolean')
    .map((attribute) => ` ${attributeName(attribute.prop)}="${String(attribute.default)}"`)
    .join('');
  return `<${meta.tag}${attributes}></${meta.tag}>`;
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
