import type * as z from 'zod/mini';

/** A short, readable list of schema problems: `Items.0.Quantity: expected number, got string`. */
export function describeIssues(error: { issues: readonly z.core.$ZodIssue[] }, limit = 5): string {
  const shown = error.issues.slice(0, limit).map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : '(root)';
    return `${where}: ${issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.code}`;
  });
  const more = error.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` (+${more} more)` : '');
}

type Path = readonly PropertyKey[];

/** `Items[0].UnitPrice`; the whole answer when the path is empty. */
export function issuePath(path: Path): string {
  let text = '';
  for (const step of path) {
    if (typeof step === 'number') text += `[${step}]`;
    else text += text === '' ? String(step) : `.${String(step)}`;
  }
  return text === '' ? '(the answer)' : text;
}

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  nan: 'a number',
  boolean: 'true or false',
  array: 'a list',
  tuple: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  null: 'null',
  undefined: 'nothing',
  date: 'a date',
};

const MISSING = Symbol('missing');

/** The value at `path` inside `input`, or MISSING when a step is not there. */
function valueAt(input: unknown, path: Path): unknown {
  let current = input;
  for (const step of path) {
    if (current === null || typeof current !== 'object' || !(step in current)) return MISSING;
    current = (current as Record<PropertyKey, unknown>)[step];
  }
  return current;
}

/** A short picture of a value as the store sent it: `12`, `"12.00"`, `null`, `a list of 3`. */
export function describeValue(value: unknown): string {
  if (value === MISSING || value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' ? String(value) : typeof value;
}

function bound(issue: { origin: string; inclusive?: boolean; exact?: boolean }, limit: number | bigint, side: 'least' | 'most'): string {
  const count = Number(limit);
  const unit = issue.origin === 'string' ? ` character${count === 1 ? '' : 's'}` : issue.origin === 'array' || issue.origin === 'set' ? ` entr${count === 1 ? 'y' : 'ies'}` : '';
  if (issue.exact) return `exactly ${count}${unit}`;
  if (issue.inclusive === false) return `${side === 'least' ? 'more' : 'less'} than ${count}${unit}`;
  return `at ${side} ${count}${unit}`;
}

/** What was wrong, in words: `expected a number, got "12.00"`. */
function whatWentWrong(issue: z.core.$ZodIssue, got: unknown): string {
  const gotText = got === MISSING || got === undefined ? 'missing' : `got ${describeValue(got)}`;
  switch (issue.code) {
    case 'invalid_type':
      return got === MISSING || got === undefined ? `missing (expected ${EXPECTED[issue.expected] ?? issue.expected})` : `expected ${EXPECTED[issue.expected] ?? issue.expected}, ${gotText}`;
    case 'invalid_value':
      return `expected ${issue.values.map((value) => describeValue(value)).join(' or ')}, ${gotText}`;
    case 'too_small':
      return `expected ${bound(issue, issue.minimum, 'least')}, ${gotText}`;
    case 'too_big':
      return `expected ${bound(issue, issue.maximum, 'most')}, ${gotText}`;
    case 'invalid_format':
      return `expected ${issue.format === 'regex' ? 'text of the expected form' : `a valid ${issue.format}`}, ${gotText}`;
    case 'not_multiple_of':
      return `expected a multiple of ${issue.divisor}, ${gotText}`;
    case 'unrecognized_keys':
      return `unexpected ${issue.keys.length === 1 ? 'key' : 'keys'} ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return `matches none of the accepted shapes, ${gotText}`;
    default:
      return issue.message && issue.message !== 'Invalid input' ? issue.message : `is not what the widget reads, ${gotText}`;
  }
}

/**
 * A union that matched no option: the option that got furthest into the value (its first issue
 * sits deepest) says best what is wrong, so its issues stand for the union's.
 */
function closestOption(issue: z.core.$ZodIssue): readonly z.core.$ZodIssue[] | null {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return null;
  const depth = (issues: readonly z.core.$ZodIssue[]) => Math.max(-1, ...issues.map((inner) => inner.path.length));
  return [...issue.errors].sort((a, b) => depth(b) - depth(a))[0] ?? null;
}

function flatten(issues: readonly z.core.$ZodIssue[], prefix: Path): { path: Path; issue: z.core.$ZodIssue }[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    const closest = closestOption(issue);
    return closest && closest.length > 0 ? flatten(closest, path) : [{ path, issue }];
  });
}

/**
 * Schema problems in plain words, for people reading a report (the `check-host` command):
 * `Items[0].UnitPrice: expected a number, got "12.00"`, `TotalProducts: missing (expected a
 * number)`. `input` is the value that was parsed; what it held at each place is quoted.
 */
export function explainIssues(error: { issues: readonly z.core.$ZodIssue[] }, input: unknown, limit = 3): string[] {
  const all = flatten(error.issues, []);
  const shown = all.slice(0, limit).map(({ path, issue }) => `${issuePath(path)}: ${whatWentWrong(issue, valueAt(input, path))}`);
  const more = all.length - shown.length;
  return more > 0 ? [...shown, `and ${more} more`] : shown;
}
