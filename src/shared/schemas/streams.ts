import { z } from './zod';
import { BROADCAST_NOT_FOUND, channelCategories, streamStatuses } from '../streams';
import { lineText, multilineText } from './text';

/** One dated session of a training channel, with the seats left. */
export const trainingSessionSchema = z.object({
  id: z.string(),
  title: z.string(),
  startsAt: z.string(),
  /**
   * when it starts, as the site shows it in the schedule's zone ("Mon, Nov 30, 7:00 PM CST"),
   * written by the server: a phone's first date format with a time zone costs it tens of
   * milliseconds in the middle of taking the page over
   */
  startsAtText: z.string(),
  endsAt: z.string(),
  priceCents: z.number(),
  capacity: z.number(),
  seatsLeft: z.number(),
  /** the caller's seat: booked (paid), held (at the checkout) or none */
  booking: z.enum(['booked', 'held']).nullable(),
});
export type TrainingSession = z.infer<typeof trainingSessionSchema>;

/** A channel as anyone sees it (docs/product.md#stream-badges), with its status right now. */
export const channelSchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** the channel name under the title */
  channel: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  category: z.enum(channelCategories),
  schedule: z.string().nullable(),
  /** cents, where a price applies (sessions, pay-per-view) */
  priceCents: z.number().nullable(),
  premium: z.boolean(),
  featured: z.boolean(),
  /** live when the provider says the stream is active; ondemand (OFFLINE) otherwise */
  status: z.enum(streamStatuses),
  /**
   * the provider knows the stream: 'Currently Offline' vs 'Stream Not Found'
   * (docs/product.md#stream-badges)
   */
  found: z.boolean(),
  isActive: z.boolean(),
  playbackId: z.string().nullable(),
  /** the live HLS playlist, only while live */
  playbackUrl: z.string().nullable(),
  /** viewers in the last 30 s, while live */
  viewers: z.number(),
  /** when the running broadcast started */
  liveSince: z.string().nullable(),
  /** what it sells: a pay-per-view pass, seats at its sessions, or nothing */
  offer: z.enum(['pass', 'booking']).nullable(),
  /** a pass channel the caller holds no pass for: no playback address is given */
  locked: z.boolean(),
  /** the end of the caller's pass, while one runs */
  passUntil: z.string().nullable(),
  /** the next dated sessions (booking channels) */
  sessions: z.array(trainingSessionSchema),
});
export type Channel = z.infer<typeof channelSchema>;

/** A past broadcast kept as a replay. */
export const replaySchema = z.object({
  id: z.string(),
  channelSlug: z.string(),
  channel: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  peakViewers: z.number(),
  /** the replay's HLS playlist; null while locked */
  playbackUrl: z.string().nullable(),
  /** the WebVTT captions its channel's owner added; null when none, and while locked */
  captionsUrl: z.string().nullable(),
  /** a pass channel's replay the caller holds no pass for */
  locked: z.boolean(),
});
export type Replay = z.infer<typeof replaySchema>;

/** An on-demand video of the VOD library. */
export const vodVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  duration: z.string(),
  category: z.string(),
  src: z.string(),
  srcType: z.enum(['file', 'hls', 'youtube']),
});
export type VodVideo = z.infer<typeof vodVideoSchema>;

export const channelPageSchema = z.object({
  channel: channelSchema,
  replays: z.array(replaySchema),
});
export type ChannelPage = z.infer<typeof channelPageSchema>;

const channelSlug = z
  .string()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, 'Channel not found.');
export const slugParamSchema = z.object({ slug: channelSlug });

/** A channel's broadcast (/api/me/channels/{slug}/broadcasts/{id}/…): a uuid, or not found. */
export const broadcastParamSchema = z.object({
  slug: channelSlug,
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, BROADCAST_NOT_FOUND),
});

const priceCents = z
  .number({ error: 'Price must be a number of cents.' })
  .int('Price must be a whole number of cents.')
  .min(0, 'Price cannot be negative.')
  .max(100_000, 'Price must be at most $1,000.00.')
  .nullable();

/** Each field of a channel as its owner (or an administrator) fills it in. */
export const channelFields = {
  title: lineText({ error: 'Title is required.' })
    .trim()
    .min(3, 'Title must be at least 3 characters.')
    .max(100, 'Title must be at most 100 characters.'),
  channel: lineText({ error: 'Channel name is required.' })
    .trim()
    .min(2, 'Channel name must be at least 2 characters.')
    .max(60, 'Channel name must be at most 60 characters.'),
  description: multilineText().trim().max(1000, 'Description must be at most 1000 characters.'),
  category: z.enum(channelCategories, { error: 'Pick a category.' }),
  schedule: lineText()
    .trim()
    .max(120, 'Schedule must be at most 120 characters.')
    .nullable()
    .transform((value) => (value ? value : null)),
  priceCents,
};

/** A new channel: what its owner fills in. */
export const channelInputSchema = z.strictObject({
  ...channelFields,
  description: channelFields.description.default(''),
  schedule: channelFields.schedule.optional().transform((value) => value ?? null),
  priceCents: priceCents.optional().transform((value) => value ?? null),
});
export type ChannelInput = z.input<typeof channelInputSchema>;
/** A channel input once checked: what the server stores. */
export type ChannelFields = z.output<typeof channelInputSchema>;

/** A change with nothing in it is refused, rather than saved as no change. */
export const EMPTY_CHANGE_MESSAGE = 'Change at least one field.';
export const changesSomething = (change: object) =>
  Object.values(change).some((value) => value !== undefined);

/** A change to a channel: only the fields sent change, and at least one is sent. */
export const channelUpdateSchema = z
  .strictObject(channelFields)
  .partial()
  .refine(changesSomething, EMPTY_CHANGE_MESSAGE);
export type ChannelUpdate = z.input<typeof channelUpdateSchema>;

/** An owner's view of their channel: where to send the stream (the key is shown once only). */
export const ownChannelSchema = channelSchema.extend({
  provider: z.enum(['local', 'livepeer']),
  /** the address to broadcast to, without the key */
  ingestUrl: z.string(),
  createdAt: z.string(),
  /** set when an administrator archived it: off the site, its key refused */
  archivedAt: z.string().nullable(),
  /** why the running broadcast's media server refused a segment (what to change), or null */
  broadcastNotice: z.string().nullable(),
});
export type OwnChannel = z.infer<typeof ownChannelSchema>;

/** Answer to create and to rotate: the stream key, shown this once. */
export const channelWithKeySchema = z.object({
  channel: ownChannelSchema,
  streamKey: z.string(),
  /** the full address with the key, as OBS or ffmpeg take it */
  ingestUrl: z.string(),
});
export type ChannelWithKey = z.infer<typeof channelWithKeySchema>;

export const broadcastSchema = z.object({
  id: z.string(),
  title: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  peakViewers: z.number(),
  replayUrl: z.string().nullable(),
  /** the replay's WebVTT captions, null when none were added */
  captionsUrl: z.string().nullable(),
});
export type Broadcast = z.infer<typeof broadcastSchema>;
