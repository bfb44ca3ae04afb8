import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { BROADCAST_NOT_FOUND } from '#shared/streams';
import { webvttMessages } from '#shared/webvtt';
import { broadcasts, channels } from '#server/db/schema';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { onlyRow } from '#server/test/rows';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'replay-captions-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const vtt = (text = 'Tip-off at center court') => `WEBVTT\n\n00:01.000 --> 00:04.000\n${text}\n`;

async function signedIn(input: { userType?: 'player' | 'coach'; role?: 'admin' }) {
  const t = await createTestApp({ dataDir });
  await signIn(t, await createTestUser(t, input));
  return t;
}

let counter = 0;
/** A coach's channel with one ended broadcast kept as a replay. */
async function channelWithReplay(owner: TestApp) {
  counter += 1;
  const made = await owner.api.me.channels.$post({
    json: {
      title: `Court Captions ${Date.now().toString(36)}${counter}`,
      channel: 'Court',
      category: 'tournament',
    },
  });
  const { channel } = await unwrap(made, 201);
  const row = onlyRow(
    await owner.db.select().from(channels).where(eq(channels.slug, channel.slug)),
  );
  const id = randomUUID();
  await owner.db.insert(broadcasts).values({
    id,
    channelId: row.id,
    title: 'Semifinal',
    startedAt: new Date(Date.now() - 60_000),
    endedAt: new Date(),
    durationSeconds: 60,
    replayUrl: `/live-media/b/${id}/master.m3u8`,
  });
  return { slug: channel.slug, channelId: row.id, id };
}

const captionsOf = (t: TestApp) => t.api.me.channels[':slug'].broadcasts[':id'].captions;
const put = (t: TestApp, slug: string, id: string, text: string) =>
  captionsOf(t).$put({ param: { slug, id }, json: { vtt: text } });
const remove = (t: TestApp, slug: string, id: string) =>
  captionsOf(t).$delete({ param: { slug, id } });

const storedCaptions = () => {
  const folder = path.join(dataDir, 'uploads', 'captions', 'replays');
  return existsSync(folder) ? readdirSync(folder) : [];
};
const fileOf = (url: string) => path.join(dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

/**
 * The replay as its channel's page lists it: the site-wide list shows the latest few, which other
 * test files' broadcasts (some at a clock's later time) can push this one out of.
 */
const replayIn = async (t: TestApp, slug: string, id: string) =>
  (await unwrap(t.api.channels[':slug'].$get({ param: { slug } }), 200)).replays.find(
    (item) => item.id === id,
  );

describe("a replay's captions", () => {
  it('are added by the channel’s owner, listed with the broadcast and the replay, served as text/vtt', async () => {
    const owner = await signedIn({ userType: 'coach' });
    const { slug, id } = await channelWithReplay(owner);

    const { broadcast } = await unwrap(put(owner, slug, id, vtt()));
    expect(broadcast).toMatchObject({ id, title: 'Semifinal' });
    expect(broadcast.captionsUrl).toMatch(
      new RegExp(`^/uploads/captions/replays/${id}-[0-9a-f]{16}\\.vtt$`),
    );
    const listed = await unwrap(
      owner.api.me.channels[':slug'].broadcasts.$get({ param: { slug } }),
    );
    expect(listed.items).toEqual([broadcast]);

    // Everyone the replay plays for gets its captions with it.
    const visitor = await createTestApp({ dataDir });
    expect(await replayIn(visitor, slug, id)).toMatchObject({
      locked: false,
      captionsUrl: broadcast.captionsUrl,
    });
    const page = await unwrap(visitor.api.channels[':slug'].$get({ param: { slug } }));
    expect(page.replays).toEqual([
      expect.objectContaining({ id, captionsUrl: broadcast.captionsUrl }),
    ]);
    const served = await visitor.get(broadcast.captionsUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await served.text()).toBe(vtt());

    const refused = await put(owner, slug, id, vtt('<script>alert(1)</script>'));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe(
      "Line 4: only WebVTT's own tags are allowed (found <script>).",
    );
    const noHeader = await put(owner, slug, id, '00:01.000 --> 00:04.000\nHi\n');
    expect((await errorOf(noHeader)).message).toBe(webvttMessages.header);
    expect(storedCaptions()).toContain(path.basename(broadcast.captionsUrl!));
  });

  it('are refused to another coach, athletes and visitors; an administrator may change them', async () => {
    const owner = await signedIn({ userType: 'coach' });
    const { slug, id } = await channelWithReplay(owner);
    const first = (await unwrap(put(owner, slug, id, vtt()))).broadcast.captionsUrl!;

    const other = await signedIn({ userType: 'coach' });
    expect((await put(other, slug, id, vtt('Taken over'))).status).toBe(404);
    expect((await remove(other, slug, id)).status).toBe(404);
    const athlete = await signedIn({ userType: 'player' });
    expect((await put(athlete, slug, id, vtt())).status).toBe(403);
    const visitor = await createTestApp({ dataDir });
    expect((await put(visitor, slug, id, vtt())).status).toBe(401);

    // Another channel's broadcast, or none at all, is not found on this one.
    const elsewhere = await channelWithReplay(owner);
    const wrongChannel = await put(owner, slug, elsewhere.id, vtt());
    expect(wrongChannel.status).toBe(404);
    expect((await errorOf(wrongChannel)).message).toBe(BROADCAST_NOT_FOUND);
    expect((await put(owner, slug, randomUUID(), vtt())).status).toBe(404);
    expect((await replayIn(visitor, slug, id))?.captionsUrl).toBe(first);

    // The administrator replaces them: the old file goes.
    const admin = await signedIn({ role: 'admin' });
    const second = (await unwrap(put(admin, slug, id, vtt('Replaced')))).broadcast.captionsUrl!;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    expect(existsSync(fileOf(second))).toBe(true);

    const removed = (await unwrap(remove(owner, slug, id))).broadcast;
    expect(removed.captionsUrl).toBeNull();
    expect(existsSync(fileOf(second))).toBe(false);
    expect((await replayIn(visitor, slug, id))?.captionsUrl).toBeNull();
  });

  it('are not given with a replay locked behind a pass, and go with their channel', async () => {
    const owner = await signedIn({ userType: 'coach' });
    const { slug, id, channelId } = await channelWithReplay(owner);
    const url = (await unwrap(put(owner, slug, id, vtt()))).broadcast.captionsUrl!;
    await owner.db
      .update(channels)
      .set({ sellsPass: true, priceCents: 1500 })
      .where(eq(channels.id, channelId));

    const visitor = await createTestApp({ dataDir });
    expect(await replayIn(visitor, slug, id)).toMatchObject({
      locked: true,
      playbackUrl: null,
      captionsUrl: null,
    });
    const member = await signedIn({ userType: 'player' });
    expect((await replayIn(member, slug, id))?.captionsUrl).toBeNull();
    // Its owner watches it, captions included.
    expect(await replayIn(owner, slug, id)).toMatchObject({ locked: false, captionsUrl: url });

    expect((await owner.api.me.channels[':slug'].$delete({ param: { slug } })).status).toBe(204);
    expect(existsSync(fileOf(url))).toBe(false);
  });
});
