import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AuditList } from '#shared/schemas/admin';
import type { MessageList, MessageThread, SubscriberList } from '#shared/schemas/admin-inbox';
import type { ReportReceipt } from '#shared/schemas/privacy';
import type { Report } from '#shared/schemas/reports';
import type { Mailer } from '#server/adapters/mail/mailer';
import { createApp } from '#server/app';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { contactMessages, contactReplies } from '#server/db/schema/contact-messages';
import { contentHolds } from '#server/db/schema/safety';
import { connectionFrom, createTestApp, linkIn, uniqueEmail } from '#server/test/test-app';
import { testConfig } from '#server/test/test-config';
import { getTestDatabase } from '#server/test/test-database';
import { createTestUser, signedInAdmin } from '#server/test/test-users';
import { subscriberCsvHeader } from './newsletter-subscribers';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A message sent through the contact form (the support chat sends the same form). */
async function sendMessage(t: TestApp, overrides: Record<string, string> = {}) {
  const tag = randomUUID().slice(0, 8);
  const body = {
    name: 'Dana Coach',
    email: uniqueEmail('dana'),
    subject: `Club sign-up ${tag}`,
    message: 'Can our whole club join under one account?\nWe are 24 players.',
    ...overrides,
  };
  expect((await t.post('/api/contact', body)).status).toBe(201);
  const [stored] = await t.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.subject, body.subject));
  return { ...body, id: stored!.id, tag };
}

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status).toBe(status);
  return (await res.json()) as T;
}

const auditOf = async (admin: TestApp, targetType: string, targetId: string) =>
  (
    await json<AuditList>(
      await admin.get(`/api/admin/audit?targetType=${targetType}&targetId=${targetId}&limit=100`),
    )
  ).items;

