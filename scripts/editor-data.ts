/**
 * Editor completion data from the custom elements manifest, so a template author's editor knows
 * every tag and attribute the package ships:
 *
 * - `vscode.html-custom-data.json`: VS Code's HTML custom data (the `html.customData` setting);
 * - `web-types.json`: JetBrains web-types (found through `"web-types"` in package.json).
 *
 * Both are written beside `custom-elements.json` by `scripts/custom-elements.ts`, from the same
 * object, so they cannot disagree with it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CemAttribute, CemClass, CustomElementsManifest } from './custom-elements.ts';

export const VSCODE_DATA_FILE = 'vscode.html-custom-data.json';
export const WEB_TYPES_FILE = 'web-types.json';

/** The values of an enum attribute, from its manifest type (`'compact' | 'full'`); none for other types. */
export function enumValues(type: string): string[] {
  const parts = type.split('|').map((part) => part.trim());
  return parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : [];
}

function elementsOf(manifest: CustomElementsManifest): CemClass[] {
  return manifest.modules.flatMap((module) => module.declarations);
}

/** The description an editor shows on hover: the tag's own, then the window events it sends or hears. */
function tagDescription(element: CemClass): string {
  const events = element.events.map((event) => `\`${event.name}\``).join(', ');
  return events ? `${element.description}\n\nEvents (on \`window\`): ${events}.` : element.description;
}

function attributeDescription(attribute: CemAttribute): string {
  return attribute.default === undefined ? attribute.description : `${attribute.description}\n\nDefault: \`${attribute.default}\`.`;
}

export interface VscodeAttribute {
  name: string;
  description: string;
  valueSet?: 'v';
  values?: { name: string }[];
}

export interface VscodeCustomData {
  version: 1.1;
  tags: { name: string; description: { kind: 'markdown'; value: string }; attributes: VscodeAttribute[] }[];
}

export function vscodeCustomData(manifest: CustomElementsManifest): VscodeCustomData {
  return {
    version: 1.1,
    tags: elementsOf(manifest).map((element) => ({
      name: element.tagName,
      description: { kind: 'markdown', value: tagDescription(element) },
      attributes: element.attributes.map((attribute): VscodeAttribute => {
        const values = enumValues(attribute.type.text);
        return {
          name: attribute.name,
          description: attributeDescription(attribute),
          // "v" is VS Code's value set for an attribute written without a value (HTML booleans).
          ...(attribute.type.text === 'boolean' ? { valueSet: 'v' as const } : {}),
          ...(values.length > 0 ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

export interface WebTypesAttribute {
  name: string;
  description: string;
  default?: string;
  value: { kind: 'no-value' } | { kind: 'plain'; type: string; required: false };
  values?: { name: string }[];
}

export interface WebTypes {
  $schema: string;
  name: string;
  version: string;
  'description-markup': 'markdown';
  contributions: {
    html: {
      elements: {
        name: string;
        description: string;
        source: { module: string; symbol: string };
        attributes: WebTypesAttribute[];
        js: { properties: { name: string; type: string; description: string }[] };
      }[];
    };
  };
}

export function webTypes(manifest: CustomElementsManifest, pkg: { name: string; version: string }): WebTypes {
  const elements = manifest.modules.flatMap((module) =>
    module.declarations.map((element) => ({
      name: element.tagName,
      description: tagDescription(element),
      source: { module: `./${module.path}`, symbol: element.name },
      attributes: element.attributes.map((attribute): WebTypesAttribute => {
        const values = enumValues(attribute.type.text);
        return {
          name: attribute.name,
          description: attribute.description,
          ...(attribute.default === undefined ? {} : { default: attribute.default }),
          value: attribute.type.text === 'boolean' ? { kind: 'no-value' } : { kind: 'plain', type: attribute.type.text, required: false },
          ...(values.length > 0 ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
      js: { properties: element.members.map((member) => ({ name: member.name, type: member.type.text, description: member.description })) },
    })),
  );
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    contributions: { html: { elements } },
  };
}

/** Writes both files into `dir`; returns their paths. */
export function writeEditorData(manifest: CustomElementsManifest, pkg: { name: string; version: string }, dir: string): string[] {
  const files: [string, unknown][] = [
    [join(dir, VSCODE_DATA_FILE), vscodeCustomData(manifest)],
    [join(dir, WEB_TYPES_FILE), webTypes(manifest, pkg)],
  ];
  for (const [file, data] of files) writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return files.map(([file]) => file);
}
