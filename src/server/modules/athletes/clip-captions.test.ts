import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { highlightMessages } from '#shared/highlight-videos';
import type { ProfileEditorInput } from '#shared/schemas/athletes';
import { WEBVTT_MAX_BYTES, webvttMessages } from '#shared/webvtt';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { mp4File } from '#server/test/highlight-test-files';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const profile: ProfileEditorInput = {
  firstName: 'Noa',
  lastName: 'Baptiste',
  sport: 'Basketball',
  position: 'Forward',
  school: 'Central High',
  location: 'Tulsa, OK',
  graduationYear: '2027',
  bio: null,
  height: null,
  weight: null,
  gender: 'Female',
  birthMonth: '5',
  birthYear: '2000',
};

const captions = (text = 'Noa drives to the basket') =>
  `WEBVTT\n\n00:00.500 --> 00:02.500\n${text}\n`;

async function athlete(dataDir = mkdtempSync(path.join(os.tmpdir(), 'captions-'))) {
  const t = await createTestApp({ dataDir });
  await signIn(t, await createTestUser(t, { userType: 'player' }));
  const { profile: own } = await unwrap(await t.api.me.profile.$put({ json: profile }));
  return Object.assign(t, { profileId: own.id, dataDir });
}

async function addClip(t: TestApp, title: string) {
  const res = await t.api.me.highlights.$post(
    { query: { title } },
    {
      headers: { 'content-type': 'video/mp4' },
      init: { body: mp4File({ seconds: 3 }) },
    },
  );
  return (await unwrap(res, 201)).clip;
}

const putCaptions = (t: TestApp, id: string, vtt: string) =>
  t.api.me.highlights[':id'].captions.$put({ param: { id }, json: { vtt } });
const deleteCaptions = (t: TestApp, id: string) =>
  t.api.me.highlights[':id'].captions.$delete({ param: { id } });

