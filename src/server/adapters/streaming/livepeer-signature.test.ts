import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signLivepeerBody, verifyLivepeerSignature } from './livepeer-signature';

const secret = 'webhook-shared-secret';
const now = 1_760_000_000_000;
const rawBody = JSON.stringify({
  id: 'event-1',
  webhookId: 'webhook-1',
  createdAt: now,
  timestamp: now,
  event: 'stream.started',
  stream: { id: 'stream-1', name: 'Main Event' },
});

const verify = (header: string | null | undefined, body: string | Uint8Array = rawBody) =>
  verifyLivepeerSignature({ rawBody: body, header, secret, now });

describe('Livepeer webhook signatures', () => {
  it('signs the raw body only, as Livepeer does', () => {
    const hex = createHmac('sha256', secret).update(rawBody).digest('hex');
    expect(signLivepeerBody(rawBody, secret, now)).toBe(`t=${now},v1=${hex}`);
  });

  it('accepts a body signed with the shared secret, as text or bytes', () => {
    const header = signLivepeerBody(rawBody, secret, now - 1000);
    expect(verify(header)).toEqual({ ok: true, timestamp: now - 1000 });
    expect(verify(header, Buffer.from(rawBody))).toEqual({ ok: true, timestamp: now - 1000 });
    expect(verify(` t=${now} , v1=${header.split('v1=')[1]!.toUpperCase()} `)).toEqual({
      ok: true,
      timestamp: now,
    });
  });

  it('refuses a body changed after signing', () => {
    const header = signLivepeerBody(rawBody, secret, now);
    expect(verify(header, rawBody.replace('stream.started', 'stream.idle'))).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a signature made with another secret', () => {
    const header = signLivepeerBody(rawBody, 'another-secret', now);
    expect(verify(header)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a timestamp outside the tolerance, in the past or the future', () => {
    const tolerance = 5 * 60_000;
    expect(verify(signLivepeerBody(rawBody, secret, now - tolerance))).toMatchObject({ ok: true });
    expect(verify(signLivepeerBody(rawBody, secret, now - tolerance - 1))).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verify(signLivepeerBody(rawBody, secret, now + tolerance + 1))).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(
      verifyLivepeerSignature({
        rawBody,
        header: signLivepeerBody(rawBody, secret, now - 2000),
        secret,
        now,
        toleranceMs: 1000,
      }),
    ).toEqual({ ok: false, reason: 'stale' });
  });

  it('says when the header is missing', () => {
    expect(verify(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(verify(null)).toEqual({ ok: false, reason: 'missing' });
    expect(verify('  ')).toEqual({ ok: false, reason: 'missing' });
  });

  it('says when the header is malformed', () => {
    const hex = signLivepeerBody(rawBody, secret, now).split('v1=')[1]!;
    for (const header of [
      `v1=${hex}`,
      `t=${now}`,
      `t=soon,v1=${hex}`,
      `t=${now},v1=${hex.slice(2)}`,
      `t=${now},v1=${'z'.repeat(64)}`,
      `t=${now},t=${now},v1=${hex}`,
      `t=${now};v1=${hex}`,
      hex,
    ]) {
      expect(verify(header), header).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('accepts any of several v1 signatures', () => {
    const good = signLivepeerBody(rawBody, secret, now).split('v1=')[1]!;
    const old = signLivepeerBody(rawBody, 'rotated-out-secret', now).split('v1=')[1]!;
    expect(verify(`t=${now},v1=${old},v1=${good}`)).toEqual({ ok: true, timestamp: now });
    expect(verify(`t=${now},v1=${old},v1=${old}`)).toEqual({ ok: false, reason: 'mismatch' });
  });
});
