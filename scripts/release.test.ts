// @vitest-environment node
/**
 * `npm run release` on a temporary copy of the project's release files (never the real ones):
 * the version, the changelog entry and the CDN path with its SRI hashes come out together.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error: a plain .mjs script without type declarations
import { moveUnreleased as untypedMove, nextVersion as untypedNext } from './release.mjs';

const nextVersion = untypedNext as (current: string, bump: string) => string;
const moveUnreleased = untypedMove as (changelog: string, version: string, date: string) => string;
const script = join(__dirname, 'release.mjs');

const changelog = `# Changelog

Intro.

## [Unreleased]

- Tags render in a page that loads them from a CDN.

## [1.4.2] - 2026-10-01

- Older entry.
`;

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'release-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const sri = (text: string): string => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('nextVersion', () => {
  it.each([
    ['patch', '1.4.3'],
    ['minor', '1.5.0'],
    ['major', '2.0.0'],
    ['1.10.0', '1.10.0'],
  ])('1.4.2 + %s is %s', (bump, expected) => {
    expect(nextVersion('1.4.2', bump)).toBe(expected);
  });

  it('refuses a version that is not above the current one, or no bump at all', () => {
    expect(() => nextVersion('1.4.2', '1.4.2')).toThrow('not above the current version 1.4.2');
    expect(() => nextVersion('1.4.2', '1.3.9')).toThrow('not above');
    expect(() => nextVersion('1.4.2', 'next')).toThrow('say patch, minor, major or a version x.y.z');
  });
});

describe('moveUnreleased', () => {
  it('moves the entries under the release and leaves Unreleased empty', () => {
    const moved = moveUnreleased(changelog, '1.5.0', '2026-11-26');
    expect(moved).toContain('## [Unreleased]\n\n## [1.5.0] - 2026-11-26\n\n- Tags render in a page that loads them from a CDN.\n\n## [1.4.2] - 2026-10-01');
  });

  it('refuses a release with nothing under Unreleased', () => {
    expect(() => moveUnreleased(moveUnreleased(changelog, '1.5.0', '2026-11-26'), '1.5.1', '2026-11-27')).toThrow('nothing under "## [Unreleased]"');
  });
});

describe('npm run release', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('bumps the version, dates the changelog entry, pins the docs and prints the CDN path with the hashes', () => {
    root = project({
      'package.json': JSON.stringify({ name: 'resort-widgets', version: '1.4.2' }, null, 2),
      'package-lock.json': JSON.stringify({ name: 'resort-widgets', version: '1.4.2', packages: { '': { version: '1.4.2' } } }, null, 2),
      'CHANGELOG.md': changelog,
      'README.md': '<script src="https://cdn.example.com/resort-widgets@1.4.2/dist/resort-widgets.js"></script>\n',
      'docs/host-page.md': 'Pin `resort-widgets@1.4.2`; react@1.4.2 stays.\n',
      'src/core/shared.ts': "export const LIBRARY_VERSION = '1.4.2';\n",
      'dist/resort-widgets.js': 'loader();\n',
      'dist/resort-widgets-admin.js': 'adminLoader();\n',
      'dist/resort-widgets.css': 'resort-cart{display:block}\n',
    });
    const run = spawnSync(process.execPath, [script, 'minor', '--root', root, '--skip-build'], { encoding: 'utf8', env: { ...process.env, RESORT_CDN: '' } });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);

    const read = (path: string): string => readFileSync(join(root, path), 'utf8');
    expect((JSON.parse(read('package.json')) as { version: string }).version).toBe('1.5.0');
    expect(JSON.parse(read('package-lock.json'))).toMatchObject({ version: '1.5.0', packages: { '': { version: '1.5.0' } } });
    expect(read('src/core/shared.ts')).toContain("LIBRARY_VERSION = '1.5.0'");
    const today = new Date().toISOString().slice(0, 10);
    expect(read('CHANGELOG.md')).toContain(`## [Unreleased]\n\n## [1.5.0] - ${today}\n\n- Tags render in a page`);
    expect(read('README.md')).toContain('https://cdn.example.com/resort-widgets@1.5.0/dist/resort-widgets.js');
    expect(read('docs/host-page.md')).toBe('Pin `resort-widgets@1.5.0`; react@1.4.2 stays.\n');

    expect(run.stdout).toContain('CDN path: https://cdn.example.com/resort-widgets@1.5.0/dist/');
    expect(run.stdout).toContain(
      `<script src="https://cdn.example.com/resort-widgets@1.5.0/dist/resort-widgets.js" integrity="${sri('loader();\n')}" crossorigin="anonymous" defer></script>`,
    );
    expect(run.stdout).toContain(
      `<link rel="stylesheet" href="https://cdn.example.com/resort-widgets@1.5.0/dist/resort-widgets.css" integrity="${sri('resort-cart{display:block}\n')}" crossorigin="anonymous">`,
    );
  });

  it('changes nothing when the changelog has nothing to release', () => {
    const empty = moveUnreleased(changelog, '1.5.0', '2026-11-26');
    root = project({ 'package.json': JSON.stringify({ name: 'resort-widgets', version: '1.5.0' }), 'CHANGELOG.md': empty });
    const run = spawnSync(process.execPath, [script, 'patch', '--root', root, '--skip-build'], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('nothing under "## [Unreleased]"');
    expect((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version).toBe('1.5.0');
    expect(readFileSync(join(root, 'CHANGELOG.md'), 'utf8')).toBe(empty);
  });
});
