/**
 * Malformed answers, made from valid ones: fast-check arbitraries that take a fixture a widget
 * reads (built by the shared fixture builders, so valid by construction) and break it the way a
 * careless or hostile store would — a key dropped, a type swapped, null, NaN or Infinity, a
 * 100,000-character string, deep nesting, an array of 10,000, HTML where text belongs, and a
 * date field that is not a date (empty, spaces, "Infinity", markup, February 30th). The answer is
 * returned as the raw body text, so it can also be something JSON cannot say.
 */
import fc from 'fast-check';
import { calendarDateAtStart } from '../../src/core/dates.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

/** Every place inside `value` (objects' keys and arrays' indexes), the root included. */
export function pathsOf(value: Json, prefix: Path = []): Path[] {
  const here: Path[] = [prefix];
  if (Array.isArray(value)) return here.concat(...value.map((item, index) => pathsOf(item, [...prefix, index])));
  if (value !== null && typeof value === 'object') {
    return here.concat(...Object.entries(value).map(([key, item]) => pathsOf(item, [...prefix, key])));
  }
  return here;
}

function read(value: Json, path: Path): Json | undefined {
  let current: Json | undefined = value;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, Json>)[step];
  }
  return current;
}

/** A copy of `value` with the value at `path` replaced (or the key removed when `next` is undefined). */
function write(value: Json, path: Path, next: Json | undefined): Json | undefined {
  if (path.length === 0) return next;
  const [step, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const inner = write(copy[step as number] ?? null, rest, next);
    if (inner === undefined && rest.length === 0) copy.splice(step as number, 1);
    else copy[step as number] = inner ?? null;
    return copy;
  }
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, Json> = { ...value };
    const inner = write(copy[step as string] ?? null, rest, next);
    if (inner === undefined) delete copy[step as string];
    else copy[step as string] = inner;
    return copy;
  }
  return value;
}

/** Values JSON.stringify cannot write: kept as markers and put into the text afterwards. */
const RAW = { nan: '\u0000raw:NaN', infinity: '\u0000raw:1e999', minusInfinity: '\u0000raw:-1e999' } as const;

function toBody(value: Json | undefined): string {
  if (value === undefined) return '';
  return JSON.stringify(value)
    .replaceAll(JSON.stringify(RAW.nan), 'NaN')
    .replaceAll(JSON.stringify(RAW.infinity), '1e999')
    .replaceAll(JSON.stringify(RAW.minusInfinity), '-1e999');
}

function nested(depth: number): Json {
  let value: Json = 'bottom';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** What a store has put where a date belongs: text a formatter cannot turn into a date. */
export const NOT_DATES = [
  '',
  ' ',
  'Infinity',
  '-Infinity',
  'NaN',
  'null',
  'undefined',
  '0000-00-00',
  '2026-02-30',
  '2026-13-01',
  '2026-1-5',
  '9999-99-99T99:99:99',
  '2026-01-05T25:00:00',
  '1/5/2026',
  'Jan 5, 2026',
  '<b>2026-01-05</b>',
  '2026-01-05<img src=x onerror="window.__hostile=1">',
  '<script>window.__hostile=1</script>',
] as const;

const looksLikeDate = (value: Json | undefined): boolean => typeof value === 'string' && calendarDateAtStart(value) !== null;

/** What replaces a value: every kind of wrong, for whatever was there. */
function replacementFor(original: Json | undefined): fc.Arbitrary<Json | undefined> {
  const wrongTypes: fc.Arbitrary<Json | undefined>[] = [
    fc.constant(undefined),
    fc.constant(null),
    fc.constant(RAW.nan),
    fc.constant(RAW.infinity),
    fc.constant(RAW.minusInfinity),
    fc.constantFrom(0, -1, 1.5, 2147483648, 1e308, -1e308),
    fc.constantFrom(true, false),
    fc.constantFrom('', ' ', '0', 'null', 'x'.repeat(100_000)),
    fc.constantFrom('<img src=x onerror="window.__hostile=1">', '<script>window.__hostile=1</script>', 'javascript:window.__hostile=1'),
    fc.constant({}),
    fc.constant([]),
    fc.constant(nested(2000)),
  ];
  if (Array.isArray(original) && original.length > 0) {
    // A list of 10,000 of what it held: a valid-looking answer too large to draw all at once.
    wrongTypes.push(fc.constant(Array.from({ length: 10_000 }, (_, index) => original[index % original.length] ?? null)));
  }
  return fc.oneof(...wrongTypes);
}

export interface HostileAnswer {
  /** The raw body the store sends. */
  body: string;
  /** What was done, for the failure message. */
  change: string;
}

/** A malformed answer made from `valid`: one place broken, or the whole text mangled. */
export function hostileAnswer(valid: Json): fc.Arbitrary<HostileAnswer> {
  const places = pathsOf(valid);
  const describe = (path: Path, next: Json | undefined): HostileAnswer => {
    const shown = next === undefined ? 'removed' : typeof next === 'string' ? `${JSON.stringify(next.slice(0, 40))}${next.length > 40 ? '…' : ''}` : JSON.stringify(next)?.slice(0, 40);
    return { body: toBody(write(valid, path, next)), change: `${path.join('.') || '(root)'} → ${shown}` };
  };
  const onePlace = fc.constantFrom(...places).chain((path) =>
    replacementFor(read(valid, path)).map((next) => {
      const shown = next === undefined ? 'removed' : typeof next === 'string' ? `${JSON.stringify(next.slice(0, 40))}${next.length > 40 ? '…' : ''}` : JSON.stringify(next)?.slice(0, 40);
      return { body: toBody(write(valid, path, next)), change: `${path.join('.') || '(root)'} → ${shown}` };
    }),
  );
  const wholeText = fc.constantFrom<HostileAnswer>(
    { body: '', change: 'empty body' },
    { body: 'not json', change: 'not JSON' },
    { body: toBody(valid).slice(0, Math.max(1, Math.floor(toBody(valid).length / 2))), change: 'cut in half' },
    { body: '<!DOCTYPE html><html><body>Server Error</body></html>', change: 'an HTML error page' },
  );
  // Date fields are few among an answer's places: one in four answers breaks one of them.
  const datePlaces = places.filter((path) => looksLikeDate(read(valid, path)));
  if (datePlaces.length === 0) return fc.oneof({ weight: 9, arbitrary: onePlace }, { weight: 1, arbitrary: wholeText });
  const oneDate = fc.tuple(fc.constantFrom(...datePlaces), fc.constantFrom(...NOT_DATES)).map(([path, next]) => describe(path, next));
  return fc.oneof({ weight: 6, arbitrary: onePlace }, { weight: 3, arbitrary: oneDate }, { weight: 1, arbitrary: wholeText });
}
