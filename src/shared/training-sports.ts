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
};

/** The eight sports with a training library, in the navigation's order. */
export const trainingSports: readonly TrainingSport[] = [
  { id: 'basketball', label: 'Basketball', name: 'Basketball', path: '/videos' },
  { id: 'soccer', label: 'Soccer', name: 'Soccer', path: '/soccer-videos' },
  { id: 'football', label: 'Football', name: 'Football', path: '/football-videos' },
  { id: 'baseball', label: 'Baseball', name: 'Baseball', path: '/baseball-videos' },
  { id: 'volleyball', label: 'Volleyball', name: 'Volleyball', path: '/volleyball-videos' },
  { id: 'track', label: 'Track', name: 'Track and Field', path: '/track-videos' },
  { id: 'wrestling', label: 'Wrestling', name: 'Wrestling', path: '/wrestling-videos' },
  { id: 'hockey', label: 'Hockey', name: 'Hockey', path: '/hockey-videos' },
];
