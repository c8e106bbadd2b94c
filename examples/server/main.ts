import { serve } from '@hono/node-server';
import { Server } from 'node:http';
import { join } from 'node:path';
import { createApp } from './app.ts';
import { mainOptions } from './options.ts';
import { describeDatabaseUrl } from './db/db-postgres.ts';

const HOST = '127.0.0.1';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const options = mainOptions(process.argv.slice(2), process.env);
if ('error' in options) fail(options.error);
const { port } = options;
const { databaseUrl, dataDir } = options.store;
const database = databaseUrl ? `PostgreSQL at ${describeDatabaseUrl(databaseUrl)}` : `PGlite in ${join(dataDir, 'pglite')}`;

// The card doubles answer on a second port, an origin of their own as Square's and Braintree's
// are: it listens first, so the store knows the address it names in its pages and their policy.
let doublesFetch: Awaited<ReturnType<typeof createApp>>['doublesFetch'] | null = null;
const doublesServer = serve({ fetch: (request, env) => (doublesFetch ? doublesFetch(request, env) : new Response('Starting.', { status: 503 })), port: options.doublesPort, hostname: HOST });
const doublesPort = await new Promise<number>((resolve) => {
  doublesServer.once('listening', () => {
    const address = doublesServer.address();
    resolve(typeof address === 'object' && address ? address.port : options.doublesPort);
  });
  doublesServer.once('error', (error: NodeJS.ErrnoException) =>
    fail(error.code === 'EADDRINUSE' ? `DOUBLES_PORT ${options.doublesPort} is in use. Set DOUBLES_PORT to another port (or leave it unset for any free one).` : error.message),
  );
});
const doublesOrigin = `http://${HOST}:${doublesPort}`;

const store = await createApp({ ...options.store, doublesOrigin }).catch((error: unknown) =>
  fail(`Could not open the store database (${database}): ${error instanceof Error ? error.message : String(error)}`),
);
doublesFetch = store.doublesFetch;

const server = serve({ fetch: store.fetch, port, hostname: HOST }, (info) => {
  console.log(`Resort demo store: http://${HOST}:${info.port}/`);
  console.log(`Card doubles (Square, Braintree): ${doublesOrigin}/`);
  console.log(`Database: ${database}`);
});

// An idle connection stays open longer than a client keeps one for reuse (Node's agents and
// Playwright's requests: 5 s), so no client sends on a connection the store has just closed: at
// the store's default of 5 s both ended together, and a journey's request under load got ECONNRESET.
for (const each of [server, doublesServer]) {
  if (each instanceof Server) {
    each.keepAliveTimeout = 65_000;
    each.headersTimeout = 66_000;
  }
}

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
  doublesServer.close();
  // Closing the database cleanly keeps its files consistent for the next start.
  void store.close().finally(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
