import { beforeAll, describe, expect, it } from 'vitest';
import type { TrainingLevel } from '#shared/training/levels';
import { trainingSports, type TrainingSportId } from '#shared/sports';
import { createSiteAuth } from '#server/site-auth';
import { createVerifiedUser } from '#server/auth/create-verified-user';
import { subscriptions } from '#server/db/schema/subscriptions';
import { createTestApp, uniqueEmail, unwrap } from '#server/test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const personas = ['visitor', 'free member', 'subscriber', 'access-disabled member'] as const;
type Persona = (typeof personas)[number];

const password = 'pick-and-roll-77';

/** The user ids of the signed-in personas, for the admin switch. */
const userIds = new Map<Persona, string>();

async function newMember(t: TestApp, role: 'user' | 'admin' = 'user') {
  const auth = createSiteAuth({
    config: t.config,
    db: t.db,
    mailer: { kind: 'dev-mailbox', send: async () => {} },
    caches: t.caches,
  });
  const email = uniqueEmail(role);
  const { id } = await createVerifiedUser(auth, { email, password, name: 'Test Member', role });
  return { id, email };
}

async function signIn(t: TestApp, email: string) {
  const res = await t.post('/api/auth/sign-in/email', { email, password });
  expect(res.status).toBe(200);
}

async function subscribe(
  t: TestApp,
  userId: string,
  overrides: Partial<typeof subscriptions.$inferInsert> = {},
) {
  await t.db.insert(subscriptions).values({
    userId,
    tier: 'premium',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    provider: 'sandbox',
    ...overrides,
  });
}

const memberAccess = (admin: TestApp, userId: string, hasAccess: boolean) =>
  admin.api.admin.members[':userId'].access.$put({
    param: { userId },
    json: { has_access: hasAccess },
  });

async function setAccess(userId: string, hasAccess: boolean) {
  const admin = await createTestApp();
  await signIn(admin, (await newMember(admin, 'admin')).email);
  const res = await memberAccess(admin, userId, hasAccess);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ user_id: userId, has_access: hasAccess });
}

async function personaApp(persona: Persona): Promise<TestApp> {
  const t = await createTestApp();
  if (persona === 'visitor') return t;
  const member = await newMember(t);
  userIds.set(persona, member.id);
  if (persona === 'subscriber' || persona === 'access-disabled member')
    await subscribe(t, member.id);
  if (persona === 'access-disabled member') await setAccess(member.id, false);
  await signIn(t, member.email);
  return t;
}

const apps = new Map<Persona, TestApp>();
beforeAll(async () => {
  for (const persona of [
    'visitor',
    'free member',
    'subscriber',
    'access-disabled member',
  ] as const) {
    apps.set(persona, await personaApp(persona));
  }
});
const as = (persona: Persona) => apps.get(persona)!;
const library = (t: TestApp, sport: TrainingSportId) =>
  t.api.training[':sport'].$get({ param: { sport } });
const video = (t: TestApp, id: string) => t.api.training.videos[':id'].$get({ param: { id } });
const subscriptionOf = (t: TestApp) => t.api.me.subscription.$get();

const lockedLevels: Record<Persona, TrainingLevel[]> = {
  visitor: ['intermediate', 'advanced', 'elite'],
  'free member': ['intermediate', 'advanced', 'elite'],
  subscriber: [],
  'access-disabled member': ['basic', 'intermediate', 'advanced', 'elite'],
};

describe('GET /api/me/subscription', () => {
  it('answers each persona’s status', async () => {
    const statusOf = async (persona: Persona) => unwrap(subscriptionOf(as(persona)));
    expect(await statusOf('visitor')).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      has_access: true,
      status: null,
      cancel_at_period_end: false,
    });
    expect(await statusOf('free member')).toMatchObject({ subscribed: false, has_access: true });
    const subscriber = await statusOf('subscriber');
    expect(subscriber).toMatchObject({
      subscribed: true,
      subscription_tier: 'premium',
      has_access: true,
    });
    expect(new Date(String(subscriber.subscription_end)).getTime()).toBeGreaterThan(Date.now());
    expect(await statusOf('access-disabled member')).toMatchObject({
      subscribed: true,
      has_access: false,
    });
  });

  it('does not count an expired or cancelled plan', async () => {
    const t = await createTestApp();
    const member = await newMember(t);
    await subscribe(t, member.id, { currentPeriodEnd: new Date(Date.now() - 1000) });
    await subscribe(t, member.id, { status: 'canceled' });
    await signIn(t, member.email);
    expect(await (await subscriptionOf(t)).json()).toMatchObject({
      subscribed: false,
      subscription_tier: null,
    });
  });
});

