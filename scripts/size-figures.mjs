/**
 * The sizes README.md and docs/ quote, written by `npm run size`, the command that measures them,
 * between markers — never by hand:
 *
 *   an inline figure  `<!-- size:ID DECIMALS -->382 KB<!-- /size -->` on one line (the figure's id,
 *                     then how many decimals it is written with: 1 when left out)
 *   a table           `<!-- size:NAME -->`, the table's lines, `<!-- /size:NAME -->`, each marker on
 *                     a line of its own (`table`: every bundle with its budget; `shares`: what each
 *                     tag takes of the UMD files; `on-demand`: the chunks a shopper's use brings in)
 *
 * `npm run size` measures, then compares every marked figure with the measurement and fails naming
 * each one that differs; `npm run size -- --write` writes them. A figure's id is a row of the size
 * table (`umd`, `umd-admin-complete`, `loader`, `entry/resort-waiver`, `page//cart`), a line of the
 * on-demand table (`chunk/calendar`: the ids of `ON_DEMAND` below), or one chunk of an ESM build by
 * the name it has before its hash (`file/esm/fr-ca`; a name two chunks share names neither).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/** The files whose figures are written: the README and every page of docs/ (not the generated tag pages). */
export function figureFiles(root) {
  return ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
}

/**
 * What loads only when a shopper reaches it: each line of the on-demand table, by the names its
 * chunks have in `dist/esm/chunks/` or `dist/esm-admin/chunks/` (before their content hash).
 */
export const ON_DEMAND = [
  { id: 'calendar', what: 'the calendar (react-day-picker, date-fns)', chunks: ['esm/Calendar'], when: "with a product's date field" },
  { id: 'phone', what: 'intl-tel-input and its validation utils', chunks: ['esm/intlTelInput', 'esm/utils'], when: "with a phone field (the profile's, which starts from the number on file: when the shopper reaches it)" },
  { id: 'braintree', what: "Braintree's `hosted-fields` and `client`", chunks: ['esm/hosted-fields', 'esm/client'], when: "on a store whose payment configuration names Braintree" },
  { id: 'dompurify', what: 'DOMPurify', chunks: ['esm/purify.es'], when: 'with the first server HTML shown (waivers, descriptions)' },
  { id: 'trusted-types', what: 'the Trusted Types policy (`trusted-types.ts`)', chunks: ['esm/trusted-types'], when: 'with DOMPurify, and with a card provider’s script' },
  { id: 'floating-ui', what: 'floating-ui with our placing rules (`floating-place.ts`)', chunks: ['esm/floating-place'], when: "when the pointer or focus nears the mini cart's button, or a date field's calendar opens" },
  { id: 'signin', what: 'the sign-in lightbox (`SignInLightbox`, with `SignInForm`)', chunks: ['esm/SignInLightbox', 'esm/SignInForm'], when: 'when a pointer, a touch or the focus nears Sign In' },
  { id: 'voucher', what: "the voucher box's dialog, calls and rules (`VoucherDialog`)", chunks: ['esm/VoucherDialog'], when: "when the shopper reaches the box's form, or the page hands it a code" },
  { id: 'category', what: "the category navigation's list, call and rules (`CategoryPanel`)", chunks: ['esm/CategoryPanel'], when: 'when the pointer, a touch or the focus first nears its button' },
  { id: 'enrollment-payments', what: "an admin enrollment's payments (`EnrollmentPayments`)", chunks: ['esm-admin/EnrollmentPayments'], when: "when the pointer or the focus first nears a row's disclosure" },
  { id: 'cropper', what: 'the photo cropper (react-image-crop: its script, its stylesheet)', chunks: ['esm/dist', 'esm/ReactCrop'], when: 'when a photo dialog opens' },
  { id: 'signature-pad', what: 'signature_pad', chunks: ['esm/signature_pad'], when: 'when a signature panel shows' },
  { id: 'countries', what: "the country list (i18n-iso-countries' English names)", chunks: ['esm/en'], when: 'with the first country field' },
];

