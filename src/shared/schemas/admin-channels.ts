import { channelCategories, PASS_PRICE_MESSAGE, passPriceProblem } from '../streams';
import { trainingLevels } from '../training/levels';
import {
  changesSomething,
  channelFields,
  channelInputSchema,
  EMPTY_CHANGE_MESSAGE,
} from './streams';
import { z } from './zod';

// Channels & training (/api/admin/channels, /api/admin/training): every channel, archived ones
// too, with its owner and whether it is live; and the training catalogue's counts.

/** A channel as the administrator manages it. */
export const adminChannelSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** the channel name under the title */
  channel: z.string(),
  description: z.string(),
  category: z.enum(channelCategories),
  schedule: z.string().nullable(),
  priceCents: z.number().nullable(),
  /** sold as a pay-per-view pass at its price */
  sellsPass: z.boolean(),
  provider: z.enum(['local', 'livepeer']),
  /** who runs it; null once their account is deleted */
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** broadcasting right now */
  live: z.boolean(),
  liveSince: z.string().nullable(),
  viewers: z.number(),
  /** archived: off every public list and page, its rows kept, no broadcast accepted */
  archivedAt: z.string().nullable(),
  /** a moderator holds it after a report (see the inbox) */
  held: z.boolean(),
  /** the address to broadcast to, without the key */
  ingestUrl: z.string(),
  createdAt: z.string(),
});
export type AdminChannel = z.infer<typeof adminChannelSchema>;

export const adminChannelListSchema = z.object({ items: z.array(adminChannelSchema) });

/** A new key (or a new channel's): shown this once, never stored or sent again. */
export const adminChannelWithKeySchema = z.object({
  channel: adminChannelSchema,
  streamKey: z.string(),
  /** the full address with the key, as OBS or ffmpeg take it */
  ingestUrl: z.string(),
});
export type AdminChannelWithKey = z.infer<typeof adminChannelWithKeySchema>;

const sellsPass = z.boolean({ error: 'Say whether the channel is sold as a pass.' });

/**
 * A new channel as an administrator fills it in: the owners' fields, and whether it is sold as a
 * pass (owners cannot sell passes). Without the price rule, for forms that extend it.
 */
export const adminChannelFieldsSchema = channelInputSchema.extend({
  sellsPass: sellsPass.default(false),
});

/** POST /api/admin/channels: a channel sold as a pass has a price. */
export const adminChannelInputSchema = adminChannelFieldsSchema.refine(
  (input) => passPriceProblem(input) === null,
  { message: PASS_PRICE_MESSAGE, path: ['priceCents'] },
);
export type AdminChannelInput = z.input<typeof adminChannelInputSchema>;
export type AdminChannelFields = z.output<typeof adminChannelInputSchema>;

/**
 * PATCH /api/admin/channels/{slug}: only the fields sent change, and at least one is sent. The
 * price rule is checked on the channel as it would be after the change (updateChannel).
 */
export const adminChannelUpdateSchema = z
  .strictObject({ ...channelFields, sellsPass })
  .partial()
  .refine(changesSomething, EMPTY_CHANGE_MESSAGE);
export type AdminChannelUpdate = z.input<typeof adminChannelUpdateSchema>;

/** POST /api/admin/channels/{slug}/end-broadcast */
export const endBroadcastSchema = z.object({
  channel: adminChannelSchema,
  /** false when nothing was broadcasting */
  ended: z.boolean(),
});

const levelCounts = z.record(z.enum(trainingLevels), z.number());

/** GET /api/admin/training/catalogue: the catalogue in the code, counted. */
export const trainingCatalogueCountsSchema = z.object({
  total: z.number(),
  /** videos of the levels only subscribers may watch */
  needsSubscription: z.number(),
  levels: z.array(
    z.object({
      level: z.enum(trainingLevels),
      count: z.number(),
      needsSubscription: z.boolean(),
    }),
  ),
  sports: z.array(
    z.object({
      sport: z.string(),
      name: z.string(),
      total: z.number(),
      levels: levelCounts,
    }),
  ),
});
export type TrainingCatalogueCounts = z.infer<typeof trainingCatalogueCountsSchema>;
