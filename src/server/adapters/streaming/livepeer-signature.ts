import { createHmac, timingSafeEqual } from 'node:crypto';

export type LivepeerSignatureCheck =
  | { ok: true; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

const signaturePattern = /^[0-9a-f]{64}$/i;

function hmac(rawBody: string | Uint8Array, secret: string): Buffer {
  return createHmac('sha256', secret).update(rawBody).digest();
}

/**
 * The `Livepeer-Signature` header value Livepeer sends with `rawBody`
 * (docs/integrations.md#livepeer-webhooks).
 */
export function signLivepeerBody(
  rawBody: string | Uint8Array,
  secret: string,
  timestampMs: number,
): string {
  return `t=${timestampMs},v1=${hmac(rawBody, secret).toString('hex')}`;
}

/**
 * Checks a webhook's `Livepeer-Signature: t=<ms>,v1=<hex>[,v1=<hex>…]` header: any v1 that is the
 * HMAC-SHA256 of the raw body, keyed with the webhook's shared secret, and a `t` within
 * `toleranceMs` of `now` (the caller's clock), either side.
 *
 * Livepeer signs the body only, so `t` is not covered by the signature: refusing replays for
 * good also needs the body's own `timestamp` or the event `id`, which are.
 */
export function verifyLivepeerSignature({
  rawBody,
  header,
  secret,
  now,
  toleranceMs = 5 * 60_000,
}: {
  rawBody: string | Uint8Array;
  header: string | null | undefined;
  secret: string;
  now: number;
  toleranceMs?: number;
}): LivepeerSignatureCheck {
  if (!header?.trim()) return { ok: false, reason: 'missing' };

  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) return { ok: false, reason: 'malformed' };
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,16}$/.test(value))
        return { ok: false, reason: 'malformed' };
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!signaturePattern.test(value)) return { ok: false, reason: 'malformed' };
      signatures.push(Buffer.from(value, 'hex'));
    }
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed' };

  const expected = hmac(rawBody, secret);
  // Every candidate is compared in full, so the time taken says nothing of which one matched.
  let matched = false;
  for (const signature of signatures) {
    if (signature.length === expected.length && timingSafeEqual(signature, expected)) {
      matched = true;
    }
  }
  if (!matched) return { ok: false, reason: 'mismatch' };
  if (Math.abs(now - timestamp) > toleranceMs) return { ok: false, reason: 'stale' };
  return { ok: true, timestamp };
}
