import { z } from './zod';
import { trainingLevels } from '../training/levels';
import { trainingSportIds } from '../sports';

export const videoSourceTypes = ['file', 'hls', 'youtube'] as const;
export type VideoSourceType = (typeof videoSourceTypes)[number];

/** One training video as the API shows it to the caller. */
export const trainingVideoSchema = z.object({
  id: z.string(),
  sport: z.enum(trainingSportIds),
  level: z.enum(trainingLevels),
  title: z.string(),
  description: z.string(),
  /** image URL */
  thumbnail: z.string(),
  /** image URL shown in the player before it starts */
  poster: z.string().nullable(),
  /** m:ss */
  duration: z.string(),
  category: z.string(),
  srcType: z.enum(videoSourceTypes),
  /** True when the caller may not watch it; then src is null. */
  locked: z.boolean(),
  /**
   * What the player loads: a media URL (premium media: a link signed for this video that
   * expires), or for YouTube the 11-character id. Null when locked.
   */
  src: z.string().nullable(),
  /** A WebVTT captions track in English, as src is given (signed for premium media); null: none. */
  captions: z.string().nullable(),
});
export type TrainingVideo = z.infer<typeof trainingVideoSchema>;

export const levelAccessSchema = z.object({
  level: z.enum(trainingLevels),
  locked: z.boolean(),
  /** Why it is locked (docs/product.md#training-access), or null. */
  message: z.string().nullable(),
});
export type LevelAccess = z.infer<typeof levelAccessSchema>;

export const sportVideosSchema = z.object({
  sport: z.enum(trainingSportIds),
  levels: z.array(levelAccessSchema),
  videos: z.array(trainingVideoSchema),
});
export type SportVideos = z.infer<typeof sportVideosSchema>;

export const relatedVideoSchema = trainingVideoSchema.pick({
  id: true,
  title: true,
  duration: true,
  category: true,
  thumbnail: true,
});
export type RelatedVideo = z.infer<typeof relatedVideoSchema>;

export const videoDetailSchema = z.object({
  video: trainingVideoSchema,
  /** The other videos of the same sport and level, in order. */
  related: z.array(relatedVideoSchema),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

export const memberAccessInputSchema = z.object({
  has_access: z.boolean({ error: 'has_access must be true or false.' }),
});
