import { WorkQueue } from '#server/lib/work-queue';

/**
 * What one app instance keeps for athletes' uploads, made by createApp and handed to the athlete
 * routes: how much work it takes on at once, and when it last asked the video provider about
 * each highlight still processing. Nothing of it lives at module level.
 */
export type AthleteWork = {
  /**
   * Pictures are decoded one at a time (each takes a core for up to a few hundred
   * milliseconds); a burst beyond the waiting room is refused rather than held in memory.
   */
  photoDecoding: WorkQueue;
  /**
   * Each highlight upload holds up to 200 MB of temporary disk for as long as the visitor takes
   * to send it: a few at a time, and the rest told to come back rather than queued.
   */
  highlightUploads: WorkQueue;
  /**
   * When each processing provider asset was last asked about, by asset id: each instance asks
   * at most every few seconds, whoever is looking (see refreshHighlight).
   */
  assetChecks: Map<string, number>;
};

export function createAthleteWork(): AthleteWork {
  return {
    photoDecoding: new WorkQueue(1, 16),
    highlightUploads: new WorkQueue(8, 0),
    assetChecks: new Map(),
  };
}
