/**
 * `npm run release -- <patch|minor|major|x.y.z>`: one command makes a release's version, its
 * changelog entry and its CDN path agree.
 *
 * 1. The new version goes into package.json, package-lock.json and the library's own
 *    `LIBRARY_VERSION` (what `window.ResortWidgets.version` and the two-copies warning say).
 * 2. What is under `## [Unreleased]` in CHANGELOG.md moves under `## [x.y.z] - <today, UTC>`,
 *    leaving an empty Unreleased section. An empty Unreleased refuses the release: a release says
 *    what changed.
 * 3. The pinned CDN paths in the README, docs/host-page.md and docs/releasing.md
 *    (`resort-widgets@<version>`) move to the new version.
 * 4. It builds (`--skip-build` uses the dist/ already there) and prints the CDN path of the loader,
 *    the admin loader and the stylesheet with their SRI hashes, ready to paste into a template.
 *
 * `--root <dir>` runs it on another copy of the project (the tests use a temporary one). It
 * commits and tags nothing: it prints the git commands for that.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cdnBase, integrityOf } from './cdn.mjs';

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

/** The version after `current` for `bump` (`patch`, `minor`, `major` or an explicit higher `x.y.z`). */
export function nextVersion(current, bump) {
  const now = VERSION.exec(current);
  if (!now) throw new Error(`package.json has version "${current}", not x.y.z`);
  const [major, minor, patch] = now.slice(1).map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  if (bump === 'patch') return `${major}.${minor}.${patch + 1}`;
  const given = VERSION.exec(bump ?? '');
  if (!given) throw new Error(`release: say patch, minor, major or a version x.y.z (got "${bump ?? ''}")`);
  const order = (parts) => parts.slice(1).map(Number).reduce((sum, part) => sum * 100000 + part, 0);
  if (order(given) <= order(now)) throw new Error(`release: ${bump} is not above the current version ${current}`);
  return bump;
}

/** CHANGELOG text with Unreleased's entries under `## [version] - date` and a fresh empty Unreleased. */
export function moveUnreleased(changelog, version, date) {
  const heading = /^## \[Unreleased\][^\n]*\n/m.exec(changelog);
  if (!heading) throw new Error('release: CHANGELOG.md has no "## [Unreleased]" section');
  const start = heading.index + heading[0].length;
  const nextHeading = changelog.slice(start).search(/^## /m);
  const end = nextHeading === -1 ? changelog.length : start + nextHeading;
  const entries = changelog.slice(start, end).trim();
  if (!entries) throw new Error('release: nothing under "## [Unreleased]" in CHANGELOG.md; say what changed first');
  if (new RegExp(`^## \\[${version.replaceAll('.', '\\.')}\\]`, 'm').test(changelog)) throw new Error(`release: CHANGELOG.md already has ${version}`);
  return `${changelog.slice(0, heading.index)}## [Unreleased]\n\n## [${version}] - ${date}\n\n${entries}\n\n${changelog.slice(end)}`.replace(/\n+$/, '\n');
}

/** `text` with every pinned `resort-widgets@<x.y.z>` moved to `version`. */
export function pinVersion(text, version) {
  return text.replace(/resort-widgets@\d+\.\d+\.\d+/g, `resort-widgets@${version}`);
}

/** Sets a package.json's `version` (and a lockfile's root package's) to `version`. */
function withVersion(file, version) {
  const data = JSON.parse(readFileSync(file, 'utf8'));
  data.version = version;
  if (data.packages?.['']) data.packages[''].version = version;
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

function rewrite(file, change) {
  if (!existsSync(file)) return false;
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after !== before) writeFileSync(file, after);
  return after !== before;
}

/** The lines a host pastes: each pinned file's CDN path with its SRI hash. */
export function pinnedTags(root, version) {
  const base = cdnBase(version);
  const files = [
    ['resort-widgets.css', (url, hash) => `<link rel="stylesheet" href="${url}" integrity="${hash}" crossorigin="anonymous">`],
    ['resort-widgets.js', (url, hash) => `<script src="${url}" integrity="${hash}" crossorigin="anonymous" defer></script>`],
    ['resort-widgets-admin.js', (url, hash) => `<script src="${url}" integrity="${hash}" crossorigin="anonymous" defer></script>`],
  ];
  return files.map(([name, tag]) => {
    const file = join(root, 'dist', name);
    if (!existsSync(file)) throw new Error(`release: dist/${name} is missing; build first (or drop --skip-build)`);
    const integrity = integrityOf(readFileSync(file));
    return { file: name, url: `${base}/${name}`, integrity, tag: tag(`${base}/${name}`, integrity) };
  });
}

export function release({ root, bump, date = new Date().toISOString().slice(0, 10), build = true, log = console.log }) {
  const pkgFile = join(root, 'package.json');
  const { version: current } = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const version = nextVersion(current, bump);
  const changelogFile = join(root, 'CHANGELOG.md');
  // The changelog first: it is the step that refuses, and nothing is written before it.
  const changelog = moveUnreleased(readFileSync(changelogFile, 'utf8'), version, date);
  writeFileSync(changelogFile, changelog);
  withVersion(pkgFile, version);
  if (existsSync(join(root, 'package-lock.json'))) withVersion(join(root, 'package-lock.json'), version);
  rewrite(join(root, 'src', 'core', 'shared.ts'), (text) => text.replace(/(export const LIBRARY_VERSION = )'[^']*'/, `$1'${version}'`));
  for (const doc of ['README.md', join('docs', 'host-page.md'), join('docs', 'releasing.md')]) rewrite(join(root, doc), (text) => pinVersion(text, version));

  if (build) {
    log(`release: building ${version}…`);
    const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`release: the build failed; the files above say ${version}, fix the build and run it with --skip-build after \`npm run build\``);
  }
  const pinned = pinnedTags(root, version);
  log(`\nresort-widgets ${current} → ${version} (CHANGELOG.md: ## [${version}] - ${date})`);
  log(`CDN path: ${cdnBase(version)}/`);
  for (const { file, integrity } of pinned) log(`  ${file}  ${integrity}`);
  log('\nPaste into the host templates:');
  for (const { tag } of pinned) log(`  ${tag}`);
  log(`\nThen: git commit -am "Release ${version}" && git tag v${version}`);
  return { version, pinned };
}

function main() {
  const args = process.argv.slice(2);
  const rootIndex = args.indexOf('--root');
  const root = rootIndex === -1 ? resolve(import.meta.dirname, '..') : resolve(args[rootIndex + 1] ?? '.');
  const bump = args.find((arg, index) => !arg.startsWith('--') && index !== rootIndex + 1);
  release({ root, bump, build: !args.includes('--skip-build') });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
