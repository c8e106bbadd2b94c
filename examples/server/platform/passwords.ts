import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can be raised later. */
const PREFIX = 'scrypt';
const STANDARD_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
/**
 * The store's own tests (a store started with its test routes) hash at a 32nd of the cost: they
 * create and sign in hundreds of accounts, and a hash that takes 100 ms of CPU each time was a
 * tenth of the unit tests' work. Verifying reads the cost from the stored hash, so both kinds check.
 */
const QUICK_TEST_COST = { N: 2 ** 10, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// 128 × N × r bytes are needed; Node's default limit (32 MiB) is exactly that, so leave room.
const MAX_MEMORY = 64 * 1024 * 1024;

let cost: ScryptOptions & { N: number; r: number; p: number } = STANDARD_COST;

/** Hashes from now on at the test cost. Only a store started with its test routes calls it (`createApp`). */
export function useQuickTestHashes(): void {
  cost = QUICK_TEST_COST;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (N === undefined || r === undefined || p === undefined || ![N, r, p].every(Number.isSafeInteger)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown e-mail is not revealed by a fast answer. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