describe('contact and support-chat messages', () => {
  it('arrive in the inbox as new, found by status and by search', async () => {
    const visitor = await createTestApp();
    const sent = await sendMessage(visitor);
    const chat = await sendMessage(visitor, {
      subject: `Message from the support chat ${randomUUID()}`,
    });
    const admin = await signedInAdmin();

    const found = await json<MessageList>(
      await admin.get(`/api/admin/messages?status=new&search=${sent.tag}`),
    );
    expect(found.items).toEqual([
      {
        id: sent.id,
        name: 'Dana Coach',
        email: sent.email,
        subject: sent.subject,
        preview: sent.message,
        status: 'new',
        replyCount: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(found.counts).toEqual({ new: 1, answered: 0, closed: 0, all: 1 });
    expect(found.nextCursor).toBeNull();

    // By the sender's address, in any case.
    const byEmail = await json<MessageList>(
      await admin.get(`/api/admin/messages?search=${encodeURIComponent(chat.email.toUpperCase())}`),
    );
    expect(byEmail.items.map((item) => item.id)).toEqual([chat.id]);

    // A search's wildcards are taken literally.
    const wildcard = await json<MessageList>(await admin.get('/api/admin/messages?search=%25_%25'));
    expect(wildcard.items.every((item) => item.subject.includes('%_%'))).toBe(true);

    const thread = await json<MessageThread>(await admin.get(`/api/admin/messages/${sent.id}`));
    expect(thread).toMatchObject({
      id: sent.id,
      subject: sent.subject,
      message: sent.message,
      status: 'new',
      replies: [],
    });
  });

  it('are listed newest first in pages', async () => {
    const visitor = await createTestApp();
    const tag = randomUUID().slice(0, 8);
    const sent = [];
    for (let i = 0; i < 3; i++)
      sent.push(await sendMessage(visitor, { subject: `Paged ${tag} ${i}` }));
    const admin = await signedInAdmin();

    const first = await json<MessageList>(
      await admin.get(`/api/admin/messages?search=${tag}&limit=2`),
    );
    expect(first.items.map((item) => item.id)).toEqual([sent[2]!.id, sent[1]!.id]);
    expect(first.counts.all).toBe(3);
    const second = await json<MessageList>(
      await admin.get(`/api/admin/messages?search=${tag}&limit=2&cursor=${first.nextCursor}`),
    );
    expect(second.items.map((item) => item.id)).toEqual([sent[0]!.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses bad filters, forged page links and unknown messages', async () => {
    const admin = await signedInAdmin();
    expect((await admin.get('/api/admin/messages?status=spam')).status).toBe(400);
    expect((await admin.get('/api/admin/messages?search=a%00b')).status).toBe(400);
    expect((await admin.get('/api/admin/messages?sort=oldest')).status).toBe(400);
    const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    expect((await admin.get(`/api/admin/messages?cursor=${forged}`)).status).toBe(400);
    expect((await admin.get(`/api/admin/messages/${randomUUID()}`)).status).toBe(404);
    expect((await admin.get('/api/admin/messages/not-an-id')).status).toBe(400);
    expect(
      (await admin.post(`/api/admin/messages/${randomUUID()}/reply`, { body: 'Hello there' }))
        .status,
    ).toBe(404);
  });
});

describe('answering a message', () => {
  it('mails the sender, keeps the thread, marks it answered and records it', async () => {
    const visitor = await createTestApp();
    const sent = await sendMessage(visitor);
    const admin = await signedInAdmin();

    const answer = 'Yes! Choose the Organization account and add your players from the team page.';
    const thread = await json<MessageThread>(
      await admin.post(`/api/admin/messages/${sent.id}/reply`, { body: `  ${answer}\n` }),
    );
    expect(thread.status).toBe('answered');
    expect(thread.replies).toEqual([
      {
        id: expect.any(String),
        authorName: 'Alex Admin',
        body: answer,
        createdAt: expect.any(String),
      },
    ]);

    const mail = await admin.lastMailTo(sent.email);
    expect(mail?.subject).toBe(`Re: ${sent.subject}`);
    // The answer, signed, then the original quoted below it.
    expect(mail?.text).toMatch(
      new RegExp(
        `^${answer.replace(/[.!]/g, '\\$&')}\\n\\nThe Showcase team\\n\\nOn .+, Dana Coach <${sent.email.replace(/\./g, '\\.')}> wrote:\\n> Can our whole club join under one account\\?\\n> We are 24 players\\.\\n$`,
      ),
    );
    expect(mail?.html).toContain('The Showcase team');
    expect(mail?.html).toContain('&#62; We are 24 players.');

    // A second answer joins the thread after the first.
    const second = await json<MessageThread>(
      await admin.post(`/api/admin/messages/${sent.id}/reply`, {
        body: 'One more thing: it is free.',
      }),
    );
    expect(second.replies.map((reply) => reply.body)).toEqual([
      answer,
      'One more thing: it is free.',
    ]);
    const listed = await json<MessageList>(
      await admin.get(`/api/admin/messages?status=answered&search=${sent.tag}`),
    );
    expect(listed.items.map((item) => [item.id, item.replyCount])).toEqual([[sent.id, 2]]);
    expect(listed.counts).toMatchObject({ new: 0, answered: 1 });

    const audit = await auditOf(admin, 'message', sent.id);
    expect(audit.map((entry) => entry.action)).toEqual(['message.reply', 'message.reply']);
    expect(audit[1]).toMatchObject({
      actorId: admin.account.id,
      actorEmail: admin.account.email,
      targetLabel: `${sent.email}: ${sent.subject}`,
      before: { status: 'new' },
      after: { status: 'answered', replyId: thread.replies[0]!.id },
    });
    expect(audit[0]).toMatchObject({
      before: { status: 'answered' },
      after: { status: 'answered', replyId: second.replies[1]!.id },
    });
  });

  it('names a missing, empty or too long answer and sends nothing', async () => {
    const visitor = await createTestApp();
    const sent = await sendMessage(visitor);
    const admin = await signedInAdmin();
    const mailBefore = await admin.lastMailTo(sent.email);
    for (const [body, message] of [
      [{}, 'Please write your answer'],
      [{ body: '   ' }, 'Please write your answer'],
      [{ body: 'x'.repeat(5001) }, 'Your answer must be at most 5000 characters'],
      [{ body: 'a\u0000b' }, 'This text contains characters that are not allowed.'],
    ] as const) {
      const res = await admin.post(`/api/admin/messages/${sent.id}/reply`, body);
      const error = await json<{ fieldErrors: Record<string, string[]> }>(res, 400);
      expect(error.fieldErrors).toEqual({ body: [message] });
    }
    expect(await admin.lastMailTo(sent.email)).toEqual(mailBefore);
  });

  it('answers 503 and stores nothing when the mail cannot be sent', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const visitor = await createTestApp();
    const sent = await sendMessage(visitor);
    const seed = await signedInAdmin();
    const account = await createTestUser(seed, { role: 'admin' });

    const failing: Mailer = {
      kind: 'dev-mailbox',
      send: async () => {
        throw new Error('smtp down');
      },
    };
    const app = createApp({
      config: testConfig(),
      database: await getTestDatabase(),
      mailer: failing,
    });
    const from = connectionFrom('10.81.0.1');
    const headers = { 'content-type': 'application/json', origin: 'http://localhost:3000' };
    const signedIn = await app.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: account.email, password: account.password }),
      },
      from,
    );
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');

    const res = await app.request(
      `/api/admin/messages/${sent.id}/reply`,
      {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify({ body: 'Welcome aboard!' }),
      },
      from,
    );
    const error = await json<{ code: string; message: string }>(res, 503);
    expect(error).toMatchObject({ code: 'UNAVAILABLE' });
    expect(error.message).toContain('could not be sent');
    expect(error.message).toContain('not saved');

    const replies = await seed.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, sent.id));
    expect(replies).toEqual([]);
    const [message] = await seed.db
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, sent.id));
    expect(message?.status).toBe('new');
    expect(await auditOf(seed, 'message', sent.id)).toEqual([]);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});

