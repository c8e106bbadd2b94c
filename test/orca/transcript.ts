/**
 * A journey's transcript, for a resort's accessibility reviewer: each step (the key pressed, why)
 * and what Orca said after it, word for word, with where its focus went. One Markdown file per
 * journey, engine and language in `docs/accessibility/transcripts/`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Step } from './screen.ts';

export const TRANSCRIPTS_DIR = 'docs/accessibility/transcripts';
/** Where `--gate` (`npm test`) writes its transcripts: a run's record, outside the tree's docs. */
export const GATE_TRANSCRIPTS_DIR = 'test-results/screen-reader';

export const LANGUAGE_NAMES = { 'en-US': 'English (en-US)', 'fr-CA': 'French (fr-CA)' } as const;
export type Language = keyof typeof LANGUAGE_NAMES;

export interface TranscriptFacts {
  slug: string;
  title: string;
  /** What the shopper starts from (done without the keyboard, not heard). */
  setup: string;
  engine: string;
  browserVersion: string;
  orcaVersion: string;
  language: Language;
  steps: Step[];
  /** Why the journey stopped, when it failed. */
  failure: string | null;
}

export const transcriptFile = (slug: string, engine: string, language: Language) => `${slug}.${engine}.${language}.md`;

const quote = (text: string) => `“${text.replace(/\s+/g, ' ').trim()}”`;

export function transcriptMarkdown(facts: TranscriptFacts): string {
  const lines = [
    `# ${facts.title}: ${facts.browserVersion.split(' ')[0]}, ${LANGUAGE_NAMES[facts.language]}`,
    '',
    `What the screen reader Orca ${facts.orcaVersion} said in ${facts.browserVersion} on the demo store, step by step: the key`,
    'pressed (or the text typed), what the shopper is doing, where Orca’s focus went (role and name, as the',
    'browser’s accessibility API gives them) and every word Orca spoke, in order. Written by',
    '`npm run test:screen-reader` (`test/orca/`), whose checks each step must pass; not edited by hand.',
    '',
    `Before the first step: ${facts.setup}`,
    '',
  ];
  facts.steps.forEach((step, index) => {
    const focus = step.focus ? ` — focus: ${step.focus.role} ${quote(step.focus.name)}` : '';
    lines.push(`${index + 1}. **${step.action}**${step.note ? ` — ${step.note}` : ''}${focus}`);
    lines.push(step.said.length > 0 ? `   > ${step.said.map(quote).join(' ')}` : '   > (nothing)');
    for (const problem of step.problems) lines.push(`   - **Problem:** ${problem}`);
  });
  if (facts.failure) lines.push('', `**The journey failed here:** ${facts.failure.split('\n')[0]}`);
  lines.push('');
  return lines.join('\n');
}

export function writeTranscript(dir: string, facts: TranscriptFacts): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, transcriptFile(facts.slug, facts.engine, facts.language));
  writeFileSync(path, transcriptMarkdown(facts));
  return path;
}
