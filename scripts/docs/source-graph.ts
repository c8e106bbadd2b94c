/**
 * What a tag's code really does, read from source text (no DOM, no build): the files its element
 * module reaches through relative imports (static and dynamic), the `resort:*` events those files
 * name, and the label sets they pass to `useLabels`. The docs test holds each tag's `docs.ts`
 * against it, so a tag's reference cannot promise an event it never sends or miss wording it shows.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const importPattern = /(?:\bimport\s*(?:[\w*${}\s,]+?\s*from\s*)?|\bexport\s*[\w*${}\s,]+?\s*from\s*|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** Source without comments, so an event or a label set named in a comment does not count. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** Repository-relative paths of every file `entry` reaches through relative imports, itself first. */
export function reachableFiles(entry: string, root: string): string[] {
  const seen = new Set<string>();
  const queue = [resolve(root, entry)];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || !/\.tsx?$/.test(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = withoutComments(readFileSync(file, 'utf8'));
    for (const match of source.matchAll(importPattern)) queue.push(resolve(dirname(file), match[1] as string));
  }
  return [...seen].map((file) => relative(root, file));
}

const eventPattern = /['"`](resort:[a-z-]+:[a-z-]+)['"`]/g;

/** The `resort:<noun>:<verb>` names written as strings in `files` (sent, listened for or checked). */
export function eventsNamed(files: readonly string[], root: string): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const source = withoutComments(readFileSync(resolve(root, file), 'utf8'));
    for (const match of source.matchAll(eventPattern)) names.add(match[1] as string);
  }
  return names;
}

export interface LabelSetUse {
  /** The name the set is exported under. */
  name: string;
  /** Repository-relative path of the module that exports it. */
  module: string;
}

/**
 * The label sets `files` pass to `useLabels(...)`, each traced to the module that exports it
 * (an import, renamed or not, or the file's own export).
 */
export function labelSetsUsed(files: readonly string[], root: string): LabelSetUse[] {
  const uses = new Map<string, LabelSetUse>();
  for (const file of files) {
    const source = withoutComments(readFileSync(resolve(root, file), 'utf8'));
    for (const match of source.matchAll(/\buseLabels\(\s*([A-Za-z_$][\w$]*)\s*\)/g)) {
      const local = match[1] as string;
      const use = traceImport(source, local, file, root);
      uses.set(`${use.module}#${use.name}`, use);
    }
  }
  return [...uses.values()];
}

function traceImport(source: string, local: string, file: string, root: string): LabelSetUse {
  for (const match of source.matchAll(/\bimport\s*(?:type\s+)?\{([^}]*)\}\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    for (const part of (match[1] as string).split(',')) {
      const [imported, alias] = part.trim().split(/\s+as\s+/);
      if ((alias ?? imported) === local && imported) {
        return { name: imported, module: relative(root, resolve(dirname(resolve(root, file)), match[2] as string)) };
      }
    }
  }
  if (new RegExp(`\\bexport\\s+const\\s+${local}\\b`).test(source)) return { name: local, module: file };
  throw new Error(`${file}: useLabels(${local}) uses a label set that is neither imported nor exported here`);
}
