/**
 * Writes `dist/custom-elements.json` (Custom Elements Manifest, schema 2.1.0) from the widget
 * metas, so editors and Storybook document every tag the way the elements parse it, and from it
 * the editors' completion data (`scripts/editor-data.ts`).
 * Imports only the meta files: no DOM, no React. Run with `tsx scripts/custom-elements.ts [out]`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { widgetEntries, type WidgetEntry } from '../widgets/entries.ts';
import { attributeName, attributeTypeText, type AttributeMeta } from '../src/island/widget-meta.ts';

export { attributeTypeText };
import { themeVariables } from '../src/ui/theme-variables.ts';
import { writeEditorData } from './editor-data.ts';

interface TypeText {
  text: string;
}

export interface CemAttribute {
  name: string;
  fieldName: string;
  type: TypeText;
  default?: string;
  description: string;
}

export interface CemField {
  kind: 'field';
  name: string;
  type: TypeText;
  default?: string;
  description: string;
  attribute: string;
}

export interface CemEvent {
  name: string;
  description: string;
  type: TypeText;
}

export interface CemCssProperty {
  name: string;
  default: string;
  description: string;
}

export interface CemCssPart {
  name: string;
  description: string;
}

export interface CemClass {
  kind: 'class';
  name: string;
  customElement: true;
  tagName: string;
  description: string;
  attributes: CemAttribute[];
  members: CemField[];
  events: CemEvent[];
  cssProperties: CemCssProperty[];
  cssParts: CemCssPart[];
}

export interface CemModule {
  kind: 'javascript-module';
  path: string;
  declarations: CemClass[];
  exports: { kind: 'js' | 'custom-element-definition'; name: string; declaration: { name: string; module: string } }[];
}

export interface CustomElementsManifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: CemModule[];
}

/** `resort-order-summary` → `ResortOrderSummaryElement`. */
export function className(tag: string): string {
  return tag.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, char: string) => char.toUpperCase()) + 'Element';
}

/**
 * The class the element module exports (`export const MiniCartElement = defineWidget(...)`), read
 * from its source text: importing it would need a DOM.
 */
export function exportedClassName(source: string): string | undefined {
  return /export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*defineWidget\b/.exec(source)?.[1];
}

/** A default as the manifest expects it: the JavaScript expression's source text. */
function defaultText(meta: AttributeMeta): { default?: string } {
  return meta.default === undefined ? {} : { default: JSON.stringify(meta.default) };
}

/**
 * The manifest module of one tag; `path` is the ESM file a page or bundler imports.
 * `exported` is the class name the module exports, when known.
 */
export function moduleFor({ meta, bundle }: WidgetEntry, exported?: string): CemModule {
  const name = exported ?? className(meta.tag);
  // The staff tags are built apart (dist/esm-admin/, see widgets/entries.ts).
  const path = `dist/${bundle === 'admin' ? 'esm-admin' : 'esm'}/${meta.tag}.js`;
  return {
    kind: 'javascript-module',
    path,
    declarations: [
      {
        kind: 'class',
        name,
        customElement: true,
        tagName: meta.tag,
        description: meta.description,
        attributes: meta.attributes.map((attr) => ({
          name: attributeName(attr.prop),
          fieldName: attr.prop,
          type: { text: attributeTypeText(attr) },
          ...defaultText(attr),
          description: attr.description,
        })),
        members: meta.attributes.map((attr) => ({
          kind: 'field',
          name: attr.prop,
          type: { text: attributeTypeText(attr) },
          ...defaultText(attr),
          description: attr.description,
          attribute: attributeName(attr.prop),
        })),
        // Our events are dispatched on `window` (see src/events/bus.ts), not on the element.
        events: meta.events.map((event) => ({
          name: event.name,
          description: event.description,
          type: { text: 'CustomEvent' },
        })),
        // Every island reads the same theme variables (src/ui/base-styles.ts).
        cssProperties: themeVariables.map(({ name, default: value, description }) => ({ name, default: value, description })),
        cssParts: meta.parts.map(({ name, description }) => ({ name, description })),
      },
    ],
    exports: [
      ...(exported ? [{ kind: 'js' as const, name, declaration: { name, module: path } }] : []),
      { kind: 'custom-element-definition', name: meta.tag, declaration: { name, module: path } },
    ],
  };
}

export function customElementsManifest(entries: readonly WidgetEntry[], root = process.cwd()): CustomElementsManifest {
  const modules = entries.map((entry) => {
    const file = resolve(root, entry.module);
    return moduleFor(entry, existsSync(file) ? exportedClassName(readFileSync(file, 'utf8')) : undefined);
  });
  return { schemaVersion: '2.1.0', readme: 'README.md', modules };
}

function main(): void {
  const out = resolve(process.argv[2] ?? 'dist/custom-elements.json');
  const manifest = customElementsManifest(widgetEntries);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);
  const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'package.json'), 'utf8')) as { name: string; version: string };
  const editorFiles = writeEditorData(manifest, pkg, dirname(out));
  console.log(`custom-elements: ${manifest.modules.length} tags → ${[out, ...editorFiles].join(', ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
