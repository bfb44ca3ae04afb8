import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { HonoRequest } from 'hono';
import {
  athleteDetailsSchema,
  clipIdParamSchema,
  clipOrderSchema,
  highlightClipSchema,
  highlightVideoSchema,
  newClipQuerySchema,
  ownReelSchema,
  profileEditorSchema,
  updateClipSchema,
} from '#shared/schemas/athletes';
import { captionsUploadSchema } from '#shared/schemas/captions';
import type { Storage } from '#server/adapters/storage/storage';
import type { VideoAssets } from '#server/adapters/streaming/streaming-provider';
import type { Auth } from '#server/auth/create-auth';
import { requireUser } from '#server/auth/guards';
import { changesNoAccount } from '#server/auth/session-cache';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { AppError } from '#server/http/app-error';
import { jsonBody, jsonContent, notSignedIn } from '#server/http/openapi-content';
import type { ConsentDeps } from '#server/modules/privacy';
import type { AthleteCaches } from './athlete-list-cache';
import type { AthleteWork } from './athlete-work';
import {
  clipView,
  deleteOwnClip,
  deleteOwnHighlight,
  getOwnHighlight,
  highlightView,
  listOwnReel,
  removeOwnClipCaptions,
  reorderOwnReel,
  setOwnClipCaptions,
  updateOwnClip,
} from './highlight-videos';
import { getOwnProfile, saveOwnProfile } from './save-own-profile';
import { uploadAvatar } from './upload-avatar';
import { uploadHighlightVideo } from './upload-highlight-video';

// The shared schema is used as it is: it is built before @hono/zod-openapi can add its
// .openapi() naming to zod, so the document shows it inline.
const ownProfileSchema = athleteDetailsSchema;

const getProfileRoute = createRoute({
  method: 'get',
  path: '/profile',
  summary: "The signed-in user's athlete profile (null before the first save)",
  tags: ['athletes'],
  responses: {
    200: jsonContent(
      z.object({
        profile: ownProfileSchema.nullable(),
        /** the editor must ask the date of birth (and a minor's guardian) before saving */
        needsBirthDate: z.boolean(),
      }),
      'The profile',
    ),
    ...notSignedIn,
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
    200: jsonContent(z.object({ created: z.boolean(), profile: ownProfileSchema }), 'Saved'),
    400: {
      description:
        "A field is not valid (a minor's guardian address that may not be one among them)",
    },
    ...notSignedIn,
    409: {
      description: "The account looks after a child's profile: no athlete profile of its own",
    },
  },
});

const avatarRoute = createRoute({
  method: 'post',
  path: '/avatar',
  summary: 'Upload a profile photo (PNG, JPEG or WebP, at most 5 MB), as form field "avatar"',
  tags: ['athletes'],
  responses: {
    200: jsonContent(z.object({ avatarUrl: z.string() }), 'The new photo address'),
    400: { description: 'No file' },
    413: { description: 'Larger than 5 MB' },
    415: { description: 'Not a PNG, JPEG or WebP picture' },
  },
});

const ownHighlightSchema = z.object({ highlightVideo: highlightVideoSchema.nullable() });

const getHighlightRoute = createRoute({
  method: 'get',
  path: '/highlight-video',
  summary: "The signed-in athlete's highlight video and its status (null when there is none)",
  tags: ['athletes'],
  responses: {
    200: jsonContent(ownHighlightSchema, 'The highlight video'),
    ...notSignedIn,
  },
});

// The body is the video file itself (Content-Type video/mp4, video/webm or video/quicktime),
// streamed to disk as it arrives: no JSON or form schema is declared for it.
const putHighlightRoute = createRoute({
  method: 'put',
  path: '/highlight-video',
  summary:
    'Upload or replace the highlight video: the raw MP4, WebM or MOV file as the body, at most 200 MB and 5 minutes',
  tags: ['athletes'],
  responses: {
    200: jsonContent(
      z.object({ highlightVideo: highlightVideoSchema }),
      'Stored (ready), or sent to the streaming provider (processing)',
    ),
    400: { description: 'No file, or longer than 5 minutes' },
    ...notSignedIn,
    403: { description: 'No athlete profile yet' },
    413: { description: 'Larger than 200 MB' },
    415: { description: 'Not an MP4, WebM or MOV video' },
    503: { description: 'Too many uploads at once, or the streaming provider is not answering' },
  },
});

