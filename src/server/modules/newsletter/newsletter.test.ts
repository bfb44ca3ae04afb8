import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { newsletterSubscribers } from '#server/db/schema/newsletter-subscribers';
import { createTestApp, errorOf, linkIn, uniqueEmail } from '#server/test/test-app';
import { newsletterRateLimit } from './routes';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const signUp = (t: TestApp, email: string) => t.api.newsletter.$post({ json: { email } });

async function subscriberRow(t: TestApp, email: string) {
  const [row] = await t.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email.toLowerCase()));
  return row;
}

async function confirmLinkFor(t: TestApp, email: string): Promise<string> {
  const mail = await t.lastMailTo(email.toLowerCase());
  if (!mail) throw new Error(`no mail to ${email}`);
  return linkIn(mail.text).replace(t.config.publicUrl, '');
}

describe('POST /api/newsletter', () => {
  it('stores a new address in lower case and mails it a confirmation link', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('fan');
    const res = await signUp(t, `  ${email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'pending' });

    const row = await subscriberRow(t, email);
    expect(row).toMatchObject({ email: email.toLowerCase(), confirmedAt: null });
    expect(row?.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const mail = await t.lastMailTo(email.toLowerCase());
    expect(mail?.subject).toBe('Confirm your Showcase early access subscription');
    const link = linkIn(mail!.text);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/newsletter\/confirm\?token=[\w-]{43}$/);
    // Only the hash is stored, never the token itself.
    expect(link).not.toContain(row!.confirmTokenHash!);
    expect(mail?.html).toContain('Confirm my subscription');
  });

  it('answers a repeated address exactly like a new one and sends a fresh link', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('repeat');
    await signUp(t, email);
    const firstLink = await confirmLinkFor(t, email);

    const again = await signUp(t, email.toUpperCase());
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: 'pending' });
    const secondLink = await confirmLinkFor(t, email);
    expect(secondLink).not.toBe(firstLink);

    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);

    // The newest link is the one that works.
    expect((await t.get(firstLink)).headers.get('location')).toBe('/coming-soon?subscribed=0');
    expect((await t.get(secondLink)).headers.get('location')).toBe('/coming-soon?subscribed=1');
  });

  it('sends nothing more to an address that is already confirmed, and answers the same', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('confirmed');
    await signUp(t, email);
    await t.get(await confirmLinkFor(t, email));
    const before = await t.lastMailTo(email);

    const res = await signUp(t, email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'pending' });
    expect(await t.lastMailTo(email)).toEqual(before);
    expect((await subscriberRow(t, email))?.confirmedAt).toBeInstanceOf(Date);
  });

  it('rejects a bad or missing email with the field message', async () => {
    const t = await createTestApp();
    const bad = await signUp(t, 'not-an-email');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address',
      fieldErrors: { email: ['Please enter a valid email address'] },
    });

    // No address at all: the form cannot send that, so it goes as plain JSON.
    const missing = await t.post('/api/newsletter', {});
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fieldErrors).toEqual({
      email: ['Email is required'],
    });
  });

  it(`allows ${newsletterRateLimit.limit} sign-ups per connection, then answers 429`, async () => {
    const t = await createTestApp();
    for (let i = 0; i < newsletterRateLimit.limit; i++) {
      expect((await signUp(t, uniqueEmail('burst'))).status).toBe(200);
    }
    const limited = await signUp(t, uniqueEmail('burst'));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(newsletterRateLimit.windowSeconds);

    // Bad requests count too, and another connection is not affected.
    expect((await signUp(t, 'nope')).status).toBe(429);
    const other = await createTestApp();
    expect((await signUp(other, uniqueEmail('other'))).status).toBe(200);
  });

  it('answers 503 and says so when the confirmation email cannot be sent', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = await createTestApp(
      {},
      { mailer: { kind: 'dev-mailbox', send: () => Promise.reject(new Error('smtp down')) } },
    );
    const res = await signUp(t, uniqueEmail('down'));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('GET /api/newsletter/confirm', () => {
  it('confirms once and returns to the NFT page with a thank-you', async () => {
    const t = await createTestApp();
    const email = uniqueEmail('confirm');
    await signUp(t, email);
    const link = await confirmLinkFor(t, email);

    const res = await t.get(link);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/coming-soon?subscribed=1');
    const row = await subscriberRow(t, email);
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(row?.confirmTokenHash).toBeNull();

    const reused = await t.get(link);
    expect(reused.headers.get('location')).toBe('/coming-soon?subscribed=0');
  });

  it('does not confirm anything for an unknown or missing token', async () => {
    const t = await createTestApp();
    // As the mailed link is followed: a page navigation, not a call of the site's client.
    for (const path of ['/api/newsletter/confirm?token=made-up', '/api/newsletter/confirm']) {
      const res = await t.get(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/coming-soon?subscribed=0');
    }
  });
});