describe('GET /api/training/{sport}', () => {
  for (const persona of personas) {
    it(`locks exactly the right levels for a ${persona}, with no source on anything locked`, async () => {
      for (const sport of trainingSports) {
        const res = await library(as(persona), sport.id);
        expect(res.status).toBe(200);
        const videos = await unwrap(res);
        const expectedLocked = sport.levels.filter((level) =>
          lockedLevels[persona].includes(level),
        );
        expect(videos.levels.filter((level) => level.locked).map((level) => level.level)).toEqual(
          expectedLocked,
        );
        expect(videos.videos.length).toBeGreaterThan(0);
        for (const video of videos.videos) {
          const locked = lockedLevels[persona].includes(video.level);
          expect(video.locked, video.id).toBe(locked);
          if (locked) {
            expect(video.src, video.id).toBeNull();
          } else {
            expect(video.src, video.id).toBeTruthy();
          }
        }
        const lockedJson = JSON.stringify(videos.videos.filter((video) => video.locked));
        expect(lockedJson).not.toMatch(/clip\.mp4|\.m3u8|\/media\/s\//);
      }
    });
  }

  it('gives the fixed reason for each locked level', async () => {
    const visitor = await unwrap(library(as('visitor'), 'basketball'));
    expect(visitor.levels).toEqual([
      { level: 'basic', locked: false, message: null },
      {
        level: 'intermediate',
        locked: true,
        message: 'Subscribe to access intermediate level training videos.',
      },
      {
        level: 'advanced',
        locked: true,
        message: 'Subscribe to access advanced level training videos.',
      },
      {
        level: 'elite',
        locked: true,
        message: 'Subscribe to access elite level training videos designed for serious athletes.',
      },
    ]);
    const disabled = await unwrap(library(as('access-disabled member'), 'basketball'));
    expect(disabled.levels.map((level) => level.message)).toEqual([
      'Basic access has been disabled by administrators.',
      'Premium access has been disabled by administrators.',
      'Premium access has been disabled by administrators.',
      'Premium access has been disabled by administrators.',
    ]);
  });

  it('answers 400 for a sport it does not have', async () => {
    // A sport the site does not have: the typed client refuses it, so it goes as it is.
    expect((await as('visitor').get('/api/training/curling')).status).toBe(400);
  });
});

describe('GET /api/training/videos/{id}', () => {
  const messages: Record<string, string> = {
    'bb-intermediate-1': 'Subscribe to access intermediate level training videos.',
    'bb-advanced-2': 'Subscribe to access advanced level training videos.',
    'bb-elite-3': 'Subscribe to access elite level training videos designed for serious athletes.',
  };

  it('plays a basic video for a visitor, with the rest of its level', async () => {
    const res = await video(as('visitor'), 'bb-basic-1');
    expect(res.status).toBe(200);
    const detail = await unwrap(res);
    expect(detail.video).toMatchObject({
      id: 'bb-basic-1',
      level: 'basic',
      locked: false,
      srcType: 'file',
    });
    expect(detail.video.src).toBe('/media/training/basic/basketball-basic/clip.mp4');
    expect(detail.related.map((video) => video.id)).toEqual([
      'bb-basic-2',
      'bb-basic-3',
      'bb-basic-4',
    ]);
  });

  it('refuses premium videos to visitors and free members with the fixed message and no source', async () => {
    for (const persona of ['visitor', 'free member'] as const) {
      for (const [id, message] of Object.entries(messages)) {
        const res = await video(as(persona), id);
        expect(res.status, `${persona} ${id}`).toBe(403);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ code: 'FORBIDDEN', message });
        expect(text).not.toMatch(/\/media\/|\.m3u8|\.mp4/);
      }
    }
  });

  it('refuses every level to a member whose access an administrator turned off', async () => {
    const basic = await video(as('access-disabled member'), 'sc-basic-2');
    expect(basic.status).toBe(403);
    expect(await basic.json()).toMatchObject({
      message: 'Basic access has been disabled by administrators.',
    });
    const elite = await video(as('access-disabled member'), 'sc-elite-2');
    expect(elite.status).toBe(403);
    expect(await elite.json()).toMatchObject({
      message: 'Premium access has been disabled by administrators.',
    });
  });

  it('plays every level for a subscriber, premium ones through signed links', async () => {
    for (const id of ['bb-basic-2', 'bb-intermediate-1', 'bb-advanced-2', 'bb-elite-3']) {
      const res = await video(as('subscriber'), id);
      expect(res.status, id).toBe(200);
      const { video: played } = await unwrap(res);
      expect(played.locked).toBe(false);
      if (played.level === 'basic') expect(played.src).toMatch(/^\/media\/training\/basic\//);
      else
        expect(played.src).toMatch(
          new RegExp(`^/media/s/${id}/\\d+/[\\w-]+/(clip\\.mp4|master\\.m3u8)$`),
        );
    }
  });

  it('answers 404 for an unknown id', async () => {
    const res = await video(as('visitor'), 'bb-basic-99');
    expect(res.status).toBe(404);
  });
});

describe('PUT /api/admin/members/{id}/access', () => {
  it('is for administrators only', async () => {
    const res = await memberAccess(as('free member'), userIds.get('free member')!, false);
    expect(res.status).toBe(403);
    const anonymous = await memberAccess(as('visitor'), userIds.get('free member')!, false);
    expect(anonymous.status).toBe(401);
    expect(await (await subscriptionOf(as('free member'))).json()).toMatchObject({
      has_access: true,
    });
  });

  it('turns access back on, and refuses unknown members and bad bodies', async () => {
    const t = await createTestApp();
    const member = await newMember(t);
    await setAccess(member.id, false);
    await signIn(t, member.email);
    expect((await video(t, 'bb-basic-1')).status).toBe(403);
    await setAccess(member.id, true);
    expect((await video(t, 'bb-basic-1')).status).toBe(200);

    const admin = await createTestApp();
    await signIn(admin, (await newMember(admin, 'admin')).email);
    expect((await memberAccess(admin, 'nobody', false)).status).toBe(404);
    // A body the dashboard cannot send: plain JSON, past the typed client.
    expect(
      (await admin.call('PUT', `/api/admin/members/${member.id}/access`, { has_access: 'no' }))
        .status,
    ).toBe(400);
  });
});
