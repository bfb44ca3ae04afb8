import type { CoachType, OrganizationType, schoolLevels, UserType } from '#shared/account-fields';
import type { Gender } from '#shared/genders';
import type { SportId } from '#shared/sports';
import type { MessageId } from '#client/lib/i18n/i18n';
import { sportLabels } from '#client/lib/i18n/sport-labels';

// The labels of the account fields' values (#shared/account-fields, #shared/sports,
// #shared/genders) as the catalogs name them: the values stay as the server stores them.

export const userTypeLabels: Record<UserType, MessageId> = {
  player: 'accounts.userType.player',
  coach: 'accounts.userType.coach',
  organization: 'accounts.userType.organization',
  guardian: 'accounts.userType.guardian',
};

export const coachTypeLabels: Record<CoachType, MessageId> = {
  juniorHigh: 'accounts.coachType.juniorHigh',
  highSchool: 'accounts.coachType.highSchool',
  college: 'accounts.coachType.college',
  youth: 'accounts.coachType.youth',
};

export const organizationTypeLabels: Record<OrganizationType, MessageId> = {
  school: 'accounts.organizationType.school',
  club: 'accounts.organizationType.club',
  league: 'accounts.organizationType.league',
  other: 'accounts.organizationType.other',
};

export const schoolLevelLabels: Record<(typeof schoolLevels)[number], MessageId> = {
  elementary: 'accounts.schoolLevel.elementary',
  juniorHigh: 'accounts.schoolLevel.juniorHigh',
  highSchool: 'accounts.schoolLevel.highSchool',
  college: 'accounts.schoolLevel.college',
};

/** A sport's full name (sportName): the navigation's name, but Track and Field. */
export const sportNameLabels: Record<SportId, MessageId> = {
  ...sportLabels,
  track: 'accounts.sport.track',
};

export const genderLabels: Record<Gender, MessageId> = {
  Male: 'accounts.gender.male',
  Female: 'accounts.gender.female',
  Other: 'accounts.gender.other',
};
