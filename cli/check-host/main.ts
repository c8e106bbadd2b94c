/**
 * `resort-widgets check-host <base-url>`: proves, before a tag goes live, that a store's API
 * answers what the widgets read. Exit code 0 when every check that was sent passed, 1 when any
 * failed, 2 when the command line was wrong.
 */
import type { CallFamily } from '../../src/api/host-calls.ts';
import { PASSWORD_ENV, parseArgs, usage } from './args.ts';
import type { Fetch } from './http.ts';
import { formatReport } from './report.ts';
import { runChecks } from './run.ts';

export interface CheckHostIo {
  fetch: Fetch;
  /** The report (stdout). */
  print: (text: string) => void;
  /** Progress and errors (stderr); `live` when it is a terminal, where the progress line is rewritten in place. */
  status: { write: (text: string) => void; live: boolean };
  env: Readonly<Record<string, string | undefined>>;
  /** Asks for the password without echoing it; null when there is no terminal to ask on. */
  readSecret: (prompt: string) => Promise<string | null>;
  now?: () => number;
}

export async function checkHost(argv: readonly string[], registry: readonly CallFamily[], io: CheckHostIo): Promise<number> {
  const parsed = parseArgs(argv, registry);
  if (parsed.kind === 'help') {
    io.print(usage(registry));
    return 0;
  }
  if (parsed.kind === 'error') {
    io.status.write(`resort-widgets check-host: ${parsed.message}\n`);
    return 2;
  }
  const { options } = parsed;

  let password: string | null = null;
  if (options.login) {
    password = io.env[PASSWORD_ENV] ?? (await io.readSecret(`Password for ${options.login}: `));
    if (password === null || password === '') {
      io.status.write(`resort-widgets check-host: --login needs a password: set ${PASSWORD_ENV} or run it in a terminal to be asked\n`);
      return 2;
    }
  }

  let shown = false;
  const progress = (text: string) => {
    if (!io.status.live) return;
    io.status.write(`\r\x1b[2K${text.slice(0, 100)}`);
    shown = true;
  };
  const report = await runChecks(registry, options, password, { fetch: io.fetch, progress, ...(io.now ? { now: io.now } : {}) });
  if (shown) io.status.write('\r\x1b[2K');

  io.print(options.json ? JSON.stringify(report, null, 2) : formatReport(report));
  return report.totals.fail > 0 ? 1 : 0;
}
