import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  defaultBoardStages,
  MAX_BOARD_ENTRIES,
  MAX_BOARDS,
  recruitingMessages,
} from '#shared/recruiting';
import { boardMessages } from '#shared/schemas/boards';
import { playerProfiles } from '#server/db/schema/athletes';
import { boardEntries, recruitingBoards } from '#server/db/schema/recruiting';
import { addCoachProfile, verifyCoach } from '#server/test/coach-fixtures';
import { consentedMinor } from '#server/test/minor-fixtures';
import { adultAthlete, verifiedCoach } from '#server/test/recruiting-fixtures';
import { createTestApp, errorOf, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';
import { boardCsvFileName, boardCsvHeaderIn } from './board-csv';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const boards = (t: TestApp) => t.api.recruiting.boards;
const board = (t: TestApp) => t.api.recruiting.boards[':boardId'];
const entry = (t: TestApp) => t.api.recruiting.boards[':boardId'].entries[':entryId'];

async function newBoard(t: TestApp, name = 'Class of 2027 guards') {
  return unwrap(boards(t).$post({ json: { name } }), 201);
}

async function addAthlete(t: TestApp, boardId: string, athleteId: string) {
  return unwrap(board(t).entries.$post({ param: { boardId }, json: { athleteId } }), 201);
}

async function exportCsv(t: TestApp, boardId: string) {
  return board(t)['export.csv'].$get({ param: { boardId } });
}

describe('who may keep boards', () => {
  it('refuses signed-out callers, members and unverified coaches, and tells a coach how to get verified', async () => {
    const signedOut = await createTestApp();
    expect((await boards(signedOut).$get({ query: {} })).status).toBe(401);

    const player = await adultAthlete();
    const refused = await boards(player).$post({ json: { name: 'Mine' } });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(recruitingMessages.notACoach);

    const coach = await createTestApp();
    const account = await createTestUser(coach, { userType: 'coach' });
    await addCoachProfile(coach.db, account.id);
    await signIn(coach, account);
    const unverified = await boards(coach).$post({ json: { name: 'Mine' } });
    expect(unverified.status).toBe(403);
    expect((await errorOf(unverified)).message).toBe(recruitingMessages.notVerified);

    // A verification whose year has ended counts for nothing.
    const lapsed = await createTestApp();
    const old = await createTestUser(lapsed, { userType: 'coach' });
    await verifyCoach(lapsed.db, old.id, { expiresAt: new Date(Date.now() - 1000) });
    await signIn(lapsed, old);
    expect((await boards(lapsed).$get({ query: {} })).status).toBe(403);
  });

  it("answers another coach's board as not found, whatever the route", async () => {
    const owner = await verifiedCoach();
    const other = await verifiedCoach();
    const player = await adultAthlete();
    const mine = await newBoard(owner);
    const added = await addAthlete(owner, mine.id, player.profileId);
    const param = { boardId: mine.id };
    const entryParam = { boardId: mine.id, entryId: added.id };

    const answers = await Promise.all([
      board(other).$get({ param }),
      board(other).$patch({ param, json: { name: 'Taken' } }),
      exportCsv(other, mine.id),
      board(other).entries.$post({ param, json: { athleteId: player.profileId } }),
      entry(other).$patch({ param: entryParam, json: { stage: 3 } }),
      entry(other).$delete({ param: entryParam }),
      board(other).$delete({ param }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect((await unwrap(boards(other).$get({ query: {} }))).boards).toEqual([]);
    // Nothing changed on the owner's board.
    const kept = await unwrap(board(owner).$get({ param }));
    expect(kept).toMatchObject({ name: 'Class of 2027 guards', entryCount: 1 });
    expect(kept.entries[0]).toMatchObject({ stage: 0, rating: null });
  });
});

describe('a board', () => {
  it('starts with the five stages, is renamed, and lists its athletes with their details', async () => {
    const coach = await verifiedCoach();
    const player = await adultAthlete({ firstName: 'Avery' });
    const created = await newBoard(coach);
    expect(created).toMatchObject({ stages: defaultBoardStages, entryCount: 0 });

    const empty = await unwrap(board(coach).$get({ param: { boardId: created.id } }));
    expect(empty.entries).toEqual([]);

    await addAthlete(coach, created.id, player.profileId);
    const renamed = await unwrap(
      board(coach).$patch({
        param: { boardId: created.id },
        json: {
          name: '2027 wings',
          stages: ['Watching', 'Film', 'Called', 'Offered', 'Signed'],
        },
      }),
    );
    expect(renamed).toMatchObject({ name: '2027 wings', entryCount: 1 });
    expect(renamed.stages[1]).toBe('Film');

    const read = await unwrap(board(coach).$get({ param: { boardId: created.id } }));
    expect(read.entries).toHaveLength(1);
    expect(read.entries[0]).toMatchObject({
      hidden: false,
      stage: 0,
      athlete: {
        id: player.profileId,
        firstName: 'Avery',
        lastName: 'Reyes',
        position: 'Guard',
        school: 'Northside High',
        graduationYear: 2027,
      },
    });

    const list = await unwrap(boards(coach).$get({ query: { athleteId: player.profileId } }));
    expect(list.boards).toEqual([expect.objectContaining({ id: created.id, hasAthlete: true })]);

    // Four stage names, or a blank one, are refused.
    const short = await board(coach).$patch({
      param: { boardId: created.id },
      json: { stages: ['A', 'B', 'C', 'D'] },
    });
    expect(short.status).toBe(400);
    const blank = await board(coach).$patch({
      param: { boardId: created.id },
      json: { stages: ['A', 'B', ' ', 'D', 'E'] },
    });
    expect(blank.status).toBe(400);

    expect(await unwrap(board(coach).$delete({ param: { boardId: created.id } }))).toEqual({
      deleted: true,
    });
    expect((await board(coach).$get({ param: { boardId: created.id } })).status).toBe(404);
    expect(
      await coach.db.select().from(boardEntries).where(eq(boardEntries.boardId, created.id)),
    ).toEqual([]);
  });

  it('moves, rates, annotates and removes an entry; a move is dated, a rating is not', async () => {
    const coach = await verifiedCoach();
    const player = await adultAthlete();
    const { id: boardId } = await newBoard(coach);
    const added = await addAthlete(coach, boardId, player.profileId);
    const param = { boardId, entryId: added.id };

    const again = await board(coach).entries.$post({
      param: { boardId },
      json: { athleteId: player.profileId },
    });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(recruitingMessages.alreadyOnBoard);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const moved = await unwrap(entry(coach).$patch({ param, json: { stage: 1 } }));
    expect(moved.stage).toBe(1);
    expect(moved.movedAt > added.movedAt).toBe(true);

    const rated = await unwrap(
      entry(coach).$patch({ param, json: { rating: 4, notes: 'Sees the floor.\nGreat feet.' } }),
    );
    expect(rated).toMatchObject({ stage: 1, rating: 4, notes: 'Sees the floor.\nGreat feet.' });
    expect(rated.movedAt).toBe(moved.movedAt);

    const unrated = await unwrap(entry(coach).$patch({ param, json: { rating: null } }));
    expect(unrated.rating).toBeNull();

    for (const json of [{ stage: 5 }, { stage: -1 }, { rating: 6 }, { rating: 0 }, {}]) {
      const bad = await entry(coach).$patch({ param, json });
      expect(bad.status, JSON.stringify(json)).toBe(400);
    }

    expect(await unwrap(entry(coach).$delete({ param }))).toEqual({ deleted: true });
    expect((await entry(coach).$delete({ param })).status).toBe(404);
  });

  it('refuses an athlete the coach may not see, as not found', async () => {
    const coach = await verifiedCoach();
    const player = await adultAthlete();
    await unwrap(player.api.me.privacy.$put({ json: { visibility: 'private' } }));
    const { id: boardId } = await newBoard(coach);
    const refused = await board(coach).entries.$post({
      param: { boardId },
      json: { athleteId: player.profileId },
    });
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).message).toBe(boardMessages.noAthlete);
    const nobody = await board(coach).entries.$post({
      param: { boardId },
      json: { athleteId: randomUUID() },
    });
    expect(nobody.status).toBe(404);
  });

  it(`keeps at most ${MAX_BOARDS} boards per coach`, async () => {
    const coach = await verifiedCoach();
    await coach.db.insert(recruitingBoards).values(
      Array.from({ length: MAX_BOARDS }, (_, index) => ({
        coachId: coach.account.id,
        name: `Board ${index + 1}`,
        stages: [...defaultBoardStages],
      })),
    );
    const refused = await boards(coach).$post({ json: { name: 'One more' } });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(recruitingMessages.tooManyBoards);
    expect((await unwrap(boards(coach).$get({ query: {} }))).boards).toHaveLength(MAX_BOARDS);
  });

  it(`holds at most ${MAX_BOARD_ENTRIES} athletes`, async () => {
    const coach = await verifiedCoach();
    const { id: boardId } = await newBoard(coach);
    const tag = randomUUID().slice(0, 8);
    // 501 listed athletes, written in bulk.
    await coach.db.execute(sql`
      insert into "user" (id, name, email, email_verified, user_type)
      select 'board-limit-' || ${tag} || '-' || g, 'Athlete ' || g,
        'board-limit-' || ${tag} || '-' || g || '@example.com', true, 'player'
      from generate_series(1, ${MAX_BOARD_ENTRIES + 1}) g`);
    await coach.db.execute(sql`
      insert into player_profiles (user_id, first_name, last_name, sport, listed)
      select 'board-limit-' || ${tag} || '-' || g, 'Athlete', 'No. ' || g, 'Basketball', true
      from generate_series(1, ${MAX_BOARD_ENTRIES + 1}) g`);
    const profiles = await coach.db
      .select({ id: playerProfiles.id })
      .from(playerProfiles)
      .where(sql`${playerProfiles.userId} like ${`board-limit-${tag}-%`}`);
    expect(profiles).toHaveLength(MAX_BOARD_ENTRIES + 1);
    const [last, ...rest] = profiles;
    await coach.db
      .insert(boardEntries)
      .values(rest.map((profile) => ({ boardId, athleteId: profile.id })));

    const full = await board(coach).entries.$post({
      param: { boardId },
      json: { athleteId: last!.id },
    });
    expect(full.status).toBe(409);
    expect((await errorOf(full)).message).toBe(recruitingMessages.boardFull);
    const read = await unwrap(board(coach).$get({ param: { boardId } }));
    expect(read.entries).toHaveLength(MAX_BOARD_ENTRIES);
  });
});

describe('athletes the coach may no longer see', () => {
  it('keeps a minor whose guardian withdrew consent as a hidden row, and out of the export', async () => {
    const coach = await verifiedCoach();
    const minor = await consentedMinor();
    const adult = await adultAthlete({ firstName: 'Jamie' });
    const { id: boardId } = await newBoard(coach, '=HYPERLINK("x") board');
    const minorEntry = await addAthlete(coach, boardId, minor.id);
    await addAthlete(coach, boardId, adult.profileId);
    await unwrap(
      entry(coach).$patch({
        param: { boardId, entryId: minorEntry.id },
        json: { stage: 2, rating: 5, notes: 'Great motor' },
      }),
    );
    await unwrap(
      minor.t.api.consent[':token'].$post({
        param: { token: minor.token },
        json: { decision: 'withdraw' },
      }),
    );

    const read = await unwrap(board(coach).$get({ param: { boardId } }));
    const hiddenRow = read.entries.find((row) => row.id === minorEntry.id);
    // The coach's own stage, rating and notes stay; nothing of the athlete does.
    expect(hiddenRow).toEqual({
      id: minorEntry.id,
      stage: 2,
      rating: 5,
      notes: 'Great motor',
      addedAt: expect.any(String),
      movedAt: expect.any(String),
      hidden: true,
      athlete: null,
    });
    const body = JSON.stringify(read);
    expect(body).not.toContain(minor.id);
    expect(body).not.toContain('Robin');

    const csv = await exportCsv(coach, boardId);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="board-hyperlink-x-board-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await csv.text();
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      boardCsvHeaderIn('en')
        .map((name) => `"${name}"`)
        .join(','),
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Jamie"');
    expect(text).not.toContain('Robin');
    expect(text).not.toContain(minor.id);
    expect(text).not.toContain('Great motor');

    // The row can still be taken off the board.
    expect(
      await unwrap(entry(coach).$delete({ param: { boardId, entryId: minorEntry.id } })),
    ).toEqual({ deleted: true });
  });

  it('hides a profile set private after it was added, and shows it again when it comes back', async () => {
    const coach = await verifiedCoach();
    const player = await adultAthlete({ firstName: 'Quinn' });
    const { id: boardId } = await newBoard(coach);
    await addAthlete(coach, boardId, player.profileId);
    await unwrap(player.api.me.privacy.$put({ json: { visibility: 'private' } }));

    const hidden = await unwrap(board(coach).$get({ param: { boardId } }));
    expect(hidden.entries[0]).toMatchObject({ hidden: true, athlete: null });
    expect(JSON.stringify(hidden)).not.toContain('Quinn');
    expect(await (await exportCsv(coach, boardId)).text()).not.toContain('Quinn');

    // Shown to verified coaches only: this coach sees it again.
    await unwrap(player.api.me.privacy.$put({ json: { visibility: 'coaches' } }));
    const back = await unwrap(board(coach).$get({ param: { boardId } }));
    expect(back.entries[0]).toMatchObject({ hidden: false, athlete: { firstName: 'Quinn' } });
  });
});

describe('the export', () => {
  it('writes formula-looking values as text', async () => {
    const coach = await verifiedCoach();
    const player = await adultAthlete({ firstName: 'Lee' });
    const { id: boardId } = await newBoard(coach);
    const added = await addAthlete(coach, boardId, player.profileId);
    await unwrap(
      entry(coach).$patch({
        param: { boardId, entryId: added.id },
        json: { rating: 3, notes: '=cmd|"/c calc"!A1' },
      }),
    );
    const text = await (await exportCsv(coach, boardId)).text();
    expect(text).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(text).toContain(`"Watching","3"`);
  });

  it('names the file after the board', () => {
    const day = new Date('2026-11-26T12:00:00Z');
    expect(boardCsvFileName('Class of 2027 guards', day)).toBe(
      'board-class-of-2027-guards-2026-11-26.csv',
    );
    expect(boardCsvFileName('★★★', day)).toBe('board-export-2026-11-26.csv');
  });
});
