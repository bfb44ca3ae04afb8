import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { listDevMail } from '#server/adapters/mail/dev-mailbox-mailer';
import type { ContactMessageInput } from '#shared/schemas/contact';
import type { Mailer, MailMessage } from '#server/adapters/mail/mailer';
import { contactMessages } from '#server/db/schema/contact-messages';
import { createTestApp, errorOf, uniqueEmail } from '#server/test/test-app';
import { testConfig } from '#server/test/test-config';
import { contactRateLimit } from './routes';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const send = (t: TestApp, json: ContactMessageInput) => t.api.contact.$post({ json });

function contactMessage(overrides: Partial<ContactMessageInput> = {}) {
  return {
    name: 'Dana Coach',
    email: uniqueEmail('dana'),
    subject: `Team sign-up question ${Math.random().toString(36).slice(2, 8)}`,
    message: 'Can our whole club join under one organization account?',
    ...overrides,
  };
}

describe('POST /api/contact', () => {
  it('stores the message, mails support and sends the sender a confirmation', async () => {
    const t = await createTestApp();
    const body = contactMessage({ message: 'Hello <b>team</b>, how do we join?' });
    const res = await send(t, body);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'received' });

    const [stored] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, body.subject));
    expect(stored).toMatchObject({
      name: body.name,
      email: body.email,
      message: body.message,
    });

    const mail = await listDevMail(t.db, 200);
    const toSupport = mail.find(
      (m) => m.to === 'support@showcase.example' && m.subject.includes(body.subject),
    );
    expect(toSupport?.subject).toBe(`[Showcase contact] ${body.subject}`);
    expect(toSupport?.text).toContain(body.email);
    expect(toSupport?.text).toContain(body.message);
    // What the sender typed is escaped in the HTML version.
    expect(toSupport?.html).toContain('Hello &#60;b&#62;team&#60;/b&#62;');
    expect(toSupport?.html).not.toContain('<b>team</b>');

    const confirmation = await t.lastMailTo(body.email);
    expect(confirmation?.subject).toBe('We received your message – Showcase');
    // The confirmation repeats nothing from the form.
    expect(confirmation?.text).not.toContain(body.subject);
    expect(confirmation?.text).not.toContain(body.name);
  });

  it('sends support mail to the configured mailbox', async () => {
    const base = testConfig();
    const t = await createTestApp({
      mailboxes: { ...base.mailboxes, support: 'help@club.example' },
    });
    const body = contactMessage();
    expect((await send(t, body)).status).toBe(201);
    expect((await t.lastMailTo('help@club.example'))?.subject).toBe(
      `[Showcase contact] ${body.subject}`,
    );
  });

  it('names every bad field and stores nothing', async () => {
    const t = await createTestApp();
    const res = await send(t, { name: 'D', email: 'dana@', subject: '', message: 'short' });
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors).toEqual({
      name: ['Please enter your name (at least 2 characters)'],
      email: ['Please enter a valid email address'],
      subject: ['Please enter a subject (at least 3 characters)'],
      message: ['Please write at least 10 characters'],
    });
    expect(await t.lastMailTo('dana@')).toBeUndefined();
  });

  it('refuses a message that is too long', async () => {
    const t = await createTestApp();
    const res = await send(t, contactMessage({ message: 'x'.repeat(5001) }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fieldErrors).toEqual({
      message: ['Message must be at most 5000 characters'],
    });
  });

  it(`allows ${contactRateLimit.limit} messages per connection, then answers 429`, async () => {
    const t = await createTestApp();
    for (let i = 0; i < contactRateLimit.limit; i++) {
      expect((await send(t, contactMessage())).status).toBe(201);
    }
    const body = contactMessage();
    const limited = await send(t, body);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.lastMailTo(body.email)).toBeUndefined();
  });

  it('sends the two mails at once, so the sender waits for one mail rather than two', async () => {
    // Each mail takes until the other has started, or a second if it never does.
    let started = 0;
    const waits: number[] = [];
    const slow: Mailer = {
      kind: 'dev-mailbox',
      send: async () => {
        started += 1;
        const since = Date.now();
        await vi
          .waitFor(() => expect(started).toBe(2), { timeout: 1000, interval: 5 })
          .catch(() => {});
        waits.push(Date.now() - since);
      },
    };
    const t = await createTestApp({}, { mailer: slow });
    const res = await send(t, contactMessage());
    expect(res.status).toBe(201);
    expect(waits).toHaveLength(2);
    expect(Math.max(...waits)).toBeLessThan(500);
  });

  it('keeps the message and answers 503 when the emails cannot be sent', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent: MailMessage[] = [];
    const failing: Mailer = {
      kind: 'dev-mailbox',
      send: async (message) => {
        sent.push(message);
        throw new Error('smtp down');
      },
    };
    const t = await createTestApp({}, { mailer: failing });
    const body = contactMessage();
    const res = await send(t, body);
    expect(res.status).toBe(503);
    expect((await errorOf(res)).message).toContain('We saved your message');
    const stored = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, body.subject));
    expect(stored).toHaveLength(1);
    // Both mails were tried; the failure is logged.
    expect(sent.map((mail) => mail.to).sort()).toEqual(
      [body.email, 'support@showcase.example'].sort(),
    );
    expect(logged).toHaveBeenCalledWith('[contact] mail failed', expect.any(Error));
    logged.mockRestore();
  });
});
