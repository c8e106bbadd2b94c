/**
 * docs/accessibility.md is the library's conformance report: one row per WCAG 2.2 success
 * criterion at levels A and AA, each with a status and the tests that show it (or why none can).
 * A row may only name a test that exists, in the file it names.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** WCAG 2.2's A and AA success criteria: 31 + 24 (4.1.1 Parsing was removed in 2.2). */
const WCAG_22: readonly (readonly [string, string, 'A' | 'AA'])[] = [
  ['1.1.1', 'Non-text Content', 'A'],
  ['1.2.1', 'Audio-only and Video-only (Prerecorded)', 'A'],
  ['1.2.2', 'Captions (Prerecorded)', 'A'],
  ['1.2.3', 'Audio Description or Media Alternative (Prerecorded)', 'A'],
  ['1.2.4', 'Captions (Live)', 'AA'],
  ['1.2.5', 'Audio Description (Prerecorded)', 'AA'],
  ['1.3.1', 'Info and Relationships', 'A'],
  ['1.3.2', 'Meaningful Sequence', 'A'],
  ['1.3.3', 'Sensory Characteristics', 'A'],
  ['1.3.4', 'Orientation', 'AA'],
  ['1.3.5', 'Identify Input Purpose', 'AA'],
  ['1.4.1', 'Use of Color', 'A'],
  ['1.4.2', 'Audio Control', 'A'],
  ['1.4.3', 'Contrast (Minimum)', 'AA'],
  ['1.4.4', 'Resize Text', 'AA'],
  ['1.4.5', 'Images of Text', 'AA'],
  ['1.4.10', 'Reflow', 'AA'],
  ['1.4.11', 'Non-text Contrast', 'AA'],
  ['1.4.12', 'Text Spacing', 'AA'],
  ['1.4.13', 'Content on Hover or Focus', 'AA'],
  ['2.1.1', 'Keyboard', 'A'],
  ['2.1.2', 'No Keyboard Trap', 'A'],
  ['2.1.4', 'Character Key Shortcuts', 'A'],
  ['2.2.1', 'Timing Adjustable', 'A'],
  ['2.2.2', 'Pause, Stop, Hide', 'A'],
  ['2.3.1', 'Three Flashes or Below Threshold', 'A'],
  ['2.4.1', 'Bypass Blocks', 'A'],
  ['2.4.2', 'Page Titled', 'A'],
  ['2.4.3', 'Focus Order', 'A'],
  ['2.4.4', 'Link Purpose (In Context)', 'A'],
  ['2.4.5', 'Multiple Ways', 'AA'],
  ['2.4.6', 'Headings and Labels', 'AA'],
  ['2.4.7', 'Focus Visible', 'AA'],
  ['2.4.11', 'Focus Not Obscured (Minimum)', 'AA'],
  ['2.5.1', 'Pointer Gestures', 'A'],
  ['2.5.2', 'Pointer Cancellation', 'A'],
  ['2.5.3', 'Label in Name', 'A'],
  ['2.5.4', 'Motion Actuation', 'A'],
  ['2.5.7', 'Dragging Movements', 'AA'],
  ['2.5.8', 'Target Size (Minimum)', 'AA'],
  ['3.1.1', 'Language of Page', 'A'],
  ['3.1.2', 'Language of Parts', 'AA'],
  ['3.2.1', 'On Focus', 'A'],
  ['3.2.2', 'On Input', 'A'],
  ['3.2.3', 'Consistent Navigation', 'AA'],
  ['3.2.4', 'Consistent Identification', 'AA'],
  ['3.2.6', 'Consistent Help', 'A'],
  ['3.3.1', 'Error Identification', 'A'],
  ['3.3.2', 'Labels or Instructions', 'A'],
  ['3.3.3', 'Error Suggestion', 'AA'],
  ['3.3.4', 'Error Prevention (Legal, Financial, Data)', 'AA'],
  ['3.3.7', 'Redundant Entry', 'A'],
  ['3.3.8', 'Accessible Authentication (Minimum)', 'AA'],
  ['4.1.2', 'Name, Role, Value', 'A'],
  ['4.1.3', 'Status Messages', 'AA'],
];