const deleteHighlightRoute = createRoute({
  method: 'delete',
  path: '/highlight-video',
  summary: 'Remove the highlight video and its file',
  tags: ['athletes'],
  responses: {
    200: jsonContent(z.object({ deleted: z.boolean() }), 'Whether there was one to remove'),
    ...notSignedIn,
    403: { description: 'No athlete profile' },
  },
});

const getReelRoute = createRoute({
  method: 'get',
  path: '/highlights',
  summary: "The signed-in athlete's highlight reel, featured first, each clip with its status",
  tags: ['athletes'],
  responses: {
    200: jsonContent(ownReelSchema, 'The clips (none yet: an empty list)'),
    ...notSignedIn,
  },
});

// As PUT /highlight-video: the body is the raw video; the clip's title is in the query.
const addClipRoute = createRoute({
  method: 'post',
  path: '/highlights',
  summary:
    'Add a clip to the highlight reel (at most 10): the raw MP4, WebM or MOV file as the body, the title in the query',
  tags: ['athletes'],
  request: { query: newClipQuerySchema },
  responses: {
    201: jsonContent(z.object({ clip: highlightClipSchema }), 'The new clip'),
    400: { description: 'No file or title, or longer than 5 minutes' },
    ...notSignedIn,
    403: { description: 'No athlete profile yet' },
    409: { description: 'The reel holds 10 clips already' },
    413: { description: 'Larger than 200 MB' },
    415: { description: 'Not an MP4, WebM or MOV video' },
    503: { description: 'Too many uploads at once, or the streaming provider is not answering' },
  },
});

const updateClipRoute = createRoute({
  method: 'patch',
  path: '/highlights/{id}',
  summary: 'Rename a clip of the highlight reel, or make it the featured one',
  tags: ['athletes'],
  request: { params: clipIdParamSchema, body: jsonBody(updateClipSchema) },
  responses: {
    200: jsonContent(z.object({ clip: highlightClipSchema }), 'The clip as saved'),
    400: { description: 'Invalid title' },
    ...notSignedIn,
    403: { description: 'No athlete profile' },
    404: { description: 'No such clip in this reel' },
  },
});

const reorderReelRoute = createRoute({
  method: 'put',
  path: '/highlights/order',
  summary: 'Put the highlight reel in a new order (every clip, once)',
  tags: ['athletes'],
  request: { body: jsonBody(clipOrderSchema) },
  responses: {
    200: jsonContent(ownReelSchema, 'The reel in its new order'),
    400: { description: 'Not a list of clip ids' },
    ...notSignedIn,
    403: { description: 'No athlete profile' },
    409: { description: 'The list does not name every clip of the reel' },
  },
});

const deleteClipRoute = createRoute({
  method: 'delete',
  path: '/highlights/{id}',
  summary: 'Remove a clip from the highlight reel and its file (the next one becomes featured)',
  tags: ['athletes'],
  request: { params: clipIdParamSchema },
  responses: {
    200: jsonContent(z.object({ deleted: z.boolean() }), 'Whether there was one to remove'),
    400: { description: 'Not a clip id' },
    ...notSignedIn,
    403: { description: 'No athlete profile' },
  },
});

const putClipCaptionsRoute = createRoute({
  method: 'put',
  path: '/highlights/{id}/captions',
  summary:
    "Add or replace a clip's captions: a WebVTT file (at most 256 KB, WebVTT's own tags only) as JSON { vtt }",
  tags: ['athletes'],
  request: { params: clipIdParamSchema, body: jsonBody(captionsUploadSchema) },
  responses: {
    200: jsonContent(z.object({ clip: highlightClipSchema }), 'The clip with its captions'),
    400: { description: 'Not a WebVTT file this site takes: the message names the line' },
    ...notSignedIn,
    403: { description: 'No athlete profile' },
    404: { description: 'No such clip in this reel' },
    413: { description: 'Larger than 256 KB' },
  },
});

