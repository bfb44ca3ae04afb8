import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { verifyCoach } from '#server/test/coach-fixtures';
import { athleteProfileInput } from '#server/test/messaging-fixtures';
import { createTestApp, unwrap } from '#server/test/test-app';
import { getTestDatabase } from '#server/test/test-database';
import { createTestUser, signIn } from '#server/test/test-users';

const url = process.env.TEST_DATABASE_URL;
let secondHandle: DatabaseHandle | undefined;
afterAll(async () => {
  await secondHandle?.close();
});

/** Reads a server-sent event stream until an event of this name arrives (or gives up). */
async function waitForEvent(res: Response, name: string, timeoutMs = 5000) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const next = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
      ]);
      if (!next || next.done) break;
      text += decoder.decode(next.value);
      if (text.includes(`event: ${name}`)) return text;
    }
    return text;
  } finally {
    await reader.cancel();
  }
}

describe('message events', () => {
  it('tell a member on another instance within a second that a conversation changed', async () => {
    // Two instances with caches of their own: on PostgreSQL each has its own connections.
    if (url) secondHandle ??= await openDatabase({ kind: 'postgres', url });
    const coachApp = await createTestApp({}, { ownCaches: true });
    const athleteApp = await createTestApp(
      {},
      { database: secondHandle ?? (await getTestDatabase()), ownCaches: true },
    );
    const coach = await createTestUser(coachApp, { userType: 'coach', name: 'Casey Morgan' });
    await verifyCoach(coachApp.db, coach.id);
    await signIn(coachApp, coach);
    const athlete = await createTestUser(athleteApp, { userType: 'player' });
    await signIn(athleteApp, athlete);
    const { profile } = await unwrap(
      athleteApp.api.me.profile.$put({
        json: athleteProfileInput(new Date().getUTCFullYear() + 1, 'Male'),
      }),
    );

    const visitor = await createTestApp();
    expect((await visitor.get('/api/messages/events')).status).toBe(401);

    const stream = await athleteApp.get('/api/messages/events');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const heard = waitForEvent(stream, 'conversations');
    const sentAt = Date.now();
    await unwrap(
      coachApp.api.messages.athletes.$post({
        json: { athleteId: profile.id, text: 'Hello from the other instance' },
      }),
    );
    expect(await heard).toContain('event: conversations');
    expect(Date.now() - sentAt).toBeLessThan(1000);
  });
});
