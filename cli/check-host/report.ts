/**
 * The report for people: the pages, then a table per tag family (call, request, status, time,
 * result) with each failure's reason and first schema issues below its row.
 */
import type { CallReport, PageReport, Report } from './run.ts';

const dash = '-';

function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0))).join('  ').trimEnd());
}

const time = (ms: number | null) => (ms === null ? dash : `${ms} ms`);
const status = (value: number | null) => (value === null ? dash : String(value));

function detail(report: Pick<CallReport, 'outcome' | 'reason' | 'issues' | 'note'>): string[] {
  const lines: string[] = [];
  if (report.outcome === 'fail') {
    if (report.reason) lines.push(report.reason);
    lines.push(...report.issues);
  } else if (report.outcome === 'pass' && report.note) {
    lines.push(report.note);
  }
  return lines.map((line) => `      ${line}`);
}

function pageDetail(page: PageReport): string[] {
  return [...(page.reason ? [page.reason] : []), ...page.issues, ...page.notes.map((note) => `note: ${note}`)].map((line) => `      ${line}`);
}

/** A table whose rows each carry detail lines below them. */
function tableWithDetails(head: readonly string[], rows: readonly { cells: readonly string[]; detail: readonly string[] }[]): string[] {
  return table([head, ...rows.map((row) => row.cells)]).flatMap((line, index) => [line, ...(index === 0 ? [] : (rows[index - 1]?.detail ?? []))]);
}

export function formatReport(report: Report): string {
  const out: string[] = [];
  const who = report.signedIn.startsWith('guest') ? `as a ${report.signedIn}` : report.signedIn === 'cookie' ? 'with the given cookie' : `signed in as ${report.signedIn}`;
  out.push(`resort-widgets check-host ${report.store} (${who}${report.write ? ', sending changes' : ''})`, '');
  out.push('pages (page data, anti-forgery token and Content-Security-Policy)');
  out.push(...tableWithDetails(['  page', 'status', 'time', 'result'], report.pages.map((page) => ({ cells: [`  GET ${page.path}`, status(page.status), time(page.ms), page.outcome], detail: pageDetail(page) }))));
  for (const family of report.families) {
    out.push('', `${family.family} (${family.tags.map((tag) => `<${tag}>`).join(', ')})`);
    const rows = family.calls.map((call) => ({
      cells: [`  ${call.name}`, `${call.method} ${call.sent ?? call.path}`, status(call.status), time(call.ms), call.outcome === 'not sent' ? `not sent: ${call.reason ?? ''}` : call.outcome],
      detail: detail(call),
    }));
    out.push(...tableWithDetails(['  call', 'request', 'status', 'time', 'result'], rows));
  }
  const { pass, fail, notSent } = report.totals;
  out.push('', `${pass} passed, ${fail} failed, ${notSent} not sent`);
  return out.join('\n');
}
