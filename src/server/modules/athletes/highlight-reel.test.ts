import { mkdtempSync, readdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_REEL_MAX, highlightMessages } from '#shared/highlight-videos';
import type { ProfileEditorInput } from '#shared/schemas/athletes';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { mp4File } from '#server/test/highlight-test-files';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const profile: ProfileEditorInput = {
  firstName: 'Rae',
  lastName: 'Okafor',
  sport: 'Basketball',
  position: 'Guard',
  school: 'Lincoln High',
  location: 'Omaha, NE',
  graduationYear: '2027',
  bio: null,
  height: null,
  weight: null,
  gender: 'Female',
  birthMonth: '2',
  birthYear: '2000',
};

async function athlete() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reel-'));
  const t = await createTestApp({ dataDir });
  await signIn(t, await createTestUser(t, { userType: 'player' }));
  const { profile: own } = await unwrap(await t.api.me.profile.$put({ json: profile }));
  return Object.assign(t, { profileId: own.id, dataDir });
}

const addClip = (t: TestApp, title: string, seconds = 4) =>
  t.api.me.highlights.$post(
    { query: { title } },
    {
      headers: { 'content-type': 'video/mp4' },
      init: { body: mp4File({ seconds }) },
    },
  );

const reel = async (t: TestApp) => (await unwrap(await t.api.me.highlights.$get())).clips;
const stored = (dataDir: string) => {
  const folder = path.join(dataDir, 'uploads', 'highlights');
  return existsSync(folder) ? readdirSync(folder).length : 0;
};

describe('a highlight reel', () => {
  it('keeps clips with titles in order, the first featured, and shows members the playing ones featured first', async () => {
    const t = await athlete();
    expect(await reel(t)).toEqual([]);
    const first = await addClip(t, 'Junior season', 30);
    expect(first.status).toBe(201);
    expect((await unwrap(first)).clip).toMatchObject({
      title: 'Junior season',
      featured: true,
      status: 'ready',
      durationSeconds: 30,
    });
    const second = (await unwrap(await addClip(t, '  Defense  '))).clip;
    const third = (await unwrap(await addClip(t, 'Camp'))).clip;
    expect(second).toMatchObject({ title: 'Defense', featured: false });
    expect((await reel(t)).map((clip) => clip.title)).toEqual(['Junior season', 'Defense', 'Camp']);

    // Featuring another clip moves it to the front everywhere; the old one keeps its place.
    await t.api.me.highlights[':id'].$patch({ param: { id: third.id }, json: { featured: true } });
    expect((await reel(t)).map((clip) => [clip.title, clip.featured])).toEqual([
      ['Camp', true],
      ['Junior season', false],
      ['Defense', false],
    ]);

    const member = await createTestApp();
    await signIn(member, await createTestUser(member, { userType: 'coach' }));
    const page = await unwrap(
      await member.api.athletes[':id'].$get({ param: { id: t.profileId } }),
    );
    expect(page).toMatchObject({ highlightVideo: { url: third.url } });
    expect('highlightReel' in page && page.highlightReel?.map((clip) => clip.title)).toEqual([
      'Camp',
      'Junior season',
      'Defense',
    ]);
    // Visitors get the teaser: no video, no reel.
    const visitor = await createTestApp();
    const teaser = await unwrap(
      await visitor.api.athletes[':id'].$get({ param: { id: t.profileId } }),
    );
    expect(teaser).not.toHaveProperty('highlightReel');
    expect(teaser).not.toHaveProperty('highlightVideo');
  });

  it('renames, reorders with every clip named once, and refuses a stale order', async () => {
    const t = await athlete();
    const a = (await unwrap(await addClip(t, 'A'))).clip;
    const b = (await unwrap(await addClip(t, 'B'))).clip;
    const c = (await unwrap(await addClip(t, 'C'))).clip;

    const renamed = await t.api.me.highlights[':id'].$patch({
      param: { id: b.id },
      json: { title: 'Blocks' },
    });
    expect((await unwrap(renamed)).clip.title).toBe('Blocks');
    const empty = await t.api.me.highlights[':id'].$patch({
      param: { id: b.id },
      json: { title: '   ' },
    });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toContain(highlightMessages.titleRequired);

    const ordered = await t.api.me.highlights.order.$put({ json: { ids: [a.id, c.id, b.id] } });
    expect((await unwrap(ordered)).clips.map((clip) => clip.title)).toEqual(['A', 'C', 'Blocks']);
    const missing = await t.api.me.highlights.order.$put({ json: { ids: [a.id, c.id] } });
    expect(missing.status).toBe(409);
    expect((await errorOf(missing)).message).toBe(highlightMessages.orderMismatch);
  });

  it('holds at most 10 clips and refuses the 11th before reading it', async () => {
    const t = await athlete();
    for (let index = 0; index < HIGHLIGHT_REEL_MAX; index += 1) {
      expect((await addClip(t, `Clip ${index + 1}`, 2)).status).toBe(201);
    }
    const files = stored(t.dataDir);
    const full = await addClip(t, 'One more', 2);
    expect(full.status).toBe(409);
    expect((await errorOf(full)).message).toBe(highlightMessages.reelFull);
    expect(stored(t.dataDir)).toBe(files);
    expect(await reel(t)).toHaveLength(HIGHLIGHT_REEL_MAX);
  });

  it('deleting the featured clip features the next one and removes its file', async () => {
    const t = await athlete();
    const a = (await unwrap(await addClip(t, 'A'))).clip;
    await addClip(t, 'B');
    expect(stored(t.dataDir)).toBe(2);
    const res = await t.api.me.highlights[':id'].$delete({ param: { id: a.id } });
    expect(await unwrap(res)).toEqual({ deleted: true });
    expect(stored(t.dataDir)).toBe(1);
    expect((await reel(t)).map((clip) => [clip.title, clip.featured])).toEqual([['B', true]]);
    // Replacing "the highlight video" replaces the featured clip's video, keeping its title.
    await t.api.me['highlight-video'].$put(undefined, {
      headers: { 'content-type': 'video/mp4' },
      init: { body: mp4File({ seconds: 9 }) },
    });
    expect(await reel(t)).toMatchObject([{ title: 'B', featured: true, durationSeconds: 9 }]);
    expect(stored(t.dataDir)).toBe(1);
  });

  it("never touches another athlete's clip", async () => {
    const owner = await athlete();
    const clip = (await unwrap(await addClip(owner, 'Mine'))).clip;
    const other = await createTestApp();
    await signIn(other, await createTestUser(other, { userType: 'player' }));
    await other.api.me.profile.$put({ json: { ...profile, firstName: 'Other' } });

    const renamed = await other.api.me.highlights[':id'].$patch({
      param: { id: clip.id },
      json: { title: 'Stolen' },
    });
    expect(renamed.status).toBe(404);
    const deleted = await other.api.me.highlights[':id'].$delete({ param: { id: clip.id } });
    expect(await unwrap(deleted)).toEqual({ deleted: false });
    const reordered = await other.api.me.highlights.order.$put({ json: { ids: [clip.id] } });
    expect(reordered.status).toBe(409);
    expect(await reel(owner)).toMatchObject([{ id: clip.id, title: 'Mine' }]);
    const unknown = await owner.api.me.highlights[':id'].$patch({
      param: { id: randomUUID() },
      json: { featured: true },
    });
    expect(unknown.status).toBe(404);
  });
});
