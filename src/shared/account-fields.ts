// The values and labels of the account fields, without their schemas (schemas/accounts.ts): a
// page that shows them does not load the validation library.

/** The shortest password accepted (docs/product.md#sign-up). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const userTypes = ['player', 'coach', 'organization', 'guardian'] as const;
/** The types the sign-up form offers; a parent or guardian signs up from /signup/guardian. */
export const signupUserTypes = ['player', 'coach', 'organization'] as const;
export const coachTypes = ['juniorHigh', 'highSchool', 'college', 'youth'] as const;
export const organizationTypes = ['school', 'club', 'league', 'other'] as const;
export const schoolLevels = ['elementary', 'juniorHigh', 'highSchool', 'college'] as const;
export type UserType = (typeof userTypes)[number];
export type CoachType = (typeof coachTypes)[number];
export type OrganizationType = (typeof organizationTypes)[number];

export const labels = {
  userType: {
    player: 'Player',
    coach: 'Coach',
    organization: 'Organization',
    guardian: 'Parent or guardian',
  },
  coachType: {
    juniorHigh: 'Junior high school',
    highSchool: 'High school',
    college: 'College',
    youth: 'Youth program',
  },
  organizationType: { school: 'School', club: 'Club', league: 'League', other: 'Other' },
  schoolLevel: {
    elementary: 'Elementary school',
    juniorHigh: 'Junior high school',
    highSchool: 'High school',
    college: 'College',
  },
} as const;
