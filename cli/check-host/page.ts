/**
 * A store page as the widgets read it: the `resort-page-data` script, checked key by key against
 * the page-data schema the widgets parse it with (`src/stores/page-data.ts`), the
 * anti-forgery token the widgets' state-changing calls carry, and the page's Content-Security-Policy
 * (`policy.ts`).
 */
import { ANTI_FORGERY_FIELD } from '../../src/api/security.ts';
import { PAGE_DATA_ELEMENT_ID, isField, pageDataShape, type Shape } from '../../src/stores/page-data.ts';
import type { Exchange } from './http.ts';
import { schemaIssues } from './judge.ts';
import { policiesOf, policyNotes } from './policy.ts';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };
const decode = (text: string) => text.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decode(match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/** The token the page renders for the widgets: the hidden input nopCommerce writes, or a meta tag. */
export function antiForgeryTokenOf(html: string): string | null {
  for (const [tag] of html.matchAll(/<input\b[^>]*>/gi)) {
    if (attribute(tag, 'name') === ANTI_FORGERY_FIELD) return attribute(tag, 'value') || null;
  }
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (attribute(tag, 'name') === 'request-verification-token') return attribute(tag, 'content') || null;
  }
  return null;
}

/** The text of `<script id="resort-page-data">`, or null when the page has none. */
export function pageDataScriptOf(html: string): string | null {
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (attribute(match[1] ?? '', 'id') === PAGE_DATA_ELEMENT_ID) return match[2] ?? '';
  }
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every value the widgets would replace by its default, in plain words. A missing key is fine (it takes its default). */
function shapeIssues(shape: Shape, input: Record<string, unknown>, path: string): string[] {
  return Object.entries(shape).flatMap(([key, entry]) => {
    const value = input[key];
    const where = path + key;
    if (value === undefined) return [];
    if (isField(entry)) {
      return schemaIssues(entry.schema, value).map((issue) => (issue.startsWith('(the answer)') ? `${where}${issue.slice('(the answer)'.length)}` : /^and \d+ more$/.test(issue) ? `${where}: ${issue}` : `${where}.${issue}`));
    }
    if (!isRecord(value)) return [`${where}: expected an object, got ${Array.isArray(value) ? 'a list' : JSON.stringify(value)}`];
    return shapeIssues(entry, value, `${where}.`);
  });
}

export interface PageFindings {
  /** What makes the page fail the check (its page data). */
  issues: string[];
  /** Worth knowing, not a failure. */
  notes: string[];
  token: string | null;
  /** What the page data says, when it says it. */
  signedIn: boolean | null;
  captcha: boolean;
  /** Where the page data sends error reports (LoggingSettings.ReportEndpoint), when it says. */
  reportEndpoint: string | null;
}

export function checkPage(html: string): PageFindings {
  const token = antiForgeryTokenOf(html);
  const notes = token ? [] : [`no anti-forgery token (input name="${ANTI_FORGERY_FIELD}" or meta name="request-verification-token"): a store that checks it refuses the widgets' changes`];
  const script = pageDataScriptOf(html);
  if (script === null) {
    return { issues: [`no <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">: the widgets fall back to every default`], notes, token, signedIn: null, captcha: false, reportEndpoint: null };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(script);
  } catch (error) {
    return { issues: [`the page data is not JSON (${error instanceof Error ? error.message : String(error)}): the widgets fall back to every default`], notes, token, signedIn: null, captcha: false, reportEndpoint: null };
  }
  if (!isRecord(raw)) return { issues: ['the page data is not a JSON object: the widgets fall back to every default'], notes, token, signedIn: null, captcha: false, reportEndpoint: null };
  const user = isRecord(raw.user) ? raw.user : {};
  const captcha = isRecord(raw.CaptchaSettings) && raw.CaptchaSettings.IsEnabled === true;
  const logging = isRecord(raw.LoggingSettings) ? raw.LoggingSettings : {};
  return {
    issues: shapeIssues(pageDataShape, raw, ''),
    notes,
    token,
    signedIn: typeof user.SignedIn === 'boolean' ? user.SignedIn && user.IsGuest !== true : null,
    captcha,
    reportEndpoint: typeof logging.ReportEndpoint === 'string' && logging.ReportEndpoint.trim() !== '' ? logging.ReportEndpoint.trim() : null,
  };
}

export interface PageReport {
  path: string;
  status: number | null;
  ms: number | null;
  outcome: 'pass' | 'fail';
  reason: string | null;
  issues: string[];
  notes: string[];
}

/** The report of one page the command visited (at `url`), and what it found there when the page answered. */
export function pageReport(path: string, answer: Exchange, signedIn: boolean, url: URL): { report: PageReport; findings: PageFindings | null } {
  if (answer.kind !== 'answer') {
    const reason = answer.kind === 'timeout' ? `no answer within ${(answer.ms / 1000).toFixed(1)} s (timed out)` : `could not reach the store: ${answer.message}`;
    return { report: { path, status: null, ms: answer.ms, outcome: 'fail', reason, issues: [], notes: [] }, findings: null };
  }
  const base = { path, status: answer.status, ms: answer.ms };
  if (answer.status !== 200) {
    const reason = answer.status >= 300 && answer.status < 400 ? `redirected to ${answer.location ?? '(no Location)'}` : `HTTP ${answer.status}`;
    return { report: { ...base, outcome: 'fail', reason, issues: [], notes: [] }, findings: null };
  }
  const findings = checkPage(answer.text);
  const notes = [...findings.notes, ...policyNotes(policiesOf(answer.policy ?? null, answer.text), answer.text, url, findings.reportEndpoint)];
  if (findings.signedIn === false && signedIn) notes.push("the page data says nobody is signed in (user.SignedIn is false): the session's calls may be refused");
  const failed = findings.issues.length > 0;
  return { report: { ...base, outcome: failed ? 'fail' : 'pass', reason: failed ? 'page data the widgets replace by defaults' : null, issues: findings.issues, notes }, findings };
}
