import type { TrainingLevel } from './training/levels';

type TrainingLibrary = {
  /** The library's page. */
  path: string;
  /** Video ids start with this prefix and a hyphen (bb-basic-1). */
  videoIdPrefix: string;
  /** The levels this sport's library has, in order (docs/product.md#training-catalogue). */
  levels: readonly TrainingLevel[];
};

type SportEntry = {
  /** Short name, as in the navigation. */
  label: string;
  /**
   * Full name, as in forms and headings. Athlete profiles store a sport by this name
   * (player_profiles.sport), so the athlete list filters and shows it as it is.
   */
  name: string;
  /** The training library, for the eight sports that have one. */
  training?: TrainingLibrary;
};

const allLevels = ['basic', 'intermediate', 'advanced', 'elite'] as const;

/** Every sport the site knows, by id: the one home of their names and libraries. */
const sportTable = {
  basketball: {
    label: 'Basketball',
    name: 'Basketball',
    training: { path: '/videos', videoIdPrefix: 'bb', levels: allLevels },
  },
  football: {
    label: 'Football',
    name: 'Football',
    training: {
      path: '/football-videos',
      videoIdPrefix: 'fb',
      levels: ['basic', 'intermediate', 'advanced'],
    },
  },
  soccer: {
    label: 'Soccer',
    name: 'Soccer',
    training: { path: '/soccer-videos', videoIdPrefix: 'sc', levels: allLevels },
  },
  baseball: {
    label: 'Baseball',
    name: 'Baseball',
    training: { path: '/baseball-videos', videoIdPrefix: 'bsb', levels: allLevels },
  },
  volleyball: {
    label: 'Volleyball',
    name: 'Volleyball',
    training: { path: '/volleyball-videos', videoIdPrefix: 'vb', levels: allLevels },
  },
  track: {
    label: 'Track',
    name: 'Track and Field',
    training: { path: '/track-videos', videoIdPrefix: 'tf', levels: allLevels },
  },
  wrestling: {
    label: 'Wrestling',
    name: 'Wrestling',
    training: {
      path: '/wrestling-videos',
      videoIdPrefix: 'wr',
      levels: ['basic', 'intermediate', 'elite'],
    },
  },
  hockey: {
    label: 'Hockey',
    name: 'Hockey',
    training: {
      path: '/hockey-videos',
      videoIdPrefix: 'hk',
      levels: ['basic', 'intermediate', 'elite'],
    },
  },
  tennis: { label: 'Tennis', name: 'Tennis' },
  swimming: { label: 'Swimming', name: 'Swimming' },
  other: { label: 'Other', name: 'Other' },
} satisfies Record<string, SportEntry>;

export type SportId = keyof typeof sportTable;
export type TrainingSportId = {
  [Id in SportId]: (typeof sportTable)[Id] extends { training: TrainingLibrary } ? Id : never;
}[SportId];

export type Sport = SportEntry & { id: SportId };
export type TrainingSport = Omit<Sport, 'training'> & TrainingLibrary & { id: TrainingSportId };

export function sportById(id: SportId): Sport {
  return { id, ...sportTable[id] };
}

/** The name athlete profiles store for a sport id ('track' → 'Track and Field'). */
export const sportName = (id: SportId) => sportTable[id].name;

/** The sport of a stored name, or undefined for a name the site does not list. */
export function sportByName(name: string): Sport | undefined {
  const id = (Object.keys(sportTable) as SportId[]).find(
    (candidate) => sportTable[candidate].name.toLowerCase() === name.toLowerCase(),
  );
  return id ? sportById(id) : undefined;
}

/** The sports of the coach and generic sign-up forms, in their order (docs/product.md#sign-up). */
export const signupSportIds = [
  'basketball',
  'football',
  'soccer',
  'baseball',
  'volleyball',
  'track',
  'wrestling',
  'hockey',
  'other',
] as const satisfies readonly SportId[];

/** The athlete form and profile editor also offer tennis and swimming. */
export const athleteSportIds = [
  ...signupSportIds.filter((id) => id !== 'other'),
  'tennis',
  'swimming',
  'other',
] as const satisfies readonly SportId[];

/** The names the athlete forms offer, in order: what profiles store. */
export const athleteSportNames = athleteSportIds.map(sportName);

const trainingOrder: readonly TrainingSportId[] = [
  'basketball',
  'soccer',
  'football',
  'baseball',
  'volleyball',
  'track',
  'wrestling',
  'hockey',
];

/** The eight sports with a training library, in the navigation's order. */
export const trainingSports: readonly TrainingSport[] = trainingOrder.map((id) => {
  const { training, ...sport } = sportById(id) as Sport & { training: TrainingLibrary };
  return { ...sport, ...training, id };
});

export const trainingSportIds = trainingOrder as [TrainingSportId, ...TrainingSportId[]];

export function findTrainingSport(id: string): TrainingSport | undefined {
  return trainingSports.find((sport) => sport.id === id);
}

/** The sport a video id belongs to, from its prefix (bb-elite-2 → basketball). */
export function sportOfVideoId(videoId: string): TrainingSport | undefined {
  const prefix = videoId.split('-')[0];
  return trainingSports.find((sport) => sport.videoIdPrefix === prefix);
}
