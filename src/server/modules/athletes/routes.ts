import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { signInToFilterMessage } from '../../../shared/athlete';
import { athleteListQuerySchema, profileEditorSchema } from '../../../shared/schemas/athletes';
import type { Storage } from '../../adapters/storage/storage';
import type { Auth } from '../../auth/create-auth';
import { getSessionUser, requireUser } from '../../auth/guards';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { sendPreparedJson } from '../../http/compress';
import { getAthlete } from './get-athlete';
import {
  getAthleteOfTheMonth,
  listMostImproved,
  listNewestComplete,
} from './list-featured-athletes';
import { athleteListPage } from './list-athletes';
import { AVATAR_MAX_BYTES } from './process-avatar';
import { getOwnProfile, saveOwnProfile } from './save-own-profile';
import { uploadAvatar } from './upload-avatar';

const athleteSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    sport: z.string(),
    avatarUrl: z.string().nullable(),
  })
  .passthrough()
  .openapi('Athlete', {
    description: 'Signed-out callers get these fields only; members also get the details.',
  });
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const listRoute = createRoute({
  method: 'get',
  path: '/',
  summary: 'Search athletes, newest first, in keyset pages',
  tags: ['athletes'],
  request: { query: athleteListQuerySchema },
  responses: {
    200: json(
      z.object({
        items: z.array(athleteSchema),
        total: z.number(),
        nextCursor: z.string().nullable(),
      }),
      'A page of athletes',
    ),
    401: { description: 'Graduation year and state filters need a signed-in member' },
  },
});

const listOf = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    summary,
    tags: ['athletes'],
    responses: { 200: json(z.array(athleteSchema), 'Athletes') },
  });

const oneRoute = createRoute({
  method: 'get',
  path: '/{id}',
  summary: 'One athlete',
  tags: ['athletes'],
  request: { params: z.object({ id: z.string() }) },
  responses: { 200: json(athleteSchema, 'The athlete'), 404: { description: 'No such athlete' } },
});

const athleteOfTheMonthRoute = createRoute({
  method: 'get',
  path: '/athlete-of-the-month',
  summary: 'The featured Athlete of the Month, if one is chosen',
  tags: ['athletes'],
  responses: { 200: json(athleteSchema.nullable(), 'The athlete or null') },
});

export function athleteRoutes({ auth, db }: { auth: Auth; db: Database }) {
  return new OpenAPIHono()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const signedIn = Boolean(await getSessionUser(auth, c));
      if (!signedIn && (query.gradYear || query.state)) {
        throw new AppError('UNAUTHORIZED', signInToFilterMessage);
      }
      return sendPreparedJson(c, await athleteListPage(db, query, signedIn));
    })
    .openapi(listOf('/recent', 'The 4 newest complete profiles'), async (c) => {
      const signedIn = Boolean(await getSessionUser(auth, c));
      return c.json(await listNewestComplete(db, 4, signedIn), 200);
    })
    .openapi(listOf('/featured', 'The 5 newest complete profiles, for the carousel'), async (c) => {
      const signedIn = Boolean(await getSessionUser(auth, c));
      return c.json(await listNewestComplete(db, 5, signedIn), 200);
    })
    .openapi(
      listOf('/most-improved', 'Most improved athletes (3 or 4, special mention first)'),
      async (c) => {
        const signedIn = Boolean(await getSessionUser(auth, c));
        return c.json(await listMostImproved(db, signedIn), 200);
      },
    )
    .openapi(athleteOfTheMonthRoute, async (c) => {
      const signedIn = Boolean(await getSessionUser(auth, c));
      return c.json(await getAthleteOfTheMonth(db, signedIn), 200);
    })
    .openapi(oneRoute, async (c) => {
      const signedIn = Boolean(await getSessionUser(auth, c));
      return c.json(await getAthlete(db, c.req.valid('param').id, signedIn), 200);
    });
}

const getProfileRoute = createRoute({
  method: 'get',
  path: '/profile',
  summary: "The signed-in user's athlete profile (null before the first save)",
  tags: ['athletes'],
  responses: {
    200: json(z.object({ profile: athleteSchema.nullable() }), 'The profile'),
    401: { description: 'Not signed in' },
  },
});

const saveProfileRoute = createRoute({
  method: 'put',
  path: '/profile',
  summary: "Create or update the signed-in user's athlete profile",
  tags: ['athletes'],
  request: {
    body: { content: { 'application/json': { schema: profileEditorSchema } }, required: true },
  },
  responses: {
    200: json(z.object({ created: z.boolean(), profile: athleteSchema }), 'Saved'),
    400: { description: 'A field is not valid' },
    401: { description: 'Not signed in' },
  },
});

const avatarRoute = createRoute({
  method: 'post',
  path: '/avatar',
  summary: 'Upload a profile photo (PNG, JPEG or WebP, at most 5 MB), as form field "avatar"',
  tags: ['athletes'],
  middleware: [
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          'The photo is larger than 5 MB. Choose a smaller one.',
        );
      },
    }),
  ] as const,
  responses: {
    200: json(z.object({ avatarUrl: z.string() }), 'The new photo address'),
    400: { description: 'No file' },
    413: { description: 'Larger than 5 MB' },
    415: { description: 'Not a PNG, JPEG or WebP picture' },
  },
});

export function ownProfileRoutes({
  auth,
  db,
  storage,
}: {
  auth: Auth;
  db: Database;
  storage: Storage;
}) {
  return new OpenAPIHono()
    .openapi(getProfileRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ profile: await getOwnProfile(db, user.id) }, 200);
    })
    .openapi(saveProfileRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await saveOwnProfile(db, user.id, c.req.valid('json')), 200);
    })
    .openapi(avatarRoute, async (c) => {
      const user = await requireUser(auth, c);
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('avatar');
      if (!file || typeof file === 'string') {
        throw new AppError('BAD_REQUEST', 'Choose a photo to upload.');
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await uploadAvatar(db, storage, user.id, bytes), 200);
    });
}