/** `dist/<build>/chunks/<name>-<hash>.js` for `<build>/<name>`; a name that matches no file, or two, fails. */
function chunkFile(distDir, key) {
  const [build, name] = key.split('/');
  const found = readdirSync(join(distDir, build, 'chunks')).filter((file) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[\\w-]{8}\\.js$`).test(file));
  if (found.length !== 1) throw new Error(`size: figures: ${found.length === 0 ? 'no' : 'more than one'} chunk named ${name} in dist/${build}/chunks/ (scripts/size-figures.mjs ON_DEMAND)`);
  return join(build, 'chunks', found[0]);
}

const gzipOf = (distDir, file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;

/** A row's id: its name in lower case with dashes (`umd admin complete` → `umd-admin-complete`), under its group for entries and pages. */
export function rowId(row) {
  const slug = row.name.toLowerCase().replace(/\s*\(.*\)$/, '').replace(/\s+/g, '-');
  if (row.kind === 'entry') return `entry/${slug}`;
  if (row.kind === 'onDemand') return `on-demand/${slug}`;
  if (row.kind === 'addedToMinicart') return `added/${slug}`;
  if (row.kind === 'page') return `page/${slug}`;
  return slug;
}

const kb = (bytes, decimals) => `${(bytes / KB).toFixed(decimals)} KB`;

const TITLES = {
  umd: 'UMD files',
  loader: 'CDN loader',
  entry: 'ESM entry with its static chunks',
  onDemand: 'with the chunks it loads on demand (not budgeted)',
  addedToMinicart: 'added to a page with resort-minicart',
  page: 'a demo store page through the loader (its tags at first load)',
};

function sizeTable(rows) {
  const lines = ['| bundle | gzip | budget |', '| --- | --- | --- |'];
  let group = '';
  for (const row of rows) {
    if (row.kind !== group) {
      group = row.kind;
      lines.push(`| **${TITLES[row.kind]}** | | |`);
    }
    lines.push(`| ${row.name} | ${kb(row.gzip, 2)} | ${row.budget === undefined ? '' : `${row.budget} KB`} |`);
  }
  return lines.join('\n');
}

function sharesTable(shares, budgets) {
  const lines = ['| | first file | its figure | complete file | its figure |', '| --- | --- | --- | --- | --- |'];
  for (const bundle of ['storefront', 'admin']) {
    const first = shares.find((share) => share.bundle === bundle && share.part === 'first');
    const complete = shares.find((share) => share.bundle === bundle && share.part === 'complete');
    if (!first || !complete) continue;
    lines.push(`| **${bundle} (${first.file}, ${complete.file})** | | | | |`);
    const figure = (value) => (value === undefined ? '' : `${value} KB`);
    lines.push(`| base (no tag) | ${kb(first.base, 2)} | ${figure(budgets.umdBase?.[first.key])} | ${kb(complete.base, 2)} | ${figure(budgets.umdBase?.[complete.key])} |`);
    for (const tag of [...new Set([...first.tags.keys(), ...complete.tags.keys()])].sort()) {
      lines.push(`| ${tag} | ${kb(first.tags.get(tag) ?? 0, 2)} | ${figure(budgets.umdTags?.[tag]?.first)} | ${kb(complete.tags.get(tag) ?? 0, 2)} | ${figure(budgets.umdTags?.[tag]?.complete)} |`);
    }
  }
  return lines.join('\n');
}

/**
 * Every figure the docs may quote, by id: a function of the decimals it is written with.
 * @param {string} distDir
 * @param {import('./size-lib.mjs').SizeRow[]} rows
 * @param {ReturnType<typeof import('./umd-shares.mjs').umdShares>} shares
 * @param {object} budgets
 */
export function measuredFigures(distDir, rows, shares, budgets) {
  /** @type {Map<string, (decimals: number) => string>} */
  const inline = new Map();
  for (const row of rows) inline.set(rowId(row), (decimals) => kb(row.gzip, decimals));
  const chunkBytes = new Map(ON_DEMAND.map((line) => [line.id, line.chunks.map((key) => gzipOf(distDir, chunkFile(distDir, key)))]));
  for (const [id, sizes] of chunkBytes) inline.set(`chunk/${id}`, (decimals) => `${sizes.map((bytes) => (bytes / KB).toFixed(decimals)).join(' + ')} KB`);
  // Any one chunk by its name: `file/esm/fr-ca`.
  for (const build of ['esm', 'esm-admin']) {
    const names = new Map();
    for (const file of readdirSync(join(distDir, build, 'chunks'))) {
      const name = /^(.+)-[\w-]{8}\.js$/.exec(file)?.[1];
      if (name) names.set(name, names.has(name) ? null : join(build, 'chunks', file));
    }
    for (const [name, file] of names) if (file) inline.set(`file/${build}/${name}`, (decimals) => kb(gzipOf(distDir, file), decimals));
  }
  const onDemand = ['| chunk | gzip | loaded |', '| --- | --- | --- |', ...ON_DEMAND.map((line) => `| ${line.what} | ${inline.get(`chunk/${line.id}`)(2)} | ${line.when} |`)].join('\n');
  const blocks = new Map([
    ['table', sizeTable(rows)],
    ['shares', sharesTable(shares, budgets)],
    ['on-demand', onDemand],
  ]);
  return { inline, blocks };
}

const INLINE = /<!-- size:(\S+?)(?: (\d))? -->([^<\n]*)<!-- \/size -->/g;
const BLOCK = /<!-- size:([a-z-]+) -->\n([\s\S]*?)\n<!-- \/size:\1 -->/g;

/** `text` with every marked figure as measured, and the figures that differed (or that nothing measures). */
export function rewrite(text, { inline, blocks }) {
  const differ = [];
  const unknown = [];
  let out = text.replace(BLOCK, (whole, id, written) => {
    const measured = blocks.get(id);
    if (measured === undefined) {
      unknown.push(id);
      return whole;
    }
    if (measured !== written) differ.push({ id, written: `${written.split('\n').length} lines`, measured: `${measured.split('\n').length} lines` });
    return `<!-- size:${id} -->\n${measured}\n<!-- /size:${id} -->`;
  });
  out = out.replace(INLINE, (whole, id, digits, written) => {
    const measure = inline.get(id);
    if (!measure) {
      unknown.push(id);
      return whole;
    }
    const decimals = digits === undefined ? 1 : Number(digits);
    const measured = measure(decimals);
    if (measured !== written) differ.push({ id, written, measured });
    return `<!-- size:${id}${digits === undefined ? '' : ` ${digits}`} -->${measured}<!-- /size -->`;
  });
  return { text: out, differ, unknown };
}

/**
 * Checks (or, with `write`, writes) every marked figure of the README and docs/. Returns one line
 * per figure that differs from the measurement or names nothing measured; when writing, only the
 * unknown ones.
 */
export function syncFigures(root, figures, { write = false } = {}) {
  const problems = [];
  let marked = 0;
  for (const file of figureFiles(root)) {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    const result = rewrite(text, figures);
    marked += (text.match(/<!-- size:/g) ?? []).length;
    for (const id of result.unknown) problems.push(`${file}: <!-- size:${id} --> names no measured figure (scripts/size-figures.mjs)`);
    if (write) {
      if (result.text !== text) writeFileSync(path, result.text);
    } else {
      for (const { id, written, measured } of result.differ) problems.push(`${file}: size:${id} says ${written}, measured ${measured}`);
    }
  }
  return { problems, marked };
}
