import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { MessageStatusInput, SubscriberList } from '#shared/schemas/admin-inbox';
import type { ContactMessageInput } from '#shared/schemas/contact';
import type { Mailer } from '#server/adapters/mail/mailer';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { contactMessages, contactReplies } from '#server/db/schema/contact-messages';
import { contentHolds } from '#server/db/schema/safety';
import { createTestApp, errorOf, linkIn, uniqueEmail, unwrap } from '#server/test/test-app';
import { createTestUser, signedInAdmin, signIn } from '#server/test/test-users';
import { subscriberCsvHeaderIn } from './newsletter-subscribers';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A message sent through the contact form (the support chat sends the same form). */
async function sendMessage(t: TestApp, overrides: Partial<ContactMessageInput> = {}) {
  const tag = randomUUID().slice(0, 8);
  const body = {
    name: 'Dana Coach',
    email: uniqueEmail('dana'),
    subject: `Club sign-up ${tag}`,
    message: 'Can our whole club join under one account?\nWe are 24 players.',
    ...overrides,
  };
  expect((await t.api.contact.$post({ json: body })).status).toBe(201);
  const stored = onlyRow(
    await t.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.subject, body.subject)),
  );
  return { ...body, id: stored.id, tag };
}

type AuditQuery = NonNullable<Parameters<TestApp['api']['admin']['audit']['$get']>[0]>['query'];
const auditOf = async (admin: TestApp, targetType: AuditQuery['targetType'], targetId: string) =>
  (await unwrap(admin.api.admin.audit.$get({ query: { targetType, targetId, limit: '100' } }), 200))
    .items;

type MessagesQuery = NonNullable<
  Parameters<TestApp['api']['admin']['messages']['$get']>[0]
>['query'];
const messages = (admin: TestApp, query: MessagesQuery) => admin.api.admin.messages.$get({ query });
const message = (admin: TestApp) => admin.api.admin.messages[':id'];
const reply = (admin: TestApp, id: string, body: string) =>
  message(admin).reply.$post({ param: { id }, json: { body } });

