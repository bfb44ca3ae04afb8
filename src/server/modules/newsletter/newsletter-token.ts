import { createHash, randomBytes } from 'node:crypto';

/** A confirmation token for the link in the email; only its hash is stored. */
export function createNewsletterToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashNewsletterToken(token) };
}

export function hashNewsletterToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
