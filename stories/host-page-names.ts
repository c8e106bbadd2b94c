/**
 * The names of the host pages of `host-pages.ts`, apart from their stylesheets, so Node code (the
 * screenshot suite) can name them without importing CSS.
 */
export const hostPageNames = ['plain', 'legacy', 'bootstrap', 'nopcommerce'] as const;

export type HostPageName = (typeof hostPageNames)[number];

export const isHostPageName = (value: unknown): value is HostPageName => typeof value === 'string' && (hostPageNames as readonly string[]).includes(value);
