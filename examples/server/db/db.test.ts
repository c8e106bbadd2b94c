// @vitest-environment node
/**
 * The database interface on the run's engine: PGlite, or a PostgreSQL server when the run has one
 * (`TEST_DATABASE_URL`, as `npm run test:postgres` sets it). Rows must come back as the same
 * JavaScript values on both, or a repository would behave differently on a server: PGlite's own
 * values are the reference.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db, type Sql } from './db.ts';
import { pgliteDb } from './db-pglite.ts';
import { ARRAY_TYPES_QUERY, pgliteParam, pgliteParser } from './postgres-types.ts';
import { testServerUrl } from '../test-support/test-databases.ts';
import { freshDatabase } from '../test-support/test-support.ts';

/** One value of every kind the store's tables hold or its queries compute, and the edges of each. */
const SAMPLES = [
  '2::int2',
  '2147483647::int4',
  '9007199254740991::int8',
  '9007199254740993::int8',
  '(select count(*) from generate_series(1, 3))',
  '1234.50::numeric',
  '1.5::float4',
  '0.1::float8',
  'true',
  'false',
  "'2026-03-01'::date",
  "'infinity'::date",
  "'2026-03-01 10:15:30.123456+00'::timestamptz",
  "'2026-03-01 10:15:30'::timestamp",
  "'10:15'::time",
  "'1 day 02:00'::interval",
  `'{"a":[1,"x",null]}'::json`,
  `'[1,{"b":true}]'::jsonb`,
  "'x''s \"quoted\" text'::text",
  "'a'::varchar(4)",
  "'\\x00ff10'::bytea",
  "'3d2b6f3a-9f0c-4c77-8a4e-2c1f0b5d9e11'::uuid",
  'array[1, null, 3]::int[]',
  'array[array[1, 2], array[3, 4]]::int[]',
  `array['a', null, 'b,"c"']::text[]`,
  "array['2026-01-01', '2026-12-31']::date[]",
  'array[1, 9007199254740993]::int8[]',
  'array[1.5, 2]::numeric[]',
  `array['{"a":1}', '[2]']::jsonb[]`,
  'array[true, false]::bool[]',
  'null::int',
] as const;

async function pgliteValues(pglite: PGlite): Promise<unknown[]> {
  return Promise.all(SAMPLES.map(async (sample) => (await pglite.query<{ v: unknown }>(`select ${sample} as v`)).rows[0]?.v));
}

/** PGlite itself, whose values are the reference. */
let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
});
afterAll(async () => {
  await pglite.close();
});

describe('the values of a PostgreSQL server’s rows', () => {

  it('are parsed from the text the server sends exactly as PGlite parses it (int8, dates, bytea, arrays, …)', async () => {
    const arrays = new Map((await pglite.query<{ element: number; array: number }>(ARRAY_TYPES_QUERY)).rows.map((row) => [row.array, row.element]));
    const expected = await pgliteValues(pglite);
    for (const [index, sample] of SAMPLES.entries()) {
      // The text on the wire: the same query with the column's type read as it came.
      const oid = (await pglite.query(`select ${sample} as v`)).fields[0]!.dataTypeID;
      const wire = (await pglite.query<{ v: string | null }>(`select ${sample} as v`, [], { parsers: { [oid]: (text: string) => text } })).rows[0]!.v;
      const parsed = wire === null ? null : pgliteParser(oid, arrays)(wire);
      expect(parsed, sample).toEqual(expected[index]);
    }
    // The edges that node-postgres's own parsers get wrong for us, spelled out.
    expect(expected[3]).toBe(9007199254740993n);
    expect(expected[4]).toBe(3);
    expect(expected[10]).toEqual(new Date('2026-03-01T00:00:00.000Z'));
    expect(expected[15]).toBe('1 day 02:00:00');
    expect(expected[20]).toEqual(new Uint8Array([0, 255, 16]));
  });

  it('are sent as PGlite sends them: a Date as its instant, in arrays too', () => {
    const instant = new Date('2026-03-01T23:30:00.000Z');
    expect(pgliteParam(instant)).toBe('2026-03-01T23:30:00.000Z');
    expect(pgliteParam([instant, null])).toEqual(['2026-03-01T23:30:00.000Z', null]);
    expect(pgliteParam(7)).toBe(7);
  });
});

