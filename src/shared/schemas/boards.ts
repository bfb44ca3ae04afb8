import { BOARD_STAGE_COUNT } from '../recruiting';
import { lineText, multilineText } from './text';
import { z } from './zod';

// A verified coach's recruiting boards (docs/product.md#recruiting-boards): boards with five
// renamable stages, and the athletes on them with the coach's rating and private notes.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const BOARD_NAME_MAX = 80;
export const BOARD_STAGE_NAME_MAX = 40;
export const BOARD_NOTES_MAX = 5000;

export const boardMessages = {
  noBoard: 'There is no such board. It may have been deleted.',
  noEntry: 'This athlete is no longer on the board.',
  noAthlete: 'This athlete cannot be added: their profile is not shown to you.',
  nameRequired: 'Give the board a name, for example Class of 2027 guards.',
  nameTooLong: `Use at most ${BOARD_NAME_MAX} characters for the name.`,
  stageRequired: 'Give every stage a name.',
  stageTooLong: `Use at most ${BOARD_STAGE_NAME_MAX} characters for a stage.`,
  stageCount: `A board has ${BOARD_STAGE_COUNT} stages.`,
  stage: `Choose a stage from 1 to ${BOARD_STAGE_COUNT}.`,
  rating: 'Choose a rating from 1 to 5, or none.',
  notesTooLong: `Keep the notes under ${BOARD_NOTES_MAX} characters.`,
  nothingToChange: 'Nothing to change.',
} as const;

export const boardIdParamSchema = z
  .object({ boardId: z.string().regex(UUID, boardMessages.noBoard) })
  .strict();

export const boardEntryParamSchema = z
  .object({
    boardId: z.string().regex(UUID, boardMessages.noBoard),
    entryId: z.string().regex(UUID, boardMessages.noEntry),
  })
  .strict();

const boardName = lineText({ error: boardMessages.nameRequired })
  .trim()
  .min(1, boardMessages.nameRequired)
  .max(BOARD_NAME_MAX, boardMessages.nameTooLong);

const stageName = lineText({ error: boardMessages.stageRequired })
  .trim()
  .min(1, boardMessages.stageRequired)
  .max(BOARD_STAGE_NAME_MAX, boardMessages.stageTooLong);

/** A stage's place on the board: 0 is the first of the five. */
const stageIndex = z
  .number({ error: boardMessages.stage })
  .int(boardMessages.stage)
  .min(0, boardMessages.stage)
  .max(BOARD_STAGE_COUNT - 1, boardMessages.stage);

const rating = z
  .number({ error: boardMessages.rating })
  .int(boardMessages.rating)
  .min(1, boardMessages.rating)
  .max(5, boardMessages.rating);

const notes = multilineText({ error: boardMessages.notesTooLong }).max(
  BOARD_NOTES_MAX,
  boardMessages.notesTooLong,
);

/** GET /api/recruiting/boards: with an athlete, each board says whether it holds them. */
export const boardListQuerySchema = z
  .object({ athleteId: z.string().regex(UUID, boardMessages.noAthlete).optional() })
  .strict();

/** POST /api/recruiting/boards */
export const boardCreateInputSchema = z.object({ name: boardName }).strict();
export type BoardCreateInput = z.infer<typeof boardCreateInputSchema>;

/** PATCH /api/recruiting/boards/{boardId}: a new name, new stage names, or both. */
export const boardUpdateInputSchema = z
  .object({
    name: boardName.optional(),
    stages: z
      .array(stageName, { error: boardMessages.stageCount })
      .length(BOARD_STAGE_COUNT, boardMessages.stageCount)
      .optional(),
  })
  .strict()
  .refine((input) => input.name !== undefined || input.stages !== undefined, {
    message: boardMessages.nothingToChange,
  });
export type BoardUpdateInput = z.infer<typeof boardUpdateInputSchema>;

/** POST /api/recruiting/boards/{boardId}/entries */
export const boardEntryCreateInputSchema = z
  .object({
    athleteId: z.string({ error: boardMessages.noAthlete }).regex(UUID, boardMessages.noAthlete),
    stage: stageIndex.optional(),
  })
  .strict();
export type BoardEntryCreateInput = z.infer<typeof boardEntryCreateInputSchema>;

/** PATCH /api/recruiting/boards/{boardId}/entries/{entryId}: a move, a rating, notes. */
export const boardEntryUpdateInputSchema = z
  .object({
    stage: stageIndex.optional(),
    /** null takes the rating away */
    rating: rating.nullable().optional(),
    notes: notes.optional(),
  })
  .strict()
  .refine(
    (input) => input.stage !== undefined || input.rating !== undefined || input.notes !== undefined,
    { message: boardMessages.nothingToChange },
  );
export type BoardEntryUpdateInput = z.infer<typeof boardEntryUpdateInputSchema>;

/** A board in the coach's list. */
export const boardSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  stages: z.array(z.string()),
  entryCount: z.number(),
  /** only when the list was asked about an athlete: whether this board holds them */
  hasAthlete: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BoardSummary = z.infer<typeof boardSummarySchema>;

export const boardListSchema = z.object({ boards: z.array(boardSummarySchema) });
export type BoardList = z.infer<typeof boardListSchema>;

/** What a board shows of an athlete the coach may see now. */
export const boardAthleteSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  sport: z.string(),
  avatarUrl: z.string().nullable(),
  position: z.string(),
  school: z.string(),
  state: z.string().nullable(),
  graduationYear: z.number().nullable(),
});
export type BoardAthlete = z.infer<typeof boardAthleteSchema>;

/**
 * An athlete on a board. When the coach may no longer see the profile (hidden, private, a
 * guardian's consent withdrawn, held by a moderator) the row stays with the coach's own stage,
 * rating and notes, marked hidden, and says nothing of the athlete (athlete: null).
 */
export const boardEntrySchema = z.object({
  id: z.string(),
  stage: z.number(),
  rating: z.number().nullable(),
  notes: z.string(),
  addedAt: z.string(),
  movedAt: z.string(),
  hidden: z.boolean(),
  athlete: boardAthleteSchema.nullable(),
});
export type BoardEntry = z.infer<typeof boardEntrySchema>;

/** GET /api/recruiting/boards/{boardId}: the board and its entries, by stage. */
export const boardSchema = boardSummarySchema.extend({ entries: z.array(boardEntrySchema) });
export type Board = z.infer<typeof boardSchema>;

export const boardDeletedSchema = z.object({ deleted: z.literal(true) });
