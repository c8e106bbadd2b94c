/**
 * Whether a store's answer is one the widget can read: JSON (not an HTML page, whatever its
 * status), a status the widget reads, and a value its own schema accepts. What is wrong is said
 * in plain words, with the first schema issues and where they sit in the answer.
 */
import type * as z from 'zod/mini';
import { serverMessageOf } from '../../src/api/errors.ts';
import type { HostCall } from '../../src/api/host-calls.ts';
import { explainIssues } from '../../src/api/issues.ts';
import type { Exchange } from './http.ts';

export type Verdict =
  /** `value`: the answer as the widget's schema reads it (defaults filled in). */
  | { ok: true; value: unknown; note?: string }
  | { ok: false; reason: string; issues: string[]; status?: number };

/** How many schema issues a failure lists. */
const SHOWN_ISSUES = 3;

/** The page's title, or its first text, to say which page the store answered with. */
function pageHint(html: string): string {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.replace(/\s+/g, ' ').trim();
  if (title) return `titled "${title.slice(0, 80)}"`;
  const start = html.replace(/\s+/g, ' ').trim().slice(0, 60);
  return `starting "${start}"`;
}

export function looksLikeHtml(contentType: string, text: string): boolean {
  return /html/i.test(contentType) || /^\s*</.test(text);
}

/**
 * What an error body says: its `message`, or the field errors of ASP.NET's model state
 * (`{"Password": ["…"]}`, also inside `errors`), as `Password: …`.
 */
export function errorMessageOf(body: unknown): string | undefined {
  const message = serverMessageOf(body);
  if (message || body === null || typeof body !== 'object') return message;
  const record = body as Record<string, unknown>;
  const source = record.errors !== null && typeof record.errors === 'object' ? (record.errors as Record<string, unknown>) : record;
  const fields = Object.entries(source).flatMap(([key, value]) =>
    Array.isArray(value) ? value.filter((text): text is string => typeof text === 'string').map((text) => (key === '' ? text : `${key}: ${text}`)) : [],
  );
  return fields.length > 0 ? fields.join('; ') : undefined;
}

type Parsed = { ok: true; value: unknown } | { ok: false; problem: string };

/** The body as JSON; an empty body (204) is `null`, as the client reads it. */
export function parseBody(contentType: string, text: string): Parsed {
  if (looksLikeHtml(contentType, text)) return { ok: false, problem: `an HTML page (${pageHint(text)}), not JSON` };
  if (text.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: `not JSON (starting "${text.trim().slice(0, 40)}")` };
  }
}

/** Issues of a value against a schema, in plain words; none when it parses. */
export function schemaIssues(schema: z.ZodMiniType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : explainIssues(parsed.error, value, SHOWN_ISSUES);
}

/** Each entry of a list the widget parses on its own: the bad ones, with their index. */
function entryIssues(schema: z.ZodMiniType, value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const issues = value.flatMap((entry, index) => schemaIssues(schema, entry).map((issue) => (issue.startsWith('(the answer)') ? `[${index}]${issue.slice('(the answer)'.length)}` : /^and \d+ more$/.test(issue) ? issue : `[${index}].${issue}`)));
  return issues.length > SHOWN_ISSUES ? [...issues.slice(0, SHOWN_ISSUES), `and ${issues.length - SHOWN_ISSUES} more`] : issues;
}

/**
 * The verdict on one call's answer. `madeUp`: a value the command made up was sent (an unknown
 * voucher), so the store refusing it with a message the widget shows is the right answer.
 */
export function judge(call: HostCall, sent: Exchange, madeUp: boolean): Verdict {
  if (sent.kind === 'timeout') return { ok: false, reason: `no answer within ${(sent.ms / 1000).toFixed(1)} s (timed out)`, issues: [] };
  if (sent.kind === 'network') return { ok: false, reason: `could not reach the store: ${sent.message}`, issues: [] };
  const { status } = sent;
  if (status >= 300 && status < 400) {
    const to = sent.location ?? '(no Location)';
    const signIn = /login|signin|sign-in/i.test(to) ? ': the sign-in page, so the session is not signed in as the call needs' : '';
    return { ok: false, status, reason: `redirected to ${to}${signIn}`, issues: [] };
  }
  if (call.file && status >= 200 && status < 300) {
    if (looksLikeHtml(sent.contentType, sent.text)) return { ok: false, status, reason: `answered an HTML page (${pageHint(sent.text)}), not a file`, issues: [] };
    return { ok: true, value: null, note: `a file (${sent.contentType.split(';')[0]?.trim() || 'no content type'}, ${new TextEncoder().encode(sent.text).length} bytes): its contents were not checked` };
  }
  const body = parseBody(sent.contentType, sent.text);
  if (!body.ok) return { ok: false, status, reason: `answered ${body.problem}`, issues: [] };
  if (status < 200 || status >= 300) {
    if (call.answers?.includes(status)) return { ok: true, value: body.value, note: `${status}, which the widget reads as an answer` };
    const message = errorMessageOf(body.value);
    if (madeUp && status >= 400 && status < 500 && message) {
      return { ok: true, value: body.value, note: `refused a made-up value with "${message}", which the widget shows` };
    }
    return { ok: false, status, reason: `HTTP ${status}${message ? `: ${message}` : ''}`, issues: [] };
  }
  const parsed = call.schema.safeParse(body.value);
  if (!parsed.success) return { ok: false, status, reason: "the answer does not match the widget's schema", issues: explainIssues(parsed.error, body.value, SHOWN_ISSUES) };
  const entries = call.entries ? entryIssues(call.entries, body.value) : [];
  if (entries.length > 0) return { ok: false, status, reason: 'entries the widget would leave out', issues: entries };
  const empty = Array.isArray(body.value) && body.value.length === 0;
  return empty ? { ok: true, value: parsed.data, note: 'an empty list: nothing inside it was checked' } : { ok: true, value: parsed.data };
}
