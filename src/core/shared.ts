/**
 * One namespaced global that every copy of the library on a page shares, so that two
 * separately built bundles still agree on stores, in-flight requests and defined tags
 * (the nanostores `globalThis` pattern).
 */
export const LIBRARY_VERSION = '0.1.0';

const KEY = Symbol.for('resort-widgets.shared.v1');

interface SharedRegistry {
  version: string;
  values: Map<string, unknown>;
}

function registry(): SharedRegistry {
  const holder = globalThis as unknown as Record<symbol, SharedRegistry | undefined>;
  let found = holder[KEY];
  if (!found) {
    found = { version: LIBRARY_VERSION, values: new Map() };
    holder[KEY] = found;
  } else if (found.version !== LIBRARY_VERSION) {
    warnOnce(
      'version-mismatch',
      `resort-widgets: two copies of the library are on this page (${found.version} and ${LIBRARY_VERSION}); they share state, keep them on the same version.`,
    );
  }
  return found;
}

/** Returns the value stored under `name`, creating it with `create` the first time any copy asks. */
export function shared<T>(name: string, create: () => T): T {
  const { values } = registry();
  if (!values.has(name)) values.set(name, create());
  return values.get(name) as T;
}

const warned = new Set<string>();
/** Logs a warning once per key for the life of the page. */
export function warnOnce(key: string, message: string): void {
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}

/** Test helper: forget every shared value (stores, caches, in-flight requests). */
export function resetShared(): void {
  registry().values.clear();
  warned.clear();
}
