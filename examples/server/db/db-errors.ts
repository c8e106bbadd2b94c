/**
 * Which database errors the request caused. PostgreSQL names each error with a SQLSTATE code:
 * class 22 is a data exception (a number out of range, text that is not a date, a byte sequence
 * that is not UTF-8) and class 23 an integrity constraint (a reference to nothing, a duplicate, a
 * check that failed) — both mean a value the request sent. Anything else is the store's own fault.
 * PGlite's errors and node-postgres's (a PostgreSQL server) both carry the code as `code`; a lost
 * connection's (`ECONNREFUSED`, …) is no SQLSTATE, so it stays ours.
 */

const MESSAGES: Readonly<Record<string, string>> = {
  '22': 'A value in the request is out of range or not valid.',
  '23': 'A value in the request does not fit what the store holds (a missing or duplicate record).',
};

/** The 400 message for a database error the request caused, or null when it is not one. */
export function causedByInput(error: unknown): string | null {
  if (error === null || typeof error !== 'object') return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return null;
  return MESSAGES[code.slice(0, 2)] ?? null;
}
