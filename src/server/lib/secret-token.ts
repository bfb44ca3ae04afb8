import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret for a link or a key that only its holder knows (a confirmation link, a guardian's
 * consent link, a stream key): 32 random bytes, URL-safe. Only its hash is stored.
 */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a secret token is stored and looked up: its SHA-256, hex. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new secret token and the hash to store. */
export function createSecretToken(): { token: string; hash: string } {
  const token = newSecretToken();
  return { token, hash: hashSecretToken(token) };
}
