/**
 * Stories render the real tag, as a host page does: the element registered by its own module, its
 * attributes set from the story's args, in its shadow root (or light DOM) with the page data the
 * story gives. Controls come from the tag's `docs.ts` meta (the source of `custom-elements.json`),
 * so what a designer can change is what a template author can set.
 *
 * ```ts
 * export default {
 *   title: 'Vouchers/<resort-voucher-box>', // a literal: Storybook indexes titles without running the file
 *   ...tagMeta(voucherBoxMeta, { load: () => import('../widgets/voucher-box/elements/resort-voucher-box.ts') }),
 * } satisfies Meta<TagArgs>;
 * export const Idle: TagStory = { args: { ... }, parameters: { msw: [...] } };
 * ```
 *
 * In a `play` function, `inTag(canvasElement, 'resort-voucher-box')` gives testing-library queries
 * over the element's shadow root.
 */
import { createElement, useLayoutEffect, useState, type ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { queries, within } from 'storybook/test';
import { attributeName, type AttributeMeta, type WidgetMeta } from '../src/island/widget-meta.ts';
import { tagArgTypes, type TagArgs } from './tag-docs.ts';

export { tagArgTypes, type TagArgs };

export type TagStory = StoryObj<Meta<TagArgs>>;

/** The attribute value a host page would write for `value`, or `undefined` to leave it out. */
export function attributeValue(attribute: Pick<AttributeMeta, 'type'>, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  switch (attribute.type) {
    case 'boolean':
      // HTML booleans: present means true.
      return value === true ? '' : undefined;
    case 'json':
      return JSON.stringify(value);
    default:
      if (typeof value === 'string') return value === '' ? undefined : value;
      return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  }
}

function TagElement({ widget, args }: { widget: Pick<WidgetMeta, 'tag' | 'attributes'>; args: TagArgs }): ReactElement {
  const [element, setElement] = useState<HTMLElement | null>(null);
  // Written as attributes, never as React props: React sets a custom element's props as
  // properties when the element has them, and a template author only ever writes attributes.
  useLayoutEffect(() => {
    if (!element) return;
    for (const attribute of widget.attributes) {
      const name = attributeName(attribute.prop);
      const value = attributeValue(attribute, args[attribute.prop]);
      if (value === undefined) element.removeAttribute(name);
      else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }
  }, [element, widget, args]);
  return createElement(widget.tag, { ref: setElement });
}

/** The element `tag` with `args` written as its attributes (kebab-case), as a template would. */
export function renderTag(widget: Pick<WidgetMeta, 'tag' | 'attributes'>, args: TagArgs): ReactElement {
  return createElement(TagElement, { widget, args });
}

export interface TagMetaOptions {
  /** Imports the element module, which registers the tag. */
  load: () => Promise<unknown>;
  args?: TagArgs;
  parameters?: Meta['parameters'];
  decorators?: Meta<TagArgs>['decorators'];
  /** The story's frame: at most this wide, as a template's column holds the tag (`'40rem'`). */
  maxWidth?: string;
}

type Decorator = Extract<NonNullable<Meta<TagArgs>['decorators']>, readonly unknown[]>[number];

const decoratorList = (decorators: Meta<TagArgs>['decorators']): Decorator[] => (decorators === undefined ? [] : Array.isArray(decorators) ? [...decorators] : [decorators]);

/** The decorator that holds the story in a column at most `maxWidth` wide. */
function framed(maxWidth: string | undefined): Decorator[] {
  if (maxWidth === undefined) return [];
  const frame: Decorator = (Story) => createElement('div', { style: { maxWidth } }, createElement(Story));
  return [frame];
}

/**
 * The default export of a tag's story file, but its `title`: renders the tag, with controls from
 * its meta. (The title must be written in the story file itself, as a literal.)
 */
export function tagMeta(widget: WidgetMeta, options: TagMetaOptions): Omit<Meta<TagArgs>, 'title'> {
  return {
    loaders: [
      async () => {
        await options.load();
        return {};
      },
    ],
    render: (args) => renderTag(widget, args),
    argTypes: tagArgTypes(widget),
    args: options.args ?? {},
    ...(options.decorators || options.maxWidth ? { decorators: [...framed(options.maxWidth), ...decoratorList(options.decorators)] } : {}),
    parameters: {
      // The docs page's reference (events, CSS variables) reads the tag's meta from here.
      tag: widget,
      docs: { description: { component: widget.description } },
      ...options.parameters,
    },
  };
}

/**
 * Testing-library queries inside the first `tag` of the canvas: its shadow root's mount point (the
 * element React renders into, dialogs included), or the element itself in light DOM. (Testing
 * library's `findBy…` queries refuse a ShadowRoot as their container, so the mount point it is.)
 */
/** Testing-library's queries bound to one container. */
export type TagQueries = ReturnType<typeof within<typeof queries>>;

export function inTag(canvasElement: HTMLElement, tag: string): TagQueries {
  const element = canvasElement.querySelector<HTMLElement>(tag);
  if (!element) throw new Error(`story: no <${tag}> in the canvas`);
  const mount = element.shadowRoot?.querySelector<HTMLElement>('.rw-mount');
  return within(mount ?? element);
}
