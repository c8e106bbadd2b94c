/**
 * What a tag offers a template author: its attributes (each also a property) and the events it
 * sends. Element registration, the custom elements manifest and the README tables all read this,
 * so they cannot disagree.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface AttributeMeta {
  /** camelCase property name; the attribute is its kebab-case form. */
  prop: string;
  type: AttributeType;
  description: string;
  default?: string | number | boolean | null;
}

export interface EventMeta {
  name: string;
  description: string;
}

export interface WidgetMeta {
  tag: `resort-${string}`;
  description: string;
  attributes: readonly AttributeMeta[];
  /** Events this tag sends or answers; all are dispatched on `window` (see `src/core/bus.ts`). */
  events: readonly EventMeta[];
  /** Render into an open shadow root (style isolation); false for widgets that hold form fields. */
  shadow?: boolean;
}

export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}
