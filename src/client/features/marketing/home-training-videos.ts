import type { UseQueryResult } from '@tanstack/react-query';
import type { TrainingVideo } from '#shared/schemas/training';

/** The four basketball videos on the home page: two basic, then a taste of the premium levels. */
const homeTrainingVideoIds = ['bb-basic-1', 'bb-basic-2', 'bb-intermediate-1', 'bb-elite-1'];

/** The home page's videos, in order, out of the basketball library as this visitor sees it. */
export const pickHomeTrainingVideos = (library: { videos: TrainingVideo[] }): TrainingVideo[] =>
  homeTrainingVideoIds
    .map((id) => library.videos.find((video) => video.id === id))
    .filter((video): video is TrainingVideo => Boolean(video));

/**
 * The basketball library, read by the training feature's query (the same request, and so the
 * same cache entry, as the /videos page) and cut to the home page's videos; the home route
 * (app/routes/home-route.tsx) reads it and hands it to the page.
 */
export type HomeTrainingVideos = UseQueryResult<TrainingVideo[]>;
