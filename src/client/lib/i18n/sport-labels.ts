import type { SportId } from '#shared/sports';
import type { MessageId } from './message-ids';

/**
 * Each sport's name as the navigation shows it (#shared/sports' label), as a message. Ids are
 * written out whole: the build shortens every id it finds written so (scripts/build).
 */
export const sportLabels = {
  basketball: 'app.sport.basketball',
  football: 'app.sport.football',
  soccer: 'app.sport.soccer',
  baseball: 'app.sport.baseball',
  volleyball: 'app.sport.volleyball',
  track: 'app.sport.track',
  wrestling: 'app.sport.wrestling',
  hockey: 'app.sport.hockey',
  tennis: 'app.sport.tennis',
  swimming: 'app.sport.swimming',
  other: 'app.sport.other',
} as const satisfies Record<SportId, MessageId>;
