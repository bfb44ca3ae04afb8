import type { TrainingSportId } from '#shared/sports';

/** The training feature's query keys; each carries the user, whose access decides the answer. */
export const trainingKeys = {
  all: ['training'] as const,
  sport: (sport: TrainingSportId, userId: string | null) =>
    [...trainingKeys.all, 'sport', sport, userId] as const,
  video: (id: string, userId: string | null) => [...trainingKeys.all, 'video', id, userId] as const,
  subscription: (userId: string | null) => [...trainingKeys.all, 'subscription', userId] as const,
};