describe('the status of a message', () => {
  it('closes and reopens a message, recording each change once', async () => {
    const visitor = await createTestApp();
    const sent = await sendMessage(visitor);
    const admin = await signedInAdmin();
    const setStatus = (status: string) =>
      admin.post(`/api/admin/messages/${sent.id}/status`, { status });

    expect((await json<MessageThread>(await setStatus('closed'))).status).toBe('closed');
    const closed = await json<MessageList>(
      await admin.get(`/api/admin/messages?status=closed&search=${sent.tag}`),
    );
    expect(closed.items.map((item) => item.id)).toEqual([sent.id]);
    expect(closed.counts).toEqual({ new: 0, answered: 0, closed: 1, all: 1 });
    // Closing it again changes nothing.
    expect((await json<MessageThread>(await setStatus('closed'))).status).toBe('closed');
    expect((await json<MessageThread>(await setStatus('new'))).status).toBe('new');

    const audit = await auditOf(admin, 'message', sent.id);
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['message.status', { status: 'closed' }, { status: 'new' }],
      ['message.status', { status: 'new' }, { status: 'closed' }],
    ]);

    expect((await setStatus('archived')).status).toBe(400);
    expect((await admin.post(`/api/admin/messages/${sent.id}/status`, {})).status).toBe(400);
    expect(
      (await admin.post(`/api/admin/messages/${randomUUID()}/status`, { status: 'closed' })).status,
    ).toBe(404);
  });
});

