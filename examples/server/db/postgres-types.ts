/**
 * The values a PostgreSQL server's rows become, made the same as PGlite's: node-postgres's own
 * defaults differ (int8 and `count(*)` as strings, a `date` at local midnight, an interval as an
 * object, `bytea` as a Buffer), so its parsers are replaced by PGlite's own. PGlite parses text,
 * the integers and floats (int8 as a number while it is a safe integer, a bigint beyond), json and
 * jsonb, bool, date and the timestamps (`new Date(text)`: a `date` is UTC midnight) and bytea
 * (`Uint8Array`); an array of any type is an array of its elements' values; anything else
 * (numeric, time, interval, uuid) stays the text the server sent.
 *
 * The server must speak as PGlite does for those texts to match: the connection sets `TimeZone`
 * to UTC, `DateStyle` to ISO and `IntervalStyle` to postgres (`POSTGRES_SESSION`).
 */
import { types as pglite } from '@electric-sql/pglite';
import type { CustomTypesConfig } from 'pg';

/** The session settings PGlite runs with, as a `-c` option list for the connection. */
export const POSTGRES_SESSION = '-c TimeZone=UTC -c DateStyle=ISO,MDY -c IntervalStyle=postgres';

/** Every array type's element type, as PGlite reads it from the catalog when it opens. */
export const ARRAY_TYPES_QUERY = `select b.oid as element, b.typarray as array
  from pg_catalog.pg_type a join pg_catalog.pg_type b on b.oid = a.typelem
 where a.typcategory = 'A' group by b.oid, b.typarray`;

type Parse = (text: string) => unknown;

const scalarParser = (oid: number): Parse | undefined => {
  const parse = pglite.parsers[oid];
  return parse === undefined ? undefined : (text) => parse(text, oid) as unknown;
};

/** The text of a value of type `oid` as PGlite would have given it; `arrays` maps array types to their elements'. */
export function pgliteParser(oid: number, arrays: ReadonlyMap<number, number>): Parse {
  const scalar = scalarParser(oid);
  if (scalar) return scalar;
  const element = arrays.get(oid);
  if (element !== undefined) {
    const parseElement = scalarParser(element);
    // PGlite's array parser takes an absent element parser to mean "keep the text".
    return (text) => pglite.arrayParser(text, parseElement as Parameters<typeof pglite.arrayParser>[1], oid) as unknown;
  }
  return (text) => text;
}

/** node-postgres's `types` option: PGlite's parsers; `arrays` is filled once the catalog has been read. */
export function pgliteTypes(arrays: ReadonlyMap<number, number>): CustomTypesConfig {
  const cache = new Map<number, Parse>();
  return {
    getTypeParser: ((oid: number) => {
      let parse = cache.get(oid);
      if (parse === undefined) {
        parse = pgliteParser(oid, arrays);
        if (arrays.size > 0) cache.set(oid, parse);
      }
      return parse;
    }) as CustomTypesConfig['getTypeParser'],
  };
}

/**
 * A value as PGlite would send it where node-postgres would not: a `Date` as its ISO instant
 * (node-postgres writes the process's local time), inside arrays too.
 */
export function pgliteParam(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(pgliteParam);
  return value;
}
