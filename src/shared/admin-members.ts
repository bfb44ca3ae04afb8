// The members part of the admin dashboard: its fixed values and messages, without zod, so pages
// can read them; the schemas are in ./schemas/admin-members.ts.

/** How the member list is ordered: newest joined first (the default), oldest first, by name. */
export const memberSorts = ['newest', 'oldest', 'name'] as const;
export type MemberSort = (typeof memberSorts)[number];

export const memberSortLabels: Record<MemberSort, string> = {
  newest: 'Newest joined',
  oldest: 'Oldest joined',
  name: 'Name A–Z',
};

export const memberRoles = ['admin', 'user'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** The plan filter: a paid plan held now, or none. */
export const memberPlanFilters = ['premium', 'recruiting', 'none'] as const;
export type MemberPlanFilter = (typeof memberPlanFilters)[number];

/** The paid plans' names as the pricing page gives them. */
export const memberPlanLabels: Record<string, string> = {
  premium: 'All Training',
  recruiting: 'Recruiting Profile',
};

export const yesNo = ['yes', 'no'] as const;
export type YesNo = (typeof yesNo)[number];

export const onOff = ['on', 'off'] as const;
export type OnOff = (typeof onOff)[number];

export const BAN_REASON_MIN = 3;
export const BAN_REASON_MAX = 500;
/** A ban with an end date ends within this many years; a longer one has no end date. */
export const BAN_MAX_YEARS = 10;

export const memberMessages = {
  notFound: 'There is no member with this id.',
  searchTooLong: 'Please search for at most 200 characters.',
  banReasonShort: `Please give a reason of at least ${BAN_REASON_MIN} characters.`,
  banReasonLong: `Please keep the reason under ${BAN_REASON_MAX} characters.`,
  banEndPast: 'Choose an end date in the future, or leave it empty for a ban without end.',
  banEndTooFar: `Choose an end date within ${BAN_MAX_YEARS} years, or leave it empty for a ban without end.`,
  chooseRole: 'Choose administrator or member.',
  confirmEmailMissing: 'Type the member’s email address to confirm.',
  confirmEmailWrong:
    'The email address you typed is not this member’s. Type it exactly to delete the account.',
  notYourself: 'You cannot do this to your own account from the dashboard.',
  banYourself: 'You cannot ban yourself.',
  deleteYourself:
    'You cannot delete your own account from the dashboard. Another administrator can, or you can delete it from your profile.',
  demoteYourself:
    'You cannot remove your own administrator role. Ask another administrator to do it.',
  lastAdmin:
    'This is the last active administrator: make another member an administrator first, then try again.',
  alreadyBanned:
    'This member is banned already. Unban them first if you want to change the reason or the end date.',
  notBanned: 'This member is not banned.',
  alreadyAdmin: 'This member is an administrator already.',
  notAdmin: 'This member is not an administrator.',
  adminMustBeConfirmed:
    'This member has not confirmed their email address yet: only confirmed members can become administrators.',
  adminMustNotBeBanned: 'Unban this member before making them an administrator.',
  noTwoFactor: 'This member does not use two-step sign-in, so there is nothing to reset.',
  planStillRenews:
    'This member’s card plan still renews every month. Cancel it at the card provider, or ask the member to cancel it under Billing (Manage billing), then delete the account.',
} as const;
