/**
 * A journey as a shopper (or a member of staff) takes it: named steps, each followed by a look at
 * the page as it then stands. After every step the journey's checks run (`checks.ts`: text that
 * fits, sideways scrolling, language, raw data, order, typed input kept, room held blank, axe); what
 * they find fails the journey (softly: the journey goes on, and every step's findings are reported
 * together) unless `known-findings.ts` lists it. With `JOURNEYS_SHEET=1` each step is also
 * pictured for the contact sheet (`sheet.ts`), and every cell leaves a record of its steps under
 * `test-results/journeys/`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../e2e/fixtures.ts';
import { accessibilityProblems, checkPage, KINDS, noFindings, probeTypedInput, type Findings } from './checks.ts';
import { cellSlug, cellTitle, type Cell } from './cells.ts';
import { KNOWN_FINDINGS, knownAs, type KnownFinding } from './known-findings.ts';
import { JOURNEYS_DIR, picturing, type CellRecord, type StepFinding, type StepRecord } from './records.ts';

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export interface StepOptions {
  /**
   * Opens again what the step opened, should the typed-input probe close it (a dialog that loses
   * what was typed when closed); the step itself by default.
   */
  reopen?: () => Promise<void>;
}

export class Journey {
  readonly steps: StepRecord[] = [];
  private readonly met = new Set<string>();
  /** The dialogs and panels open at the last look: probed when they opened, not again. */
  private open = new Set<string>();

  /** Requests under way: a look waits until the page has been quiet a moment. */
  private inFlight = 0;

  constructor(
    readonly page: Page,
    readonly cell: Cell,
  ) {
    page.on('request', () => (this.inFlight += 1));
    const done = () => (this.inFlight = Math.max(0, this.inFlight - 1));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /**
   * Waits for what a shopper waits for before looking: the page loaded, its fonts, no request
   * under way and no island on screen still showing the store's markup in its place for a quarter
   * of a second (an island's part or its labels arriving, an answer being drawn; at most five
   * seconds), then two frames. The checks judge the page as it stands, not a state it passes
   * through on its way.
   */
  async settle(): Promise<void> {
    const { page } = this;
    await page.waitForLoadState('load');
    const until = Date.now() + 5000;
    for (let quietSince = Date.now(); Date.now() < until; await page.waitForTimeout(50)) {
      if (this.inFlight > 0 || (await page.evaluate(startingIslands)) > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 250) break;
    }
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
  }

  /**
   * The header's language switch (`/language?to=…`: the store remembers the choice in a cookie),
   * then `path` (the switch goes back only to a path without a query of its own).
   */
  async speak(path = '/'): Promise<void> {
    await this.page.goto(`/language?to=${this.cell.language}&returnUrl=%2F`);
    if (path !== '/') await this.page.goto(path);
  }

  /** Whether the page is in French. */
  get french(): boolean {
    return this.cell.language === 'fr-CA';
  }

  /** `english` or `french`, by the cell's language. */
  say<T>(english: T, french: T): T {
    return this.french ? french : english;
  }

  /** A step: `act`, then a look at the page (its picture, the checks). */
  async step(name: string, act: () => Promise<void>, options: StepOptions = {}): Promise<void> {
    await test.step(name, async () => {
      this.steps.push({ name, url: '', picture: null, findings: [] });
      await act();
      await this.look(name, options.reopen ?? act);
    });
  }

  /**
   * An expectation the journey has of the widgets that a listed change has not met yet: where it
   * fails and the known list names `problem`, the journey notes it and goes on its way without it
   * (`otherwise`); where it fails unlisted, the journey fails.
   */
  async expectOrKnown(problem: string, expectation: () => Promise<void>, otherwise: () => Promise<void> = async () => undefined): Promise<boolean> {
    const entry = knownAs('journey', problem, this.where(this.steps.at(-1)?.name ?? ''));
    try {
      await expectation();
      return true;
    } catch (error) {
      if (!entry) throw error;
      this.note({ kind: 'journey', problem, known: entry.id });
      await otherwise();
      return false;
    }
  }

  private where(step: string) {
    return { journey: this.cell.journey, language: this.cell.language, step };
  }

  private note(finding: StepFinding): void {
    if (finding.known) this.met.add(finding.known);
    const last = this.steps.at(-1);
    if (last) last.findings.push(finding);
  }

  /** Pictures the page (for the sheet) and runs every check on it. */
  private async look(name: string, reopen: () => Promise<void>): Promise<void> {
    const { page } = this;
    await this.settle();
    let picture: string | null = null;
    if (picturing()) {
      picture = join(cellSlug(this.cell), `${String(this.steps.length).padStart(2, '0')}-${slug(name)}.png`);
      mkdirSync(join(JOURNEYS_DIR, cellSlug(this.cell)), { recursive: true });
      // The whole page; the window alone while a dialog is open, as the shopper sees it.
      const dialogOpen = (await page.locator('[role=dialog]:visible, [role=alertdialog]:visible, dialog[open]:visible').count()) > 0;
      await page.screenshot({ path: join(JOURNEYS_DIR, picture), fullPage: !dialogOpen, animations: 'disabled', caret: 'hide' });
    }
    const record = this.steps.at(-1)!;
    record.url = new URL(page.url()).pathname;
    record.picture = picture;
    const findings: Findings = noFindings();
    Object.assign(findings, await checkPage(page, { locale: this.cell.language }));
    findings.accessibility = await accessibilityProblems(page);
    const probe = await probeTypedInput(page, reopen, { already: this.open });
    findings['typed input'] = probe.problems;
    this.open = new Set(probe.open);
    const fresh: Findings = noFindings();
    for (const kind of KINDS) {
      for (const problem of findings[kind]) {
        const entry: KnownFinding | undefined = knownAs(kind, problem, this.where(name));
        this.note({ kind, problem, known: entry?.id ?? null });
        if (!entry) fresh[kind].push(problem);
      }
    }
    for (const kind of KINDS) expect.soft(fresh[kind], `${name}: ${kind} (test/journeys/checks.ts)`).toEqual([]);
  }

  /** Writes the cell's record (its steps, their pictures and findings) and notes the known findings met. */
  finish(testInfo: TestInfo): void {
    for (const id of this.met) testInfo.annotations.push({ type: 'known finding', description: `${id}: ${KNOWN_FINDINGS.find((entry) => entry.id === id)?.fix ?? ''}` });
    const record: CellRecord = { cell: this.cell, title: cellTitle(this.cell), status: testInfo.errors.length > 0 ? 'failed' : 'passed', steps: this.steps, known: [...this.met] };
    mkdirSync(join(JOURNEYS_DIR, 'cells'), { recursive: true });
    writeFileSync(join(JOURNEYS_DIR, 'cells', `${cellSlug(this.cell)}.json`), JSON.stringify(record, null, 2));
  }
}

/**
 * How many of our tags on screen (or not waiting to be reached: `loading="lazy"`) still show the
 * store's own markup (`data-resort-fallback`) where the island will draw. Self-contained.
 */
export function startingIslands(): number {
  let count = 0;
  for (const tag of document.querySelectorAll('*')) {
    if (!tag.localName.startsWith('resort-')) continue;
    const fallback = [...tag.children].find((child) => child.hasAttribute('data-resort-fallback') && child.checkVisibility());
    if (!fallback) continue;
    const rect = tag.getBoundingClientRect();
    const onScreen = rect.bottom > 0 && rect.top < innerHeight;
    if (onScreen || tag.getAttribute('loading') !== 'lazy') count += 1;
  }
  return count;
}
