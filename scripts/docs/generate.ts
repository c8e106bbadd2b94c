/**
 * `npm run docs`: writes the tag reference (`docs/tags/`) and the README's lists of tags and events
 * from the widgets' `docs.ts` metas. The files are committed; `test/docs.test.ts` fails when they
 * are stale.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { widgetEntries } from '../../widgets/entries.ts';
import { generatedFiles } from './tag-pages.ts';

const root = resolve(import.meta.dirname, '../..');
const files = generatedFiles(widgetEntries, readFileSync(resolve(root, 'README.md'), 'utf8'), readFileSync(resolve(root, 'src/events/bus.ts'), 'utf8'));
for (const [path, text] of files) {
  mkdirSync(dirname(resolve(root, path)), { recursive: true });
  writeFileSync(resolve(root, path), text);
}
console.log(`docs: ${files.size} files written`);
