/**
 * The contact sheets: from the records the journeys leave under `test-results/journeys/cells/`
 * (`journey.ts`), one HTML page per cell (journey × language × width) with every step's picture in
 * order, captioned with the step and what the checks found there, and an index of the cells with the
 * known findings each met, and the entries of the known list no cell met (gone: to be removed).
 *
 * `npm run journeys:sheet` runs every cell with pictures and then this (`scripts/journeys.mjs`).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cellSlug, JOURNEYS, LANGUAGES, WIDTHS } from './cells.ts';
import { JOURNEYS_DIR, type CellRecord } from './records.ts';
import { KNOWN_FINDINGS } from './known-findings.ts';

const escape = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

const STYLE = `body { font: 15px/1.45 system-ui, sans-serif; margin: 1.5rem; color: #1f2933; }
h1, h2 { font-weight: 600; } a { color: #1f4e79; }
.steps { display: flex; flex-wrap: wrap; gap: 1.25rem; align-items: flex-start; }
figure { margin: 0; width: 340px; border: 1px solid #cbd2d9; border-radius: 6px; padding: .5rem; background: #f5f7fa; }
figure.wide { width: 660px; }
figure img { display: block; width: 100%; height: auto; border: 1px solid #e4e7eb; background: #fff; }
figcaption { margin-top: .4rem; } figcaption b { display: block; }
ul.found { margin: .3rem 0 0; padding-left: 1.1rem; font-size: 13px; }
li.new { color: #b42318; } li.known { color: #8a6100; }
table { border-collapse: collapse; } td, th { border: 1px solid #cbd2d9; padding: .3rem .6rem; text-align: left; vertical-align: top; }
.passed { color: #1e6b3a; } .failed, .timedOut, .missing { color: #b42318; }`;

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;

/** The records the last run left, by cell. */
export function readRecords(dir = JOURNEYS_DIR): CellRecord[] {
  const cells = join(dir, 'cells');
  if (!existsSync(cells)) return [];
  return readdirSync(cells)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(cells, name), 'utf8')) as CellRecord);
}

/** One cell's sheet: every step's picture, captioned. */
export function cellPage(record: CellRecord): string {
  const figures = record.steps.map((step, index) => {
    const found = step.findings.length
      ? `<ul class="found">${step.findings.map((finding) => `<li class="${finding.known ? 'known' : 'new'}">${escape(`${finding.kind}: ${finding.problem}${finding.known ? ` [known: ${finding.known}]` : ''}`)}</li>`).join('')}</ul>`
      : '';
    const picture = step.picture ? `<a href="${escape(step.picture)}"><img src="${escape(step.picture)}" alt="${escape(step.name)}" loading="lazy"></a>` : '<p>(not pictured)</p>';
    return `<figure class="${record.cell.width > 400 ? 'wide' : ''}">${picture}<figcaption><b>${index + 1}. ${escape(step.name)}</b>${escape(step.url)}${found}</figcaption></figure>`;
  });
  return page(record.title, `<p><a href="index.html">All journeys</a></p><h1>${escape(record.title)}</h1><p class="${escape(record.status)}">${escape(record.status)}</p><div class="steps">${figures.join('')}</div>`);
}

/** The index: every cell of the matrix, its status, its findings; the known list's entries met and gone. */
export function indexPage(records: readonly CellRecord[]): string {
  const bySlug = new Map(records.map((record) => [cellSlug(record.cell), record]));
  const rows = JOURNEYS.flatMap((journey) =>
    LANGUAGES.flatMap((language) =>
      WIDTHS.map((width) => {
        const slug = cellSlug({ journey, language, width });
        const record = bySlug.get(slug);
        if (!record) return `<tr><td>${escape(journey)}</td><td>${language}</td><td>${width}</td><td class="missing">not run</td><td></td><td></td></tr>`;
        const fresh = record.steps.flatMap((step) => step.findings.filter((finding) => !finding.known)).length;
        return `<tr><td><a href="${slug}.html">${escape(journey)}</a></td><td>${language}</td><td>${width}</td><td class="${escape(record.status)}">${escape(record.status)}</td><td>${fresh}</td><td>${escape(record.known.join(', '))}</td></tr>`;
      }),
    ),
  );
  const met = new Set(records.flatMap((record) => record.known));
  const whole = records.length === JOURNEYS.length * LANGUAGES.length * WIDTHS.length;
  const known = KNOWN_FINDINGS.map(
    (entry) => `<tr><td>${escape(entry.id)}</td><td>${escape(entry.kind)}</td><td>${escape(entry.fix)}</td><td>${met.has(entry.id) ? 'met' : whole ? '<b>gone: remove it</b>' : 'not met in the cells run'}</td></tr>`,
  );
  return page(
    'Journeys: contact sheets',
    `<h1>Journeys: contact sheets</h1>
    <table><thead><tr><th>journey</th><th>language</th><th>width</th><th>result</th><th>new findings</th><th>known findings met</th></tr></thead><tbody>${rows.join('')}</tbody></table>
    <h2>Known findings (test/journeys/known-findings.ts)</h2>
    <table><thead><tr><th>id</th><th>check</th><th>fix</th><th>this run</th></tr></thead><tbody>${known.join('')}</tbody></table>`,
  );
}

/** Writes the index and each cell's page; returns the index's path and the known entries no cell met in a whole run. */
export function writeSheets(dir = JOURNEYS_DIR): { index: string; gone: string[] } {
  const records = readRecords(dir);
  mkdirSync(dir, { recursive: true });
  for (const record of records) writeFileSync(join(dir, `${cellSlug(record.cell)}.html`), cellPage(record));
  const index = join(dir, 'index.html');
  writeFileSync(index, indexPage(records));
  const met = new Set(records.flatMap((record) => record.known));
  const whole = records.length === JOURNEYS.length * LANGUAGES.length * WIDTHS.length;
  return { index, gone: whole ? KNOWN_FINDINGS.filter((entry) => !met.has(entry.id)).map((entry) => entry.id) : [] };
}
