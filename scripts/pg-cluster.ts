/**
 * A throwaway PostgreSQL cluster on 127.0.0.1, for `npm run test:postgres` and the load test
 * (`scripts/load-test.ts`): initdb + pg_ctl in a temporary folder, trust authentication,
 * collation C, fsync off, run as `postgres` when we are root. Answers `{ error }` with the reason
 * when no server can be started here.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

const SUPERUSER = 'resort';

function findBinaries(): string | undefined {
  const hasAll = (dir: string) => ['initdb', 'pg_ctl', 'postgres'].every((name) => existsSync(join(dir, name)));
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (hasAll(dir)) return dir;
  } catch {
    // Debian's postgresql package has no pg_config: look where it installs.
  }
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian) ? readdirSync(debian).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((version) => join(debian, version, 'bin')).find(hasAll);
}

interface Owner {
  wrap: (command: string, args: string[]) => [string, string[]];
  uid: number | undefined;
  gid: number | undefined;
}

function asOwner(): Owner | null {
  if (process.getuid?.() !== 0) return { wrap: (command, args) => [command, args], uid: undefined, gid: undefined };
  const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (user.status !== 0 || group.status !== 0) return null;
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find((path) => existsSync(path));
  if (!runuser) return null;
  return { wrap: (command, args) => [runuser, ['-u', 'postgres', '--', command, ...args]], uid: Number(user.stdout), gid: Number(group.stdout) };
}


function run(owner: Owner, dir: string, command: string, args: string[]): string {
  const [file, argv] = owner.wrap(command, args);
  const result = spawnSync(file, argv, { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    const why = (result.stderr?.trim() || result.stdout?.trim() || result.error?.message || '').split('\n').slice(-2).join(' ');
    throw new Error(`${command.split('/').pop()} failed${why ? `: ${why}` : ''}`);
  }
  return (result.stdout ?? '').trim();
}

/** Starts a cluster: `{ url, version, stop }`, or `{ error }` saying why it could not. */
export type Cluster = { url: string; version: string; stop: () => void } | { error: string };

export async function startCluster({ maxConnections = 200 } = {}): Promise<Cluster> {
  const bin = findBinaries();
  if (!bin) return { error: "no PostgreSQL server binaries (initdb, pg_ctl) found; install Debian's postgresql package." };
  const owner = asOwner();
  if (!owner) return { error: 'running as root, and there is no postgres user (with runuser) to run the server as.' };
  const dir = mkdtempSync(join(tmpdir(), 'resort-pg-'));
  if (owner.uid !== undefined && owner.gid !== undefined) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        run(owner, dir, join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        console.error(`Could not stop the PostgreSQL server: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run(owner, dir, join(bin, 'initdb'), ['-D', data, '-U', SUPERUSER, '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8', '--lc-collate=C']);
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=${maxConnections}`;
    try {
      run(owner, dir, join(bin, 'pg_ctl'), ['-D', data, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']);
    } catch (error) {
      const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8').trim().split('\n').slice(-1)[0] : '';
      throw new Error(`${error instanceof Error ? error.message : String(error)}${log ? ` — ${log}` : ''}`);
    }
    started = true;
  } catch (error) {
    stop();
    return { error: `the server did not start (${error instanceof Error ? error.message : String(error)}).` };
  }
  return { url: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`, version: run(owner, dir, join(bin, 'postgres'), ['--version']), stop };
}
