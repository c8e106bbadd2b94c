/**
 * The package's command, `npx resort-widgets <command>`. Built into `dist/cli/resort-widgets.js`
 * (plain Node, everything it needs inside) by `npm run build`; in the repository
 * `npm run check-host -- <base-url>` runs it from source.
 */
import { checkHost } from './check-host/main.ts';
import { readSecret } from './check-host/secret.ts';
import { callRegistry } from '../widgets/calls.ts';

const COMMANDS = 'Commands:\n  check-host <base-url>   check that a store answers what the widgets read (--help for its options)';

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'check-host') {
    return checkHost(rest, callRegistry, {
      fetch: (request) => fetch(request),
      print: (text) => process.stdout.write(`${text}\n`),
      status: { write: (text) => process.stderr.write(text), live: process.stderr.isTTY },
      env: process.env,
      readSecret,
    });
  }
  if (command === undefined || command === '--help' || command === '-h') {
    process.stdout.write(`Usage: resort-widgets <command>\n\n${COMMANDS}\n`);
    return command === undefined ? 2 : 0;
  }
  process.stderr.write(`resort-widgets: unknown command "${command}"\n\n${COMMANDS}\n`);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`resort-widgets: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