describe('newsletter subscribers', () => {
  /** Signs an address up and, unless told otherwise, confirms it from its email. */
  async function subscribe(t: TestApp, email: string, confirm = true) {
    expect((await t.post('/api/newsletter', { email })).status).toBe(200);
    if (!confirm) return;
    const mail = await t.lastMailTo(email);
    const link = linkIn(mail!.text).replace(t.config.publicUrl, '');
    expect((await t.get(link)).headers.get('location')).toBe('/coming-soon?subscribed=1');
  }

  it('lists confirmed subscribers only, in pages, with their number', async () => {
    const visitor = await createTestApp();
    const confirmed = uniqueEmail('fan');
    const unconfirmed = uniqueEmail('maybe');
    await subscribe(visitor, confirmed);
    await subscribe(visitor, unconfirmed, false);
    const admin = await signedInAdmin();

    const seen: SubscriberList['items'] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const page: SubscriberList = await json<SubscriberList>(
        await admin.get(`/api/admin/newsletter?limit=100${cursor ? `&cursor=${cursor}` : ''}`),
      );
      seen.push(...page.items);
      total = page.total;
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(seen.find((item) => item.email === confirmed)).toEqual({
      id: expect.any(String),
      email: confirmed,
      confirmedAt: expect.any(String),
      createdAt: expect.any(String),
    });
    expect(seen.map((item) => item.email)).not.toContain(unconfirmed);
    // Newest confirmation first.
    const times = seen.map((item) => item.confirmedAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('exports every confirmed subscriber as CSV with formulas escaped, and records it', async () => {
    const visitor = await createTestApp();
    // The email rules allow an address to start with + or -, which spreadsheets run as formulas.
    const plus = uniqueEmail('+fan');
    const minus = uniqueEmail('-fan');
    const unconfirmed = uniqueEmail('maybe');
    await subscribe(visitor, plus);
    await subscribe(visitor, minus);
    await subscribe(visitor, unconfirmed, false);
    const admin = await signedInAdmin();

    const res = await admin.get('/api/admin/newsletter/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csv = await res.text();
    const lines = csv.split('\r\n');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(lines[0]).toBe(subscriberCsvHeader.map((name) => `"${name}"`).join(','));
    expect(lines[0]).toBe('"Email","Confirmed at","Signed up at"');

    const cell = String.raw`"([^"]|"")*"`;
    const iso = String.raw`\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z`;
    for (const row of rows) expect(row).toMatch(new RegExp(`^${cell},"${iso}","${iso}"$`));
    expect(rows.find((row) => row.includes(plus))).toMatch(new RegExp(`^"'\\${plus}",`));
    expect(rows.find((row) => row.includes(minus))).toMatch(new RegExp(`^"'${minus}",`));
    expect(csv).not.toContain(unconfirmed);
    // No cell starts with a character a spreadsheet would run.
    expect(rows.filter((row) => /^"[=+\-@\t\r]/.test(row))).toEqual([]);

    const [exported] = (
      await json<AuditList>(await admin.get('/api/admin/audit?action=newsletter.export&limit=100'))
    ).items.filter((entry) => entry.actorId === admin.account.id);
    expect(exported).toMatchObject({
      action: 'newsletter.export',
      targetType: 'newsletter',
      after: { rows: rows.length },
    });
  });
});

describe('reports in the inbox', () => {
  /** A listed athlete that a visitor reports; held, it leaves only its own sport's list. */
  async function reportedAthlete(t: TestApp) {
    const userId = randomUUID();
    await t.db.insert(user).values({
      id: userId,
      name: 'Morgan Lee',
      email: uniqueEmail('athlete'),
      emailVerified: true,
    });
    const [profile] = await t.db
      .insert(playerProfiles)
      .values({
        userId,
        firstName: 'Morgan',
        lastName: 'Lee',
        sport: `Inbox ${randomUUID().slice(0, 8)}`,
        listed: true,
      })
      .returning();
    const file = async () =>
      json<ReportReceipt>(
        await t.post('/api/reports', {
          targetType: 'athlete',
          targetId: profile!.id,
          reason: 'impersonation',
        }),
        201,
      );
    return { profileId: profile!.id, file };
  }

  it('records holding, releasing and resolving, and releases a hold from its report', async () => {
    const visitor = await createTestApp();
    const athlete = await reportedAthlete(visitor);
    const first = await athlete.file();
    const second = await athlete.file();
    const admin = await signedInAdmin();

    const held = await json<Report>(
      await admin.post(`/api/admin/reports/${first.id}/hold`, { reason: 'Checking who this is' }),
    );
    expect(held).toMatchObject({ held: true, status: 'resolved' });

    const released = await json<Report>(await admin.post(`/api/admin/reports/${first.id}/release`));
    expect(released).toMatchObject({ held: false, status: 'resolved' });
    const holds = await admin.db
      .select()
      .from(contentHolds)
      .where(eq(contentHolds.targetId, athlete.profileId));
    expect(holds).toEqual([]);
    expect((await visitor.get(`/api/athletes/${athlete.profileId}`)).status).toBe(200);
    // Releasing what is not held changes nothing.
    expect(
      (await json<Report>(await admin.post(`/api/admin/reports/${first.id}/release`))).held,
    ).toBe(false);

    const resolved = await json<Report>(
      await admin.post(`/api/admin/reports/${second.id}/resolve`),
    );
    expect(resolved).toMatchObject({ status: 'resolved', resolvedBy: admin.account.id });
    // Resolving it again keeps the first resolution and records nothing.
    await json<Report>(await admin.post(`/api/admin/reports/${second.id}/resolve`));

    const label = `Report ${first.reference}: Morgan Lee`;
    expect(
      (await auditOf(admin, 'report', first.id)).map((entry) => [
        entry.action,
        entry.targetLabel,
        entry.before,
        entry.after,
      ]),
    ).toEqual([
      ['report.release', label, { held: true, reason: 'Checking who this is' }, { held: false }],
      [
        'report.hold',
        label,
        { held: false, status: 'open' },
        { held: true, status: 'resolved', reason: 'Checking who this is' },
      ],
    ]);
    expect(
      (await auditOf(admin, 'report', second.id)).map((entry) => [
        entry.action,
        entry.actorId,
        entry.before,
        entry.after,
      ]),
    ).toEqual([['report.resolve', admin.account.id, { status: 'open' }, { status: 'resolved' }]]);

    expect((await admin.post(`/api/admin/reports/${randomUUID()}/release`)).status).toBe(404);
  });
});
