/**
 * A function's source as a script the browser can run, with the functions it calls by name
 * defined before it: the TypeScript runner names functions through a `__name` helper that only
 * exists on the Node side, so the script brings its own.
 */
export function pageSource(fn: (...args: never[]) => unknown, helpers: readonly ((...args: never[]) => unknown)[] = []): string {
  const defined = helpers.map((helper) => `const ${helper.name} = ${helper.toString()};`).join('\n');
  return `((() => { const __name = (target) => target; ${defined} return (${fn.toString()}); })())`;
}
