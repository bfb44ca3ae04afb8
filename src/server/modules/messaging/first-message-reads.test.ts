import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { playerProfiles } from '#server/db/schema/athletes';
import { systemClock } from '#server/lib/clock';
import { subscriptions } from '#server/db/schema/subscriptions';
import { messagingAthlete, messagingCoach } from '#server/test/messaging-fixtures';
import { consentedMinor } from '#server/test/minor-fixtures';
import { sessionUser } from '#server/test/session-user';
import { unwrap } from '#server/test/test-app';
import type { MessagingDeps } from './messaging-deps';
import { startWithAthlete, startWithCoach } from './start-conversation';

/** The facts a first message reads, each told by the statement that reads it. */
const facts = {
  // messaging's athlete statement: the profile by id or account, with the plan it holds
  athlete:
    /"subscriptions"\."tier" = .* from "player_profiles" where "player_profiles"\."(id|user_id)" = /,
  guardian: /from "guardian_consents"/,
  contactSwitch: /from "contact_switches"/,
  blocks: /from "message_blocks"/,
};

/**
 * How many times each fact is read while `run` runs: the statements the database client is
 * asked (outside transactions, where these reads are), matched by the tables they read.
 */
async function readsDuring(db: Database, run: () => Promise<unknown>) {
  const client: object = Reflect.get(db, '$client');
  const query: unknown = Reflect.get(client, 'query');
  if (typeof query !== 'function') throw new Error('This database client has no query method.');
  const statements: string[] = [];
  Reflect.set(client, 'query', (...args: unknown[]) => {
    // A statement's text, or node-postgres's query config holding it.
    const [statement] = args;
    statements.push(
      typeof statement === 'object' && statement !== null
        ? String(Reflect.get(statement, 'text'))
        : String(statement),
    );
    return Reflect.apply(query, client, args);
  });
  try {
    await run();
  } finally {
    Reflect.set(client, 'query', query);
  }
  return Object.fromEntries(
    Object.entries(facts).map(([fact, pattern]) => [
      fact,
      statements.filter((text) => pattern.test(text)).length,
    ]),
  );
}

const depsOn = (db: Database): MessagingDeps => ({
  db,
  mailer: { kind: 'dev-mailbox', send: async () => {} },
  siteName: 'Showcase',
  publicUrl: 'http://localhost',
  clock: systemClock,
});

describe('a first message', () => {
  it('reads the athlete, the guardian, the contact switch and the blocks once each', async () => {
    const college = await messagingCoach();
    const minor = await consentedMinor();
    const thisYear = new Date().getUTCFullYear();
    // In the NCAA contact window of the coach (D1 basketball, class of next year).
    await minor.t.db
      .update(playerProfiles)
      .set({ sport: 'Basketball', graduationYear: thisYear + 1, state: 'TX' })
      .where(eq(playerProfiles.id, minor.id));
    const deps = depsOn(college.db);
    const coachUser = sessionUser({ id: college.account.id, userType: 'coach' });
    const once = { athlete: 1, guardian: 1, contactSwitch: 1, blocks: 1 };

    // A new conversation.
    let conversationId = '';
    expect(
      await readsDuring(college.db, async () => {
        ({ conversationId } = await startWithAthlete(deps, coachUser, minor.id, 'First'));
      }),
    ).toEqual(once);
    await unwrap(
      minor.t.api.messages[':id'].answer.$post({
        param: { id: conversationId },
        json: { answer: 'accept' },
      }),
    );
    // Writing first to an athlete the coach has a conversation with sends in it.
    expect(
      await readsDuring(college.db, () => startWithAthlete(deps, coachUser, minor.id, 'Again')),
    ).toEqual(once);
    // The athlete writing first to a coach they have a conversation with (no switch to ask).
    const [profile] = await college.db
      .select({ userId: playerProfiles.userId })
      .from(playerProfiles)
      .where(eq(playerProfiles.id, minor.id));
    const athleteUser = sessionUser({ id: profile!.userId, userType: 'player' });
    expect(
      await readsDuring(college.db, () =>
        startWithCoach(deps, athleteUser, college.account.id, 'Hello coach'),
      ),
    ).toEqual({ ...once, contactSwitch: 0 });
  });

  it("from an adult athlete reads the athlete once, their guardian and the coach's switch not at all", async () => {
    const college = await messagingCoach();
    const player = await messagingAthlete();
    await player.db.insert(subscriptions).values({
      userId: player.account.id,
      tier: 'recruiting',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600_000),
      provider: 'sandbox',
    });
    const athleteUser = sessionUser({ id: player.account.id, userType: 'player' });
    expect(
      await readsDuring(player.db, () =>
        startWithCoach(depsOn(player.db), athleteUser, college.account.id, 'Hi coach'),
      ),
    ).toEqual({ athlete: 1, guardian: 0, contactSwitch: 0, blocks: 1 });
  });
});