interface Engine {
  name: string;
  open: () => Promise<{ db: Db; dispose: () => Promise<void> }>;
}

const serverUrl = testServerUrl();
/** The run's engine: PGlite (the reference itself, through our interface), or the run's PostgreSQL server. */
const engines: Engine[] =
  serverUrl === undefined
    ? [{ name: 'PGlite', open: () => Promise.resolve({ db: pgliteDb(pglite), dispose: () => Promise.resolve() }) }]
    : [
        {
          name: 'a PostgreSQL server',
          open: async () => {
            const database = await freshDatabase({ seeded: false });
            const db = await openDb(database);
            return {
              db,
              dispose: async () => {
                await db.close();
                await database.dispose();
              },
            };
          },
        },
      ];

describe.each(engines)('the database on $name', ({ open }) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await open());
    await db.exec('create table counters (id int primary key, value int not null); insert into counters values (1, 0), (2, 0);');
  });
  afterAll(() => dispose());

  it('gives a repository the same values as PGlite for every sample', async () => {
    const expected = await pgliteValues(pglite);
    const got = await Promise.all(SAMPLES.map(async (sample) => (await db.query<{ v: unknown }>(`select ${sample} as v`)).rows[0]?.v));
    expect(got).toEqual(expected);
  });

  it('writes a Date parameter as the same day and instant', async () => {
    const { rows } = await db.query<{ day: Date; at: Date; text: string }>('select $1::date as day, $2::timestamptz as at, $2::timestamptz::text as text', [
      new Date('2026-03-01T23:30:00.000Z'),
      new Date('2026-03-01T23:30:00.000Z'),
    ]);
    expect(rows[0]).toEqual({ day: new Date('2026-03-01T00:00:00.000Z'), at: new Date('2026-03-01T23:30:00.000Z'), text: '2026-03-01 23:30:00+00' });
  });

  it('counts the rows a write changed, and none for a select', async () => {
    expect((await db.query('update counters set value = value where id in (1, 2)')).affectedRows).toBe(2);
    expect((await db.query('delete from counters where id = 99')).affectedRows).toBe(0);
    expect((await db.query('select * from counters')).affectedRows).toBe(0);
  });

  it('rolls a transaction back when its work throws, and keeps the error', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.query('update counters set value = 100 where id = 2');
      await tx.query('select 1 / 0');
    });
    await expect(failing).rejects.toMatchObject({ code: '22012' });
    expect((await db.query<{ value: number }>('select value from counters where id = 2')).rows).toEqual([{ value: 0 }]);
  });

  it('runs transactions one at a time, so a read and the write it decides hold together', async () => {
    const increment = () =>
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ value: number }>('select value from counters where id = 1');
        // Give another transaction every chance to read the same value meanwhile.
        await new Promise((resume) => setTimeout(resume, 20));
        await tx.query('update counters set value = $1 where id = 1', [rows[0]!.value + 1]);
      });
    const before = (await db.query<{ value: number }>('select value from counters where id = 1')).rows[0]!.value;
    await Promise.all([increment(), increment(), increment(), increment()]);
    expect((await db.query<{ value: number }>('select value from counters where id = 1')).rows[0]!.value).toBe(before + 4);
  });

  it('refuses a query sent on a transaction that has ended', async () => {
    let ended: Sql | undefined;
    await db.transaction((tx) => {
      ended = tx;
      return Promise.resolve();
    });
    await expect(ended!.query('update counters set value = 100 where id = 2')).rejects.toThrow();
    expect((await db.query<{ value: number }>('select value from counters where id = 2')).rows).toEqual([{ value: 0 }]);
  });

  it('runs the queries a transaction sends together one after another', async () => {
    const values = await db.transaction((tx) => Promise.all([1, 2, 3].map(async (n) => (await tx.query<{ n: number }>('select $1::int as n', [n])).rows[0]!.n)));
    expect(values).toEqual([1, 2, 3]);
  });
});
