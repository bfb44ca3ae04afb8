import type { TrainingLevel } from './training/levels';

export type TrainingSportId =
  | 'basketball'
  | 'soccer'
  | 'football'
  | 'baseball'
  | 'volleyball'
  | 'track'
  | 'wrestling'
  | 'hockey';

export type TrainingSport = {
  id: TrainingSportId;
  /** Short name, as in the navigation. */
  label: string;
  /** Full name, as in page headings. */
  name: string;
  path: string;
  /** Video ids start with this prefix and a hyphen (bb-basic-1). */
  videoIdPrefix: string;
  /** The levels this sport's library has, in order (SPEC §9). */
  levels: readonly TrainingLevel[];
  /** Wrestling and hockey have a plain header and no Development Journey. */
  hasJourney: boolean;
};

const allLevels = ['basic', 'intermediate', 'advanced', 'elite'] as const;

/** The eight sports with a training library, in the navigation's order. */
export const trainingSports: readonly TrainingSport[] = [
  {
    id: 'basketball',
    label: 'Basketball',
    name: 'Basketball',
    path: '/videos',
    videoIdPrefix: 'bb',
    levels: allLevels,
    hasJourney: true,
  },
  {
    id: 'soccer',
    label: 'Soccer',
    name: 'Soccer',
    path: '/soccer-videos',
    videoIdPrefix: 'sc',
    levels: allLevels,
    hasJourney: true,
  },
  {
    id: 'football',
    label: 'Football',
    name: 'Football',
    path: '/football-videos',
    videoIdPrefix: 'fb',
    levels: ['basic', 'intermediate', 'advanced'],
    hasJourney: true,
  },
  {
    id: 'baseball',
    label: 'Baseball',
    name: 'Baseball',
    path: '/baseball-videos',
    videoIdPrefix: 'bsb',
    levels: allLevels,
    hasJourney: true,
  },
  {
    id: 'volleyball',
    label: 'Volleyball',
    name: 'Volleyball',
    path: '/volleyball-videos',
    videoIdPrefix: 'vb',
    levels: allLevels,
    hasJourney: true,
  },
  {
    id: 'track',
    label: 'Track',
    name: 'Track and Field',
    path: '/track-videos',
    videoIdPrefix: 'tf',
    levels: allLevels,
    hasJourney: true,
  },
  {
    id: 'wrestling',
    label: 'Wrestling',
    name: 'Wrestling',
    path: '/wrestling-videos',
    videoIdPrefix: 'wr',
    levels: ['basic', 'intermediate', 'elite'],
    hasJourney: false,
  },
  {
    id: 'hockey',
    label: 'Hockey',
    name: 'Hockey',
    path: '/hockey-videos',
    videoIdPrefix: 'hk',
    levels: ['basic', 'intermediate', 'elite'],
    hasJourney: false,
  },
];

export const trainingSportIds = trainingSports.map((sport) => sport.id) as [
  TrainingSportId,
  ...TrainingSportId[],
];

export function findTrainingSport(id: string): TrainingSport | undefined {
  return trainingSports.find((sport) => sport.id === id);
}

/** The sport a video id belongs to, from its prefix (bb-elite-2 → basketball). */
export function sportOfVideoId(videoId: string): TrainingSport | undefined {
  const prefix = videoId.split('-')[0];
  return trainingSports.find((sport) => sport.videoIdPrefix === prefix);
}
