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
const store = await createApp(options.store).catch((error: unknown) =>
  fail(`Could not open the store database (${database}): ${error instanceof Error ? error.message : String(error)}`),
);

const server = serve({ fetch: store.fetch, port, hostname: HOST }, (info) => {
  console.log(`Resort demo store: http://${HOST}:${info.port}/`);
  console.log(`Database: ${database}`);
});

// An idle connection stays open longer than a client keeps one for reuse (Node's agents and
// Playwright's requests: 5 s), so no client sends on a connection the store has just closed: at
// the store's default of 5 s both ended together, and a journey's request under load got ECONNRESET.
if (server instanceof Server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
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
  // Closing the database cleanly keeps its files consistent for the next start.
  void store.close().finally(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