const deleteClipCaptionsRoute = createRoute({
  method: 'delete',
  path: '/highlights/{id}/captions',
  summary: "Remove a clip's captions and their file",
  tags: ['athletes'],
  request: { params: clipIdParamSchema },
  responses: {
    200: jsonContent(z.object({ clip: highlightClipSchema }), 'The clip without captions'),
    400: { description: 'Not a clip id' },
    ...notSignedIn,
    403: { description: 'No athlete profile' },
    404: { description: 'No such clip in this reel' },
  },
});

/** The raw video body of an upload and the headers that describe it. */
const videoUpload = (req: HonoRequest) => ({
  contentType: req.header('content-type'),
  contentLength: req.header('content-length'),
  body: req.raw.body,
});

export function ownProfileRoutes({
  auth,
  db,
  storage,
  caches,
  videoAssets,
  consent,
  work,
  clock,
}: {
  auth: Auth;
  db: Database;
  storage: Storage;
  caches: AthleteCaches;
  /** The streaming provider's video assets; without them highlight videos go to `storage`. */
  videoAssets?: VideoAssets | undefined;
  /** For a profile that gives its date of birth in the editor: the guardian's consent request. */
  consent: ConsentDeps;
  /** The instance's upload queues and checks of processing highlights (see AthleteWork). */
  work: AthleteWork;
  clock: Clock;
}) {
  const media = { db, caches, storage, videoAssets, work, clock };
  return new OpenAPIHono()
    .openapi(getProfileRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json(await getOwnProfile(db, user.id), 200);
    })
    .openapi(saveProfileRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { changedAccount, ...saved } = await saveOwnProfile(
        { db, caches, consent },
        user,
        c.req.valid('json'),
        new Date(clock.now()),
      );
      if (!changedAccount) changesNoAccount(c);
      return c.json(saved, 200);
    })
    .openapi(avatarRoute, async (c) => {
      const user = await requireUser(auth, c);
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('avatar');
      if (!file || typeof file === 'string') {
        throw new AppError('BAD_REQUEST', 'Choose a photo to upload.');
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      return c.json(await uploadAvatar(media, user.id, bytes), 200);
    })
    .openapi(getHighlightRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ highlightVideo: await getOwnHighlight(media, user.id) }, 200);
    })
    .openapi(putHighlightRoute, async (c) => {
      const user = await requireUser(auth, c);
      const saved = await uploadHighlightVideo(media, user.id, videoUpload(c.req));
      return c.json({ highlightVideo: highlightView(saved) }, 200);
    })
    .openapi(deleteHighlightRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ deleted: await deleteOwnHighlight(media, user.id) }, 200);
    })
    .openapi(getReelRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ clips: await listOwnReel(media, user.id) }, 200);
    })
    .openapi(addClipRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { title } = c.req.valid('query');
      const saved = await uploadHighlightVideo(media, user.id, videoUpload(c.req), {
        target: { add: { title } },
      });
      return c.json({ clip: clipView(saved) }, 201);
    })
    .openapi(reorderReelRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ clips: await reorderOwnReel(media, user.id, c.req.valid('json').ids) }, 200);
    })
    .openapi(updateClipRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { id } = c.req.valid('param');
      return c.json({ clip: await updateOwnClip(media, user.id, id, c.req.valid('json')) }, 200);
    })
    .openapi(deleteClipRoute, async (c) => {
      const user = await requireUser(auth, c);
      return c.json({ deleted: await deleteOwnClip(media, user.id, c.req.valid('param').id) }, 200);
    })
    .openapi(putClipCaptionsRoute, async (c) => {
      const user = await requireUser(auth, c);
      const { id } = c.req.valid('param');
      const clip = await setOwnClipCaptions(media, user.id, id, c.req.valid('json').vtt);
      return c.json({ clip }, 200);
    })
    .openapi(deleteClipCaptionsRoute, async (c) => {
      const user = await requireUser(auth, c);
      const clip = await removeOwnClipCaptions(media, user.id, c.req.valid('param').id);
      return c.json({ clip }, 200);
    });
}
