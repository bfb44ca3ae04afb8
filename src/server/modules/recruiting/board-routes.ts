import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  boardCreateInputSchema,
  boardDeletedSchema,
  boardEntryCreateInputSchema,
  boardEntryParamSchema,
  boardEntrySchema,
  boardEntryUpdateInputSchema,
  boardIdParamSchema,
  boardListQuerySchema,
  boardListSchema,
  boardSchema,
  boardSummarySchema,
  boardUpdateInputSchema,
} from '#shared/schemas/boards';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import { requireVerifiedCoach } from '#server/modules/coaches';
import { boardCsv, boardCsvFileName } from './board-csv';
import { mailLocaleOf } from '#server/adapters/mail/mail-words';
import {
  addEntry,
  createBoard,
  deleteBoard,
  getBoard,
  listBoards,
  removeEntry,
  updateBoard,
  updateEntry,
} from './boards';

const tags = ['recruiting'];

/** Every board route is for verified coaches; the others are told why and how to get verified. */
const coachOnly = {
  400: { description: 'A field is missing or not valid; fieldErrors names it' },
  ...notSignedIn,
  403: { description: 'Not a verified coach: the message says how to get verified' },
} as const;
const noBoard = { 404: { description: 'No board of this coach with this id' } } as const;
const noEntry = {
  404: { description: 'No board of this coach with this id, or no such entry on it' },
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: "The coach's recruiting boards; with an athlete, whether each board holds them",
  tags,
  request: { query: boardListQuerySchema },
  responses: { 200: jsonContent(boardListSchema, 'The boards, oldest first'), ...coachOnly },
});

const createBoardRoute = createRoute({
  method: 'post',
  path: '/',
  summary: 'Creates a board with the five default stages',
  tags,
  request: { body: jsonBody(boardCreateInputSchema) },
  responses: {
    201: jsonContent(boardSummarySchema, 'The new board'),
    ...coachOnly,
    409: { description: 'The coach keeps the most boards allowed already' },
  },
});

const getBoardRoute = createRoute({
  method: 'get',
  path: '/{boardId}',
  summary:
    'A board with its entries; an athlete the coach may no longer see stays as a hidden row without details',
  tags,
  request: { params: boardIdParamSchema },
  responses: { 200: jsonContent(boardSchema, 'The board'), ...coachOnly, ...noBoard },
});

const updateBoardRoute = createRoute({
  method: 'patch',
  path: '/{boardId}',
  summary: 'Renames a board or its stages',
  tags,
  request: { params: boardIdParamSchema, body: jsonBody(boardUpdateInputSchema) },
  responses: { 200: jsonContent(boardSummarySchema, 'The board'), ...coachOnly, ...noBoard },
});

const deleteBoardRoute = createRoute({
  method: 'delete',
  path: '/{boardId}',
  summary: 'Deletes a board and everything on it',
  tags,
  request: { params: boardIdParamSchema },
  responses: { 200: jsonContent(boardDeletedSchema, 'Deleted'), ...coachOnly, ...noBoard },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/{boardId}/export.csv',
  summary:
    'A board as a CSV file: the athletes the coach may see now, with stage, rating and notes',
  tags,
  request: { params: boardIdParamSchema },
  responses: {
    200: {
      description:
        'The file, as an attachment; hidden athletes are left out and every cell is escaped so spreadsheets show formulas as text',
      content: { 'text/csv': { schema: z.string() } },
    },
    ...coachOnly,
    ...noBoard,
  },
});

const addEntryRoute = createRoute({
  method: 'post',
  path: '/{boardId}/entries',
  summary: 'Puts an athlete the coach may see on a board',
  tags,
  request: { params: boardIdParamSchema, body: jsonBody(boardEntryCreateInputSchema) },
  responses: {
    201: jsonContent(boardEntrySchema, 'The new entry'),
    ...coachOnly,
    404: { description: 'No such board of this coach, or no athlete this coach may see' },
    409: { description: 'The athlete is on the board already, or the board is full' },
  },
});

const updateEntryRoute = createRoute({
  method: 'patch',
  path: '/{boardId}/entries/{entryId}',
  summary: "Moves an entry to another stage, or changes the coach's rating or notes",
  tags,
  request: { params: boardEntryParamSchema, body: jsonBody(boardEntryUpdateInputSchema) },
  responses: { 200: jsonContent(boardEntrySchema, 'The entry'), ...coachOnly, ...noEntry },
});

const removeEntryRoute = createRoute({
  method: 'delete',
  path: '/{boardId}/entries/{entryId}',
  summary: 'Takes an athlete off a board',
  tags,
  request: { params: boardEntryParamSchema },
  responses: { 200: jsonContent(boardDeletedSchema, 'Removed'), ...coachOnly, ...noEntry },
});

/** /api/recruiting/boards: a verified coach's recruiting boards (docs/product.md#recruiting-boards). */
export function boardRoutes(deps: { auth: Auth; db: Database; publicUrl: string; clock: Clock }) {
  const { auth, db, publicUrl, clock } = deps;
  /** The verified coach calling, or the refusal (401, or 403 with the way to get verified). */
  const coach = async (c: Context) =>
    (await requireVerifiedCoach(db, await requireUser(auth, c), new Date(clock.now()))).userId;

  return new OpenAPIHono()
    .openapi(listRoute, async (c) => {
      const coachId = await coach(c);
      const boards = await listBoards(db, coachId, c.req.valid('query').athleteId);
      return c.json({ boards }, 200);
    })
    .openapi(createBoardRoute, async (c) => {
      const coachId = await coach(c);
      return c.json(await createBoard(db, coachId, c.req.valid('json').name), 201);
    })
    .openapi(getBoardRoute, async (c) => {
      const coachId = await coach(c);
      return c.json(await getBoard(db, coachId, c.req.valid('param').boardId), 200);
    })
    .openapi(updateBoardRoute, async (c) => {
      const coachId = await coach(c);
      const { boardId } = c.req.valid('param');
      return c.json(await updateBoard(db, coachId, boardId, c.req.valid('json')), 200);
    })
    .openapi(deleteBoardRoute, async (c) => {
      const coachId = await coach(c);
      await deleteBoard(db, coachId, c.req.valid('param').boardId);
      return c.json({ deleted: true as const }, 200);
    })
    .openapi(exportRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { userId } = await requireVerifiedCoach(db, user, new Date(clock.now()));
      const board = await getBoard(db, userId, c.req.valid('param').boardId);
      // The header in the coach's language, the links to the pages in it.
      return c.body(boardCsv(board, publicUrl, mailLocaleOf(user.language)), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${boardCsvFileName(board.name, new Date(clock.now()))}"`,
      });
    })
    .openapi(addEntryRoute, async (c) => {
      const coachId = await coach(c);
      const { boardId } = c.req.valid('param');
      return c.json(await addEntry(db, coachId, boardId, c.req.valid('json')), 201);
    })
    .openapi(updateEntryRoute, async (c) => {
      const coachId = await coach(c);
      const { boardId, entryId } = c.req.valid('param');
      return c.json(await updateEntry(db, coachId, boardId, entryId, c.req.valid('json')), 200);
    })
    .openapi(removeEntryRoute, async (c) => {
      const coachId = await coach(c);
      const { boardId, entryId } = c.req.valid('param');
      await removeEntry(db, coachId, boardId, entryId);
      return c.json({ deleted: true as const }, 200);
    });
}
