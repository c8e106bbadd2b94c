// @vitest-environment node
/**
 * The typed half of `npm run lint` (oxlint's type-aware rules, `.oxlintrc.json`) refuses what
 * typescript-eslint's type-checked rules refused: a file planted with a promise left floating, an
 * `any` let in, a promise where a listener returns nothing and an object in a template. A test
 * file may still pass React's `act` an async callback that awaits nothing.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const oxlint = join(root, 'node_modules/.bin/oxlint');

const PLANTED = `
async function save(): Promise<void> {}
export function submit(): void {
  save();
}
export const answer: string = JSON.parse('{}');
document.querySelector('button')?.addEventListener('click', async () => {
  await save();
});
export const text = \`\${{}}\`;
export const pressed = async () => 'no await';
`;

async function typedLint(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'typed-lint-'));
  try {
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM'], noEmit: true }, include: ['*.ts'] }));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const names = Object.keys(files).map((name) => join(dir, name));
    const { stdout } = await promisify(execFile)(oxlint, ['--type-aware', '-c', join(root, '.oxlintrc.json'), '-f', 'json', ...names], { cwd: root }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as { diagnostics: { code: string; filename: string }[] };
    return report.diagnostics.map((found) => `${found.filename.slice(dir.length + 1)} ${found.code}`).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the typed lint rules', () => {
  it('refuse a floating promise, an any, a promise given to a listener and an object in a template', async () => {
    expect(await typedLint({ 'planted.ts': PLANTED })).toEqual([
      'planted.ts typescript(no-base-to-string)',
      'planted.ts typescript(no-floating-promises)',
      'planted.ts typescript(no-misused-promises)',
      'planted.ts typescript(no-unsafe-assignment)',
      'planted.ts typescript(require-await)',
      'planted.ts typescript(restrict-template-expressions)',
    ]);
  });

  it('let a test file pass an async callback that awaits nothing', async () => {
    expect(await typedLint({ 'planted.test.ts': 'export const flush = async () => 1;\n' })).toEqual([]);
  });
});
