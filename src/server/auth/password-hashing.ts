import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { Config } from '../config';

/**
 * How passwords are hashed. `standard` is better-auth's scrypt (N=16384, r=16: about 60 ms and
 * 32 MB a hash), the only choice the environment can make. `light` is scrypt at a cost a test
 * suite can afford (N=1024, r=8: under a millisecond); only test code sets it, for the thousands
 * of accounts the tests make.
 */
type PasswordHashing = Config['passwordHashing'];

/** A light hash says so, so any hash is verified by the parameters it was made with. */
const LIGHT_PREFIX = 'light$';
const LIGHT = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function lightKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, LIGHT, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export function passwordHasher(kind: PasswordHashing) {
  return {
    hash: async (password: string): Promise<string> => {
      if (kind === 'standard') return hashPassword(password);
      const salt = randomBytes(16).toString('hex');
      return `${LIGHT_PREFIX}${salt}:${(await lightKey(password, salt)).toString('hex')}`;
    },
    verify: async ({ hash, password }: { hash: string; password: string }): Promise<boolean> => {
      if (!hash.startsWith(LIGHT_PREFIX)) return verifyPassword({ hash, password });
      const [salt, key] = hash.slice(LIGHT_PREFIX.length).split(':');
      if (!salt || !key) return false;
      const expected = Buffer.from(key, 'hex');
      const actual = await lightKey(password, salt);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
