/**
 * A desktop of its own for the screen reader: an X display (Xvfb), a D-Bus session bus, and the
 * accessibility bus on it (at-spi-bus-launcher), as a Linux desktop session starts them. Orca and
 * the browsers run inside it and find each other through that accessibility bus; nothing reaches
 * the machine's own session, if it has one.
 *
 * Every process is started in a process group of its own and stopped by that group, so the
 * buses the launcher and the daemon start are stopped with them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const AT_SPI_BUS_LAUNCHER = ['/usr/libexec/at-spi-bus-launcher', '/usr/lib/at-spi2-core/at-spi-bus-launcher'].find((path) => existsSync(path)) ?? '/usr/libexec/at-spi-bus-launcher';

export interface Desktop {
  /** The X display, `:20` for instance. */
  display: string;
  /** The environment every process of the desktop runs with (display, session bus, sandboxed home). */
  env: NodeJS.ProcessEnv;
  /** A folder of the desktop's own, removed with it. */
  home: string;
  stop(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `signal` to the process group `child` leads (every process it started that did not leave it). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops a process group: TERM, then KILL what is left after `grace` ms. */
export async function stopGroup(child: ChildProcess, grace = 2_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    signalGroup(child, 'SIGKILL');
    return;
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child, 'SIGTERM');
  if (await Promise.race([exited.then(() => true), wait(grace).then(() => false)])) {
    // The leader is gone; anything else of its group is stopped too.
    signalGroup(child, 'SIGKILL');
    return;
  }
  signalGroup(child, 'SIGKILL');
  await Promise.race([exited, wait(grace)]);
}

/** Starts Xvfb on `display` (`:20`), or on a display it picks (`-displayfd`) when none is given. */
function startXvfb(display: string | undefined, env: NodeJS.ProcessEnv): Promise<{ display: string; process: ChildProcess }> {
  const screen = ['-screen', '0', '1280x1024x24', '-nolisten', 'tcp'];
  return new Promise((resolve, reject) => {
    const args = display ? [display, ...screen, '-displayfd', '3'] : ['-displayfd', '3', ...screen];
    const xvfb = spawn('Xvfb', args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe'], detached: true, env });
    let said = '';
    let errors = '';
    xvfb.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    xvfb.once('error', (error) => reject(new Error(`Xvfb could not start (${error.message}): apt-get install xvfb`)));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (exit ${code}) before it was ready: ${errors.trim().split('\n').slice(-3).join(' ')}`)));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve({ display: `:${said.trim()}`, process: xvfb });
    });
  });
}

/** Starts a D-Bus session bus and resolves with its address. */
function startSessionBus(env: NodeJS.ProcessEnv): Promise<{ address: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const bus = spawn('dbus-daemon', ['--session', '--nofork', '--nopidfile', '--print-address=1'], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env });
    let said = '';
    bus.once('error', (error) => reject(new Error(`dbus-daemon could not start (${error.message}): apt-get install dbus`)));
    bus.once('exit', (code) => reject(new Error(`dbus-daemon stopped (exit ${code}) before it was ready`)));
    bus.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve({ address: said.trim().split('\n')[0] ?? '', process: bus });
    });
  });
}

/** Whether `name` has an owner on the session bus (without starting it). */
function hasOwner(env: NodeJS.ProcessEnv, name: string): boolean {
  const answer = spawnSync('dbus-send', ['--session', '--print-reply', '--dest=org.freedesktop.DBus', '/org/freedesktop/DBus', 'org.freedesktop.DBus.NameHasOwner', `string:${name}`], { env, encoding: 'utf8', timeout: 5_000 });
  return answer.status === 0 && /boolean true/.test(answer.stdout);
}

/**
 * Starts the desktop. `display` (`:20`) pins the X display, as on a machine shared by several
 * people who were each given their own; without it Xvfb takes a free one.
 */
export async function startDesktop(display = process.env.SCREEN_READER_DISPLAY || undefined): Promise<Desktop> {
  const home = mkdtempSync(join(tmpdir(), 'resort-orca-'));
  const runtime = join(home, 'runtime');
  mkdirSync(runtime, { mode: 0o700 });
  for (const dir of ['config', 'data', 'cache', 'state', 'tmp']) mkdirSync(join(home, dir));
  const base: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    LANG: 'en_US.UTF-8',
    HOME: home,
    TMPDIR: join(home, 'tmp'),
    XDG_RUNTIME_DIR: runtime,
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CACHE_HOME: join(home, 'cache'),
    XDG_STATE_HOME: join(home, 'state'),
    // No GNOME settings daemon: settings live in memory, and nobody's desktop is changed.
    GSETTINGS_BACKEND: 'memory',
    GDK_BACKEND: 'x11',
    // Orca must never find a braille display on the machine.
    BRLAPI_HOST: '127.0.0.1:9999',
    // GTK and Firefox turn their accessibility bridge on for a screen reader.
    GNOME_ACCESSIBILITY: '1',
    NO_AT_BRIDGE: '0',
  };
  const started: ChildProcess[] = [];
  const stop = async () => {
    for (const child of started.reverse()) await stopGroup(child);
    // `SCREEN_READER_KEEP=1` keeps the folder, Orca's logs in it, for a failure's diagnosis.
    if (process.env.SCREEN_READER_KEEP === '1') console.log(`Kept the desktop's folder (Orca's logs): ${home}`);
    else rmSync(home, { recursive: true, force: true });
  };
  try {
    const xvfb = await startXvfb(display, base);
    started.push(xvfb.process);
    const withDisplay = { ...base, DISPLAY: xvfb.display };
    const bus = await startSessionBus(withDisplay);
    started.push(bus.process);
    const env = { ...withDisplay, DBUS_SESSION_BUS_ADDRESS: bus.address };
    // The accessibility bus, on, with a screen reader said to be running: the browsers build
    // their accessibility trees for it (Chromium is also told so by a flag).
    const launcher = spawn(AT_SPI_BUS_LAUNCHER, ['--launch-immediately', '--a11y=1', '--screen-reader=1'], { stdio: 'ignore', detached: true, env });
    started.push(launcher);
    await new Promise<void>((resolve, reject) => {
      launcher.once('spawn', resolve);
      launcher.once('error', (error) => reject(new Error(`${AT_SPI_BUS_LAUNCHER} could not start (${error.message}): apt-get install at-spi2-core`)));
    });
    const deadline = Date.now() + 15_000;
    while (!hasOwner(env, 'org.a11y.Bus')) {
      if (launcher.exitCode !== null) throw new Error(`at-spi-bus-launcher stopped (exit ${launcher.exitCode})`);
      if (Date.now() > deadline) throw new Error('The accessibility bus (org.a11y.Bus) did not come up within 15 s');
      await wait(50);
    }
    return { display: xvfb.display, env, home, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
