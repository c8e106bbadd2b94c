/**
 * `npm run tags`: writes the central lists from the widget folders (scripts/tags/folders.ts), and
 * stops with what a folder lacks.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedFiles, problemsOf, readTagFolders, root } from './folders.ts';

const folders = await readTagFolders();
const problems = problemsOf(folders);
if (problems.length > 0) {
  console.error(`tags: ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
for (const [path, text] of generatedFiles(folders)) {
  const file = join(root, path);
  if (readFileSync(file, 'utf8') !== text) {
    writeFileSync(file, text);
    console.log(`tags: wrote ${path}`);
  }
}
