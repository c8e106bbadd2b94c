// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with a salt and verifies', async () => {
    const first = await hashPassword('Resort!2026');
    const second = await hashPassword('Resort!2026');
    expect(first).not.toBe(second);
    expect(first).not.toContain('Resort!2026');
    expect(await verifyPassword('Resort!2026', first)).toBe(true);
    expect(await verifyPassword('resort!2026', first)).toBe(false);
    expect(await verifyPassword('Resort!2026', first.slice(0, -2))).toBe(false);
    expect(await verifyPassword('Resort!2026', 'plain-text')).toBe(false);
  });
});