describe('contact and support-chat messages', () => {
  it('arrive in the inbox as new, found by status and by search', async () => {
    const visitor = await createTestApp();
    const sent = await sendMessage(visitor);
    const chat = await sendMessage(visitor, {
      subject: `Message from the support chat ${randomUUID()}`,
    });
    const admin = await signedInAdmin();

    const found = await unwrap(messages(admin, { status: 'new', search: sent.tag }), 200);
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
    const byEmail = await unwrap(messages(admin, { search: chat.email.toUpperCase() }), 200);
    expect(byEmail.items.map((item) => item.id)).toEqual([chat.id]);

    // A search's wildcards are taken literally.
    const wildcard = await unwrap(messages(admin, { search: '%_%' }), 200);
    expect(wildcard.items.every((item) => item.subject.includes('%_%'))).toBe(true);

    const thread = await unwrap(message(admin).$get({ param: { id: sent.id } }), 200);
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

    const first = await unwrap(messages(admin, { search: tag, limit: '2' }), 200);
    expect(first.items.map((item) => item.id)).toEqual([sent[2]!.id, sent[1]!.id]);
    expect(first.counts.all).toBe(3);
    const second = await unwrap(
      messages(admin, { search: tag, limit: '2', cursor: first.nextCursor! }),
      200,
    );
    expect(second.items.map((item) => item.id)).toEqual([sent[0]!.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses bad filters, forged page links and unknown messages', async () => {
    const admin = await signedInAdmin();
    // Filters the inbox does not have: as they come, past the typed client.
    expect((await admin.get('/api/admin/messages?status=spam')).status).toBe(400);
    expect((await admin.get('/api/admin/messages?sort=oldest')).status).toBe(400);
    expect((await messages(admin, { search: 'a\u0000b' })).status).toBe(400);
    const forged = Buffer.from(JSON.stringify(['yesterday', 'x'])).toString('base64url');
    expect((await messages(admin, { cursor: forged })).status).toBe(400);
    const thread = (id: string) => message(admin).$get({ param: { id } });
    expect((await thread(randomUUID())).status).toBe(404);
    expect((await thread('not-an-id')).status).toBe(400);
    expect((await reply(admin, randomUUID(), 'Hello there')).status).toBe(404);
  });
});

describe('answering a message', () => {
  it('mails the sender, keeps the thread, marks it answered and records it', async () => {
    const visitor = await createTestApp();
    const sent = await sendMessage(visitor);
    const admin = await signedInAdmin();

    const answer = 'Yes! Choose the Organization account and add your players from the team page.';
    const thread = await unwrap(reply(admin, sent.id, `  ${answer}\n`), 200);
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
    const second = await unwrap(reply(admin, sent.id, 'One more thing: it is free.'), 200);
    expect(second.replies.map((reply) => reply.body)).toEqual([
      answer,
      'One more thing: it is free.',
    ]);
    const listed = await unwrap(messages(admin, { status: 'answered', search: sent.tag }), 200);
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
      // Some the form cannot send (no answer at all): plain JSON, past the typed client.
      const res = await admin.post(`/api/admin/messages/${sent.id}/reply`, body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fieldErrors).toEqual({ body: [message] });
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
    const app = await createTestApp({}, { mailer: failing });
    await signIn(app, account);

    const res = await reply(app, sent.id, 'Welcome aboard!');
    expect(res.status).toBe(503);
    const error = await errorOf(res);
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
    const setStatus = (status: MessageStatusInput['status']) =>
      message(admin).status.$post({ param: { id: sent.id }, json: { status } });

    expect((await unwrap(setStatus('closed'), 200)).status).toBe('closed');
    const closed = await unwrap(messages(admin, { status: 'closed', search: sent.tag }), 200);
    expect(closed.items.map((item) => item.id)).toEqual([sent.id]);
    expect(closed.counts).toEqual({ new: 0, answered: 0, closed: 1, all: 1 });
    // Closing it again changes nothing.
    expect((await unwrap(setStatus('closed'), 200)).status).toBe('closed');
    expect((await unwrap(setStatus('new'), 200)).status).toBe('new');

    const audit = await auditOf(admin, 'message', sent.id);
    expect(audit.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['message.status', { status: 'closed' }, { status: 'new' }],
      ['message.status', { status: 'new' }, { status: 'closed' }],
    ]);

    // States the inbox does not offer: plain JSON, past the typed client.
    const at = `/api/admin/messages/${sent.id}/status`;
    expect((await admin.post(at, { status: 'archived' })).status).toBe(400);
    expect((await admin.post(at, {})).status).toBe(400);
    const unknown = randomUUID();
    expect(
      (
        await message(admin).status.$post({
          param: { id: unknown },
          json: { status: 'closed' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('newsletter subscribers', () => {
  /** Signs an address up and, unless told otherwise, confirms it from its email. */
  async function subscribe(t: TestApp, email: string, confirm = true) {
    expect((await t.api.newsletter.$post({ json: { email } })).status).toBe(200);
    if (!confirm) return;
    const mail = await t.mailTo(email);
    const link = linkIn(mail.text).replace(t.config.publicUrl, '');
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
      const page: SubscriberList = await unwrap(
        admin.api.admin.newsletter.$get({ query: { limit: '100', ...(cursor ? { cursor } : {}) } }),
        200,
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

    const res = await admin.api.admin.newsletter['export.csv'].$get();
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
    expect(lines[0]).toBe(
      subscriberCsvHeaderIn('en')
        .map((name) => `"${name}"`)
        .join(','),
    );
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
      await unwrap(
        admin.api.admin.audit.$get({ query: { action: 'newsletter.export', limit: '100' } }),
        200,
      )
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
    const profile = onlyRow(
      await t.db
        .insert(playerProfiles)
        .values({
          userId,
          firstName: 'Morgan',
          lastName: 'Lee',
          sport: `Inbox ${randomUUID().slice(0, 8)}`,
          listed: true,
        })
        .returning(),
    );
    const file = async () =>
      unwrap(
        t.api.reports.$post({
          json: { targetType: 'athlete', targetId: profile.id, reason: 'impersonation' },
        }),
        201,
      );
    return { profileId: profile.id, file };
  }

  it('records holding, releasing and resolving, and releases a hold from its report', async () => {
    const visitor = await createTestApp();
    const athlete = await reportedAthlete(visitor);
    const first = await athlete.file();
    const second = await athlete.file();
    const admin = await signedInAdmin();

    const report = admin.api.admin.reports[':id'];
    const param = (id: string) => ({ param: { id } });
    const held = await unwrap(
      report.hold.$post({ ...param(first.id), json: { reason: 'Checking who this is' } }),
      200,
    );
    expect(held).toMatchObject({ held: true, status: 'resolved' });

    const released = await unwrap(report.release.$post(param(first.id)), 200);
    expect(released).toMatchObject({ held: false, status: 'resolved' });
    const holds = await admin.db
      .select()
      .from(contentHolds)
      .where(eq(contentHolds.targetId, athlete.profileId));
    expect(holds).toEqual([]);
    expect(
      (await visitor.api.athletes[':id'].$get({ param: { id: athlete.profileId } })).status,
    ).toBe(200);
    // Releasing what is not held changes nothing.
    expect((await unwrap(report.release.$post(param(first.id)), 200)).held).toBe(false);

    const resolved = await unwrap(report.resolve.$post(param(second.id)), 200);
    expect(resolved).toMatchObject({ status: 'resolved', resolvedBy: admin.account.id });
    // Resolving it again keeps the first resolution and records nothing.
    await unwrap(report.resolve.$post(param(second.id)), 200);

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

    const unknown = randomUUID();
    expect((await report.release.$post(param(unknown))).status).toBe(404);
  });
});
