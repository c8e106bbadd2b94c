// @vitest-environment node
/**
 * The per-address limits, counted in the database on the run's engine (PGlite, or the PostgreSQL
 * server of `npm run test:postgres`, where the takes sent at once run on several connections).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../db/db.ts';
import { createRateLimiter, deleteExpiredRateLimits, type RateLimitAnswer } from './rate-limit.ts';
import { freshDatabase, type TestDatabase } from '../test-support/test-support.ts';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await freshDatabase();
  db = await openDb(database);
});
afterAll(async () => {
  await db.close();
  await database.dispose();
});

const allowed = (answers: readonly RateLimitAnswer[]) => answers.filter((answer) => answer.allowed).length;
/** Ends every window of `kind` now, as time passing would. */
const endWindows = (kind: string) => db.query("update rate_limits set resets_at = now() - interval '1 second' where kind = $1", [kind]);

describe('a limit counted in the database', () => {
  it('allows `max` events per key in the window, then says how long to wait; other keys and limits count apart', async () => {
    const limiter = createRateLimiter(db, { kind: 'test-basic', max: 3, windowMs: 10 * 60 * 1000 });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await limiter.take('10.0.0.1'));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
    const refused = answers[3];
    expect(refused?.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused?.allowed === false && refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect((await limiter.take('10.0.0.2')).allowed).toBe(true);
    expect((await createRateLimiter(db, { kind: 'test-other', max: 3, windowMs: 60_000 }).take('10.0.0.1')).allowed).toBe(true);
  });

  it('lets exactly `max` of many events sent at once through', async () => {
    const limiter = createRateLimiter(db, { kind: 'test-race', max: 20, windowMs: 60_000 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => limiter.take('10.0.0.3')));
    expect(allowed(answers)).toBe(20);
  });

  it('starts a new window once the last has ended', async () => {
    const limiter = createRateLimiter(db, { kind: 'test-window', max: 2, windowMs: 60_000 });
    await limiter.take('10.0.0.4');
    await limiter.take('10.0.0.4');
    expect((await limiter.take('10.0.0.4')).allowed).toBe(false);
    await endWindows('test-window');
    expect(allowed([await limiter.take('10.0.0.4'), await limiter.take('10.0.0.4'), await limiter.take('10.0.0.4')])).toBe(2);
  });

  it('takes back an event given back in its window, and never one from a window that has ended', async () => {
    const limiter = createRateLimiter(db, { kind: 'test-give-back', max: 2, windowMs: 60_000 });
    const first = await limiter.take('10.0.0.5');
    await limiter.take('10.0.0.5');
    if (!first.allowed) throw new Error('the first event was refused');
    await limiter.giveBack(first.slot);
    expect((await limiter.take('10.0.0.5')).allowed).toBe(true);
    expect((await limiter.take('10.0.0.5')).allowed).toBe(false);

    await endWindows('test-give-back');
    const fresh = await limiter.take('10.0.0.5');
    await limiter.giveBack(first.slot);
    expect(fresh.allowed).toBe(true);
    expect(allowed([await limiter.take('10.0.0.5'), await limiter.take('10.0.0.5')])).toBe(1);
  });

  it('sweeps the windows that have ended, and only those', async () => {
    const limiter = createRateLimiter(db, { kind: 'test-sweep', max: 5, windowMs: 60_000 });
    await limiter.take('ended');
    await endWindows('test-sweep');
    await limiter.take('open');
    await deleteExpiredRateLimits(db);
    const left = await db.query<{ key: string }>("select key from rate_limits where kind = 'test-sweep'");
    expect(left.rows.map((row) => row.key)).toEqual(['open']);
  });
});