const STATUSES = ['supports', 'partially supports', 'does not apply'];
/** A test named by a row: `file` › “title”. */
const EVIDENCE = /`([^`]+)` › “([^”]+)”/g;

interface Row {
  criterion: string;
  name: string;
  level: string;
  status: string;
  evidence: { file: string; title: string }[];
  /** What the row says besides the tests it names. */
  reason: string;
}

function rows(markdown: string): Row[] {
  return markdown
    .split('\n')
    .filter((line) => /^\| \d+\.\d+\.\d+ \|/.test(line))
    .map((line) => {
      const [criterion = '', name = '', level = '', status = '', ...rest] = line.slice(1, -1).split(' | ').map((cell) => cell.trim());
      const text = rest.join(' | ');
      return {
        criterion,
        name,
        level,
        status,
        evidence: [...text.matchAll(EVIDENCE)].map(([, file = '', title = '']) => ({ file, title })),
        reason: text.replace(EVIDENCE, '').replace(/[;.\s]+/g, ' ').trim(),
      };
    });
}

/** A test title written in the file as a string literal of an `it`/`test` call (or a `describe`'s). */
function hasTest(source: string, title: string): boolean {
  return ["'", '"', '`'].some((quote) => new RegExp(`\\b(it|test)(\\.\\w+)*\\(\\s*${quote}${escape(title)}${quote}`).test(source));
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const report = rows(readFileSync(resolve('docs/accessibility.md'), 'utf8'));

describe('docs/accessibility.md', () => {
  it('has one row for each of the 55 A and AA criteria of WCAG 2.2, with its name and level, in order', () => {
    expect(WCAG_22).toHaveLength(55);
    expect(WCAG_22.filter(([, , level]) => level === 'A')).toHaveLength(31);
    expect(report.map(({ criterion, name, level }) => [criterion, name, level])).toEqual(WCAG_22);
  });

  it('gives every criterion a status of the report', () => {
    expect(report.filter(({ status }) => !STATUSES.includes(status)).map(({ criterion, status }) => `${criterion}: ${status}`)).toEqual([]);
  });

  it('gives every criterion a test or a reason, and a reason wherever it does not fully support it', () => {
    const bare = report.filter(({ evidence, reason }) => evidence.length === 0 && reason.length === 0);
    const unexplained = report.filter(({ status, reason }) => status !== 'supports' && reason.length === 0);
    expect([...bare, ...unexplained].map(({ criterion }) => criterion)).toEqual([]);
  });

  it('names only tests that exist, in the files it names', () => {
    const missing = report.flatMap(({ criterion, evidence }) =>
      evidence
        .filter(({ file, title }) => !existsSync(resolve(file)) || !hasTest(readFileSync(resolve(file), 'utf8'), title))
        .map(({ file, title }) => `${criterion}: ${file} › ${title}`),
    );
    expect(missing).toEqual([]);
  });

  it('links every screen-reader transcript, only transcripts that exist, and quotes only what they hold', () => {
    const markdown = readFileSync(resolve('docs/accessibility.md'), 'utf8');
    const linked = new Set([...markdown.matchAll(/\]\((accessibility\/transcripts\/[^)#]+\.md)\)/g)].map(([, path = '']) => path));
    const written = readdirSync(resolve('docs/accessibility/transcripts')).filter((name) => name.endsWith('.md')).map((name) => `accessibility/transcripts/${name}`);
    expect([...linked].filter((path) => !existsSync(resolve('docs', path)))).toEqual([]);
    expect(written.filter((path) => !linked.has(path))).toEqual([]);
    // A quote is a line `> “what Orca said” … — [where](accessibility/transcripts/<file>.md)`.
    const quotes = [...markdown.matchAll(/^> (.+) — \[[^\]]+\]\((accessibility\/transcripts\/[^)]+\.md)\)$/gm)];
    expect(quotes.length).toBeGreaterThan(0);
    const misquoted = quotes.flatMap(([, said = '', path = '']) => {
      const transcript = existsSync(resolve('docs', path)) ? readFileSync(resolve('docs', path), 'utf8') : '';
      return transcript.includes(said) ? [] : [`${path}: ${said}`];
    });
    expect(misquoted).toEqual([]);
  });

  it('would catch a row naming a test that is not there', () => {
    const source = "it('shows the price', () => {});\ntest(\"adds to the cart\", async () => {});";
    expect(hasTest(source, 'shows the price')).toBe(true);
    expect(hasTest(source, 'adds to the cart')).toBe(true);
    expect(hasTest(source, 'shows the prices')).toBe(false);
    expect(hasTest(source, 'the price')).toBe(false);
  });
});
