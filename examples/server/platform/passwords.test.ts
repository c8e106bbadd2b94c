// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
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

  it('hashes at N = 2^15 in a real store and at 2^10 once a store with test routes asks, and verifies both by the cost each carries', async () => {
    // A fresh copy of the module: this worker's earlier files may have started test stores.
    vi.resetModules();
    const passwords = await import('./passwords.ts');
    const standard = await passwords.hashPassword('Resort!2026');
    expect(standard.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    passwords.useQuickTestHashes();
    const quick = await passwords.hashPassword('Resort!2026');
    expect(quick.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await passwords.verifyPassword('Resort!2026', standard)).toBe(true);
    expect(await passwords.verifyPassword('Resort!2026', quick)).toBe(true);
    expect(await passwords.verifyPassword('Resort!2025', quick)).toBe(false);
  });
});
