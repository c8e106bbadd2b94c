// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url.ts';

describe('return URLs', () => {
  it.each([
    [undefined, '/'],
    ['/cart', '/cart'],
    ['/s/rentals?x=1#top', '/s/rentals?x=1#top'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/ok\nSet-Cookie: x=1', '/'],
    ['/logout', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });
});
