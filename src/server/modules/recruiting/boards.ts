import { and, asc, count, eq, exists, sql, type AnyColumn } from 'drizzle-orm';
import {
  defaultBoardStages,
  MAX_BOARD_ENTRIES,
  MAX_BOARDS,
  recruitingMessages,
} from '#shared/recruiting';
import {
  boardMessages,
  type Board,
  type BoardAthlete,
  type BoardEntry,
  type BoardEntryCreateInput,
  type BoardEntryUpdateInput,
  type BoardSummary,
  type BoardUpdateInput,
} from '#shared/schemas/boards';
import type { Database } from '#server/db/client';
import { preparedPerDatabase } from '#server/db/prepared';
import { playerProfiles as p } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { boardEntries as e, recruitingBoards as b } from '#server/db/schema/recruiting';
import { AppError } from '#server/http/app-error';
import { isUuid } from '#shared/uuid';
import { visibleTo } from '#server/modules/privacy';

// A verified coach's recruiting boards (docs/product.md#recruiting-boards). The routes check
// that the caller is a verified coach (requireVerifiedCoach) before any of these run; here every
// query is scoped to the coach's own boards, so another coach's board id is simply not found.

type BoardRow = typeof b.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', boardMessages.noBoard);

/**
 * What a board may show of an athlete: the details a verified coach sees, only while the
 * privacy rule lets this coach see the profile (visibleTo('coach'): listed, so not private, not
 * held, with a guardian's consent for a minor). Otherwise only the coach's own stage, rating and
 * notes remain, marked hidden.
 */
const athleteColumns = {
  visible: sql<boolean>`${visibleTo('coach')}`.as('visible'),
  athleteId: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  sport: p.sport,
  avatarUrl: p.avatarUrl,
  position: p.position,
  school: p.school,
  state: p.state,
  graduationYear: p.graduationYear,
};

/**
 * Each entry's athlete, read by its key for that entry: the entries come in board order from
 * their board_id index, and each takes one primary-key probe (500 entries: about 1 ms). The
 * LIMIT keeps PostgreSQL from planning it as a plain join, which for a few hundred entries it
 * answers by hashing a full scan of the profiles and sorting the result (7 ms with 20,000
 * profiles, and growing with the table: npm run bench:board -- --explain).
 */
function entryAthletes(db: Database) {
  return db
    .select(athleteColumns)
    .from(p)
    .where(eq(p.id, e.athleteId))
    .limit(1)
    .as('entry_athlete');
}

/**
 * An entry's columns with its athlete's, from `from(e).leftJoinLateral(athlete, true)`. The
 * athlete's columns are read as plain SQL: drizzle maps a subquery's own column objects for each
 * row at a cost that shows on a board of 500.
 */
function entryWithAthlete(athlete: ReturnType<typeof entryAthletes>) {
  return {
    ...entryColumns,
    visible: sql<boolean>`coalesce(${athlete.visible}, false)`,
    athleteId: sql<string | null>`${athlete.athleteId}`,
    firstName: sql<string | null>`${athlete.firstName}`,
    lastName: sql<string | null>`${athlete.lastName}`,
    sport: sql<string | null>`${athlete.sport}`,
    avatarUrl: sql<string | null>`${athlete.avatarUrl}`,
    position: sql<string | null>`${athlete.position}`,
    school: sql<string | null>`${athlete.school}`,
    state: sql<string | null>`${athlete.state}`,
    graduationYear: sql<number | null>`${athlete.graduationYear}`,
  };
}

/**
 * A time as the answer writes it (what Date#toISOString gives), made by the database: a board
 * of 500 entries then parses no dates at all.
 */
const isoText = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const entryColumns = {
  entryId: e.id,
  stage: e.stage,
  rating: e.rating,
  notes: e.notes,
  addedAt: isoText(e.addedAt).as('added_at_text'),
  movedAt: isoText(e.movedAt).as('moved_at_text'),
};

/** Entries with their athletes, as a board and a single entry read them. */
function readEntries(db: Database) {
  const athlete = entryAthletes(db);
  return db
    .select(entryWithAthlete(athlete))
    .from(e)
    .leftJoinLateral(athlete, sql`true`)
    .$dynamic();
}

type EntryRow = {
  entryId: string;
  stage: number;
  rating: number | null;
  notes: string;
  addedAt: string;
  movedAt: string;
  visible: boolean;
  athleteId: string | null;
  firstName: string | null;
  lastName: string | null;
  sport: string | null;
  avatarUrl: string | null;
  position: string | null;
  school: string | null;
  state: string | null;
  graduationYear: number | null;
};

