/**
 * The story check's French pass fails on English left in a widget: text that is an English label
 * the French set words differently (the widget used a set its French module does not carry), or
 * text with an English word that is neither a label nor data (a sentence built in a component).
 * Data — fixture and story values, the region names — may be English: a product is called what the
 * resort calls it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Words French text never has; each found outside labels and data is English left behind. */
export const ENGLISH_WORDS = [
  'the', 'your', 'you', 'could', 'please', 'with', 'this', 'that', 'these', 'loading', 'choose', 'select', 'enter', 'sign', 'cart',
  'add', 'remove', 'save', 'cancel', 'close', 'retry', 'view', 'show', 'hide', 'edit', 'update', 'delete', 'apply', 'from', 'and',
  'of', 'for', 'is', 'are', 'was', 'be', 'has', 'have', 'will', 'can', 'yes', 'to', 'by', 'it', 'its', 'any', 'all', 'more', 'only',
  'left', 'day', 'days', 'card', 'store', 'back', 'search', 'not', 'there', 'here', 'what', 'who', 'when', 'how', 'now', 'new', 'my',
  'our', 'we', 'items', 'item', 'qty', 'checkout', 'shopping', 'discount', 'sold', 'out', 'available', 'none', 'empty', 'failed',
];

export interface EnglishCheck {
  /** English label templates (placeholders as wildcards) whose French differs. */
  labels: RegExp[];
  /** Text the stories and fixtures hold, lower-cased: data, whatever its language. */
  data: string[];
}

function files(dir: string, match: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && match.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const isLabelSet = (value: unknown): value is Record<string, string> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((text) => typeof text === 'string');

/** A label catalogue, English (`labels.ts`, `date-labels.ts`) or French (`labels.fr-CA.ts`). */
const LABEL_FILE = /labels(?:\.fr-CA)?\.ts$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A template as a whole-text pattern: `{name}` matches what a placeholder holds (a name, a count, a
 * date: at most 40 characters, so `{count} date range` is not found at the end of any sentence).
 */
export function templatePattern(template: string): RegExp {
  return new RegExp(`^${template.split(/\{\w+\}/).map(escape).join('.{1,40}?')}$`, 'i');
}

/**
 * A label's fixed words tell it from other text: three letters without placeholders; with them, two
 * words or one of five letters (`Remove {name}`, not `{product} for {contact}`).
 */
function telling(template: string): boolean {
  const fixed = template.replace(/\{\w+\}/g, ' ');
  if (fixed === template) return fixed.replace(/[^A-Za-z]/g, '').length >= 3;
  const words = fixed.match(/[A-Za-z]{2,}/g) ?? [];
  return words.length >= 2 || words.some((word) => word.length >= 5);
}

/**
 * The English labels whose French differs, each as a whole-text pattern (placeholders match
 * anything): on a French page, text in one of these wordings is English left behind. The story
 * check and the journeys' checks (`test/journeys/checks.ts`) both read them.
 */
export async function englishLabelPatterns(root = process.cwd()): Promise<RegExp[]> {
  const labelFiles = [...files(join(root, 'src'), LABEL_FILE), ...files(join(root, 'widgets'), LABEL_FILE)];
  const french = new Map<string, string>();
  const english = new Map<string, string>();
  for (const file of labelFiles) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const target = file.endsWith('.fr-CA.ts') ? french : english;
    for (const set of Object.values(module)) if (isLabelSet(set)) for (const [key, text] of Object.entries(set)) target.set(`${relative(root, file).replace('.fr-CA', '')}|${key}`, text);
  }
  const labels: RegExp[] = [];
  for (const [id, text] of english) {
    const translated = french.get(id);
    // Wording both languages share (OK, Total, Photos) is no sign of English; nor is a template of
    // placeholders, nor one whose fixed words are too few to tell a sentence by (`{product} for
    // {contact}` would match any sentence with "for" in it).
    if (translated === undefined || translated === text || !telling(text)) continue;
    labels.push(templatePattern(text));
  }
  return labels;
}

/** Builds the check from the label files (English and French) and the data of stories and fixtures. */
export async function englishCheck(root = process.cwd()): Promise<EnglishCheck> {
  const labels = await englishLabelPatterns(root);
  // The demo store's answers (its seed, its refusals) and the Square double's own buttons are data too.
  const dataFiles = [
    ...files(join(root, 'widgets'), /(\.fixtures\.ts|\.stories\.tsx|^story-handlers\.ts)$/),
    ...files(join(root, 'stories'), /\.tsx?$/),
    ...files(join(root, 'examples'), /\.(ts|js)$/),
    join(root, 'src/ui/fields/regions.ts'),
  ];
  const data: string[] = [];
  for (const file of dataFiles) {
    for (const match of readFileSync(file, 'utf8').matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g)) {
      const literal = (match[1] ?? match[2] ?? match[3] ?? '').replace(/\\(.)/g, '$1');
      // A template's fixed parts, and a value without its prompt tag (`Reload my card [Reload]`), as shown.
      for (const piece of literal.split(/\$\{[^}]*\}/)) {
        for (const text of [piece, piece.replace(/\s*\[[^\]]*\]/g, '')]) if (/[A-Za-z]{2}/.test(text.trim())) data.push(text.trim().toLowerCase());
      }
    }
  }
  // Longest first, so a whole name is cut out before a word of it.
  return { labels, data: [...new Set(data)].sort((a, b) => b.length - a.length) };
}

const WORD = new RegExp(`(?:^|[^\\p{L}])(${ENGLISH_WORDS.join('|')})(?![\\p{L}])`, 'iu');

/** The texts a French page shows that are English, as `text (why)`. */
export function englishLeft(texts: readonly string[], check: EnglishCheck): string[] {
  const found = new Set<string>();
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!/[A-Za-z]{2}/.test(text)) continue;
    // A story's own data may say what a label says (a payment "Failed", a value "Reload my card" and
    // its price in a fixture): a text that is a label only with its data's words in it is data.
    // Data stands in for a placeholder (`Remove {name}` with a product's name) as anything would.
    let withData = text.toLowerCase();
    for (const literal of check.data) if (literal.length >= 3 && withData.includes(literal)) withData = withData.split(literal).join('\u0001');
    const label = check.labels.find((pattern) => pattern.test(text) && pattern.test(withData));
    if (label) {
      found.add(`${text} (an English label)`);
      continue;
    }
    if (!WORD.test(text)) continue;
    let lower = text.toLowerCase();
    // Text that is part of a data value is data; data inside a sentence (a product's name) is cut out first.
    if (check.data.some((literal) => literal.includes(lower))) continue;
    for (const literal of check.data) if (literal.length >= 3 && lower.includes(literal)) lower = lower.split(literal).join(' ');
    const word = WORD.exec(lower)?.[1];
    if (word) found.add(`${text} ("${word}")`);
  }
  return [...found];
}

/**
 * Runs in the page: every text a shopper reads or hears inside the resort tags (text nodes and the
 * names given by aria-label, title, placeholder and alt), through their shadow roots.
 */
export function collectTagTexts(): string[] {
  const texts: string[] = [];
  const visit = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) {
      const parent = node.parentElement;
      if (parent && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(parent.tagName)) texts.push(node.textContent ?? '');
      return;
    }
    if (node instanceof Element) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
        const value = node.getAttribute(name);
        if (value) texts.push(value);
      }
      if (node.shadowRoot) node.shadowRoot.childNodes.forEach(visit);
    }
    node.childNodes.forEach(visit);
  };
  for (const tag of document.querySelectorAll('*')) {
    if (tag.tagName.startsWith('RESORT-')) visit(tag);
  }
  return texts;
}
