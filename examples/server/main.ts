import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { defaultDataDir } from './platform/paths.ts';

const HOST = '127.0.0.1';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(port >= 0 && port <= 65_535)) fail(`PORT must be a number from 0 to 65535 (got "${raw}").`);
  return port;
}

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--reset');
if (unknown.length > 0) fail(`Unknown option ${unknown.join(' ')}. Usage: tsx examples/server/main.ts [--reset]`);

const port = parsePort(process.env.PORT);
const dataDir = resolve(process.env.DATA_DIR ?? defaultDataDir);
const reset = args.includes('--reset') || process.env.RESET === '1';

const production = args.includes('--production') || process.env.NODE_ENV === 'production';
const publicOrigin = process.env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${port}`;
const testRoutes = process.env.RESORT_TEST_ROUTES === '1';
const store = await createApp({ dataDir, reset, mode: production ? 'production' : 'development', publicOrigin, testRoutes }).catch((error: unknown) =>
  fail(`Could not open the store database: ${error instanceof Error ? error.message : String(error)}`),
);

const server = serve({ fetch: store.fetch, port, hostname: HOST }, (info) => {
  console.log(`Resort demo store: http://${HOST}:${info.port}/`);
});

server.on('error', (error: NodeJS.ErrnoException) => {
  void store.close().finally(() =>
    fail(error.code === 'EADDRINUSE' ? `Port ${port} is in use. Set PORT to another port (PORT=0 picks a free one).` : error.message),
  );
});

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  server.close();
  // Closing the database cleanly keeps its files consistent for the next start.
  void store.close().finally(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
