// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compression.ts';
import { isHashedChunk } from './static-routes.ts';

describe('compression', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
    ['gzip;q=0', null],
  ])('Accept-Encoding %j → %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('cache lifetimes', () => {
  it('keeps content-hashed chunks for a year, and nothing else', () => {
    expect(isHashedChunk('/dist/esm/chunks/MiniCartPanel-D1dZu92U.js')).toBe(true);
    expect(isHashedChunk('/dist/esm/resort-minicart.js')).toBe(false);
    expect(isHashedChunk('/dist/resort-widgets.js')).toBe(false);
  });
});