/** The captions files stored for clips in this app's uploads folder. */
const storedCaptions = (dataDir: string) => {
  const folder = path.join(dataDir, 'uploads', 'captions', 'highlights');
  return existsSync(folder) ? readdirSync(folder) : [];
};
const fileOf = (dataDir: string, url: string) =>
  path.join(dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

async function signedInCoach() {
  const coach = await createTestApp();
  await signIn(coach, await createTestUser(coach, { userType: 'coach' }));
  return coach;
}

describe("a highlight clip's captions", () => {
  it('are stored as a file, shown with the clip in the reel, on the athlete page and served as text/vtt', async () => {
    const t = await athlete();
    const clip = await addClip(t, 'Fast break');
    expect(clip.captionsUrl).toBeNull();

    const vtt = captions();
    const saved = (await unwrap(putCaptions(t, clip.id, vtt))).clip;
    expect(saved).toMatchObject({ id: clip.id, title: 'Fast break', url: clip.url });
    expect(saved.captionsUrl).toMatch(
      new RegExp(`^/uploads/captions/highlights/${clip.id}-[0-9a-f]{16}\\.vtt$`),
    );
    expect((await unwrap(t.api.me.highlights.$get())).clips).toEqual([saved]);

    // Whoever may watch the clip gets its captions with it: the same views carry them.
    const coach = await signedInCoach();
    const page = await unwrap(coach.api.athletes[':id'].$get({ param: { id: t.profileId } }));
    expect(page).toMatchObject({ highlightVideo: { captionsUrl: saved.captionsUrl } });
    expect('highlightReel' in page && page.highlightReel).toEqual([
      expect.objectContaining({ id: clip.id, captionsUrl: saved.captionsUrl }),
    ]);

    const served = await t.get(saved.captionsUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toBe(vtt);
  });

  it('refuses a file that is not WebVTT this site takes, with the line, storing nothing', async () => {
    const t = await athlete();
    const clip = await addClip(t, 'Defense');
    const refused = async (vtt: string, status = 400) => {
      const res = await putCaptions(t, clip.id, vtt);
      expect(res.status).toBe(status);
      return (await errorOf(res)).message;
    };
    expect(await refused(captions('<script>alert(1)</script>'))).toBe(
      "Line 4: only WebVTT's own tags are allowed (found <script>).",
    );
    expect(await refused(captions('<img src=x onerror=alert(1)>'))).toBe(
      webvttMessages.tagNotAllowed(4, '<img src=x onerror=alert(1)>'),
    );
    expect(await refused('00:00.500 --> 00:02.500\nNo header\n')).toBe(webvttMessages.header);
    expect(
      await refused('WEBVTT\n\nSTYLE\n::cue { color: red }\n\n00:01.000 --> 00:02.000\nHi\n'),
    ).toBe(webvttMessages.styleBlock(3));
    expect(await refused('WEBVTT\n\nNOTE no cues here\n')).toBe(webvttMessages.noCues);
    expect(await refused(captions('a\u0000b'))).toBe(webvttMessages.nulByte(4));
    // Past 256 KB: told by the check, or by the body limit when far larger.
    expect(await refused(captions('x'.repeat(WEBVTT_MAX_BYTES)))).toBe(webvttMessages.tooLarge);
    expect(await refused(captions('x'.repeat(7 * WEBVTT_MAX_BYTES)), 413)).toBe(
      webvttMessages.tooLarge,
    );
    const missing = await t.call('PUT', `/api/me/highlights/${clip.id}/captions`, {});
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe(webvttMessages.chooseFile);

    expect(storedCaptions(t.dataDir)).toEqual([]);
    expect((await unwrap(t.api.me.highlights.$get())).clips[0]?.captionsUrl).toBeNull();
  });

  it("are the clip's athlete's only: another athlete's clip is not found", async () => {
    const owner = await athlete();
    const clip = await addClip(owner, 'Mine');
    const other = await athlete();

    const put = await putCaptions(other, clip.id, captions());
    expect(put.status).toBe(404);
    expect((await errorOf(put)).message).toBe(highlightMessages.noClip);
    await unwrap(putCaptions(owner, clip.id, captions()));
    const removed = await deleteCaptions(other, clip.id);
    expect(removed.status).toBe(404);
    expect((await unwrap(owner.api.me.highlights.$get())).clips[0]?.captionsUrl).toMatch(/\.vtt$/);
    expect(storedCaptions(other.dataDir)).toEqual([]);
    expect((await putCaptions(owner, randomUUID(), captions())).status).toBe(404);
    // Signed out: nobody's.
    const visitor = await createTestApp();
    expect((await putCaptions(visitor, clip.id, captions())).status).toBe(401);
  });

  it('replaced, removed, or with their clip or its video, take their file with them', async () => {
    const t = await athlete();
    const clip = await addClip(t, 'Rebounds');
    const first = (await unwrap(putCaptions(t, clip.id, captions('First')))).clip.captionsUrl!;
    const second = (await unwrap(putCaptions(t, clip.id, captions('Second')))).clip.captionsUrl!;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(t.dataDir, first))).toBe(false);
    expect(readFileSync(fileOf(t.dataDir, second), 'utf8')).toBe(captions('Second'));
    expect(storedCaptions(t.dataDir)).toHaveLength(1);

    const removed = (await unwrap(deleteCaptions(t, clip.id))).clip;
    expect(removed.captionsUrl).toBeNull();
    expect(storedCaptions(t.dataDir)).toEqual([]);
    // Removing none changes nothing.
    expect((await unwrap(deleteCaptions(t, clip.id))).clip).toEqual(removed);

    // The clip deleted: its captions go with it.
    await unwrap(putCaptions(t, clip.id, captions()));
    expect(storedCaptions(t.dataDir)).toHaveLength(1);
    await unwrap(t.api.me.highlights[':id'].$delete({ param: { id: clip.id } }));
    expect(storedCaptions(t.dataDir)).toEqual([]);

    // A new video in place of the featured clip's: the old one's captions no longer fit it.
    const featured = await addClip(t, 'Featured');
    await unwrap(putCaptions(t, featured.id, captions()));
    await unwrap(
      t.api.me['highlight-video'].$put(undefined, {
        headers: { 'content-type': 'video/mp4' },
        init: { body: mp4File({ seconds: 5 }) },
      }),
    );
    expect((await unwrap(t.api.me.highlights.$get())).clips).toMatchObject([
      { id: featured.id, title: 'Featured', captionsUrl: null },
    ]);
    expect(storedCaptions(t.dataDir)).toEqual([]);
  });
});