function athleteOf(row: EntryRow): BoardAthlete | null {
  if (!row.visible || !row.athleteId) return null;
  return {
    id: row.athleteId,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    sport: row.sport ?? '',
    avatarUrl: row.avatarUrl,
    position: row.position ?? '',
    school: row.school ?? '',
    state: row.state,
    graduationYear: row.graduationYear,
  };
}

/** An entry as the coach reads it: a hidden athlete's row keeps nothing of the athlete. */
export function entryView(row: EntryRow): BoardEntry {
  const athlete = athleteOf(row);
  return {
    id: row.entryId,
    stage: row.stage,
    rating: row.rating,
    notes: row.notes,
    addedAt: row.addedAt,
    movedAt: row.movedAt,
    hidden: athlete === null,
    athlete,
  };
}

function summaryOf(row: BoardRow, entryCount: number, hasAthlete?: boolean): BoardSummary {
  return {
    id: row.id,
    name: row.name,
    stages: row.stages,
    entryCount,
    ...(hasAthlete === undefined ? {} : { hasAthlete }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The coach's boards, oldest first, with how many athletes each holds. */
export async function listBoards(
  db: Database,
  coachId: string,
  athleteId?: string,
): Promise<BoardSummary[]> {
  // A join, not a subquery: drizzle writes a lone table's columns without the table's name.
  const holds = athleteId
    ? sql<boolean>`coalesce(bool_or(${e.athleteId} = ${athleteId}), false)`
    : sql<boolean>`false`;
  const rows = await db
    .select({ board: b, entryCount: sql<number>`count(${e.id})::int`, hasAthlete: holds })
    .from(b)
    .leftJoin(e, eq(e.boardId, b.id))
    .where(eq(b.coachId, coachId))
    .groupBy(b.id)
    .orderBy(asc(b.createdAt), asc(b.id));
  return rows.map((row) =>
    summaryOf(row.board, Number(row.entryCount), athleteId ? Boolean(row.hasAthlete) : undefined),
  );
}

/**
 * Locks the coach's account row for the rest of the transaction: two boards created at once
 * are counted one after the other, so the limit holds. NO KEY UPDATE leaves the foreign keys
 * that point at the account free.
 */
async function lockCoach(tx: Database, coachId: string) {
  await tx.execute(sql`select 1 from ${user} where ${user.id} = ${coachId} for no key update`);
}

/** A new board with the five default stages; at most MAX_BOARDS per coach. */
export async function createBoard(
  db: Database,
  coachId: string,
  name: string,
): Promise<BoardSummary> {
  return db.transaction(async (tx) => {
    await lockCoach(tx, coachId);
    const [{ boards = 0 } = {}] = await tx
      .select({ boards: count() })
      .from(b)
      .where(eq(b.coachId, coachId));
    if (boards >= MAX_BOARDS) throw new AppError('CONFLICT', recruitingMessages.tooManyBoards);
    const [row] = await tx
      .insert(b)
      .values({ coachId, name, stages: [...defaultBoardStages] })
      .returning();
    return summaryOf(row!, 0);
  });
}

/**
 * A board's two reads, prepared once per database (a board of 500 is read often and planned
 * once): its own row, and its entries with their athletes, in stage order and, within a stage,
 * the order they arrived in it. The entries come in that order from the board_id index and each
 * athlete is one probe by key: 500 entries in under 2 ms on PostgreSQL, however many profiles
 * there are (npm run bench:board -- --explain).
 */
const boardStatements = preparedPerDatabase((db) => ({
  board: db
    .select({
      id: b.id,
      name: b.name,
      stages: b.stages,
      createdAt: isoText(b.createdAt).as('board_created_at'),
      updatedAt: isoText(b.updatedAt).as('board_updated_at'),
    })
    .from(b)
    .where(and(eq(b.id, sql.placeholder('boardId')), eq(b.coachId, sql.placeholder('coachId'))))
    .prepare('recruiting_board'),
  // Scoped to the coach like every query here, so it can run beside the board's own read.
  entries: readEntries(db)
    .where(
      and(
        eq(e.boardId, sql.placeholder('boardId')),
        exists(
          db
            .select({ one: sql`1` })
            .from(b)
            .where(
              and(eq(b.id, sql.placeholder('boardId')), eq(b.coachId, sql.placeholder('coachId'))),
            ),
        ),
      ),
    )
    .orderBy(asc(e.stage), asc(e.movedAt))
    .prepare('recruiting_board_entries'),
}));

export async function getBoard(db: Database, coachId: string, boardId: string): Promise<Board> {
  if (!isUuid(boardId)) throw notFound();
  const statements = boardStatements(db);
  // Both at once: one round trip's wait instead of two.
  const [[board], rows] = await Promise.all([
    statements.board.execute({ boardId, coachId }),
    statements.entries.execute({ boardId, coachId }),
  ]);
  if (!board) throw notFound();
  const entries = rows.map((row) => entryView(row as EntryRow));
  return { ...board, entryCount: entries.length, entries };
}

/** The board of this coach, or 404 (another coach's board is not found either). */
async function ownBoard(
  db: Database,
  coachId: string,
  boardId: string,
  lock = false,
): Promise<BoardRow> {
  const query = db
    .select()
    .from(b)
    .where(and(eq(b.id, boardId), eq(b.coachId, coachId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** A new name, new stage names, or both. */
export async function updateBoard(
  db: Database,
  coachId: string,
  boardId: string,
  input: BoardUpdateInput,
): Promise<BoardSummary> {
  const [row] = await db
    .update(b)
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.stages === undefined ? {} : { stages: input.stages }),
    })
    .where(and(eq(b.id, boardId), eq(b.coachId, coachId)))
    .returning();
  if (!row) throw notFound();
  const [{ entries = 0 } = {}] = await db
    .select({ entries: count() })
    .from(e)
    .where(eq(e.boardId, boardId));
  return summaryOf(row, entries);
}

/** Deletes a board and its entries (they cascade). */
export async function deleteBoard(db: Database, coachId: string, boardId: string): Promise<void> {
  const deleted = await db
    .delete(b)
    .where(and(eq(b.id, boardId), eq(b.coachId, coachId)))
    .returning({ id: b.id });
  if (deleted.length === 0) throw notFound();
}

/** One entry of the coach's board, read as getBoard reads it. */
async function readEntry(db: Database, boardId: string, entryId: string): Promise<BoardEntry> {
  const [row] = await readEntries(db).where(and(eq(e.id, entryId), eq(e.boardId, boardId)));
  if (!row) throw new AppError('NOT_FOUND', boardMessages.noEntry);
  return entryView(row);
}

/**
 * Puts an athlete on a board: only one the coach may see now (the privacy rule), at most once
 * per board and MAX_BOARD_ENTRIES in all. The board's row is locked while it is counted, so two
 * adds at once cannot pass the limit together.
 */
export async function addEntry(
  db: Database,
  coachId: string,
  boardId: string,
  input: BoardEntryCreateInput,
): Promise<BoardEntry> {
  const entryId = await db.transaction(async (tx) => {
    await ownBoard(tx, coachId, boardId, true);
    const [athlete] = await tx
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.id, input.athleteId), visibleTo('coach')));
    // Whether a hidden profile exists is not this coach's to learn: it is simply not found.
    if (!athlete) throw new AppError('NOT_FOUND', boardMessages.noAthlete);
    const [{ entries = 0 } = {}] = await tx
      .select({ entries: count() })
      .from(e)
      .where(eq(e.boardId, boardId));
    const [added] = await tx
      .insert(e)
      .values({ boardId, athleteId: athlete.id, stage: input.stage ?? 0 })
      .onConflictDoNothing()
      .returning({ id: e.id });
    if (!added) throw new AppError('CONFLICT', recruitingMessages.alreadyOnBoard);
    if (entries >= MAX_BOARD_ENTRIES) {
      throw new AppError('CONFLICT', recruitingMessages.boardFull);
    }
    return added.id;
  });
  return readEntry(db, boardId, entryId);
}

/** Moves an entry to another stage, rates it or writes its notes. */
export async function updateEntry(
  db: Database,
  coachId: string,
  boardId: string,
  entryId: string,
  input: BoardEntryUpdateInput,
): Promise<BoardEntry> {
  await ownBoard(db, coachId, boardId);
  const updated = await db
    .update(e)
    .set({
      ...(input.stage === undefined
        ? {}
        : {
            stage: input.stage,
            // A move is dated only when the stage changes: rating or notes leave it alone.
            movedAt: sql`case when ${e.stage} = ${input.stage} then ${e.movedAt} else now() end`,
          }),
      ...(input.rating === undefined ? {} : { rating: input.rating }),
      ...(input.notes === undefined ? {} : { notes: input.notes }),
    })
    .where(and(eq(e.id, entryId), eq(e.boardId, boardId)))
    .returning({ id: e.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', boardMessages.noEntry);
  return readEntry(db, boardId, entryId);
}

/** Takes an athlete off the board, hidden or not. */
export async function removeEntry(
  db: Database,
  coachId: string,
  boardId: string,
  entryId: string,
): Promise<void> {
  await ownBoard(db, coachId, boardId);
  const deleted = await db
    .delete(e)
    .where(and(eq(e.id, entryId), eq(e.boardId, boardId)))
    .returning({ id: e.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', boardMessages.noEntry);
}
