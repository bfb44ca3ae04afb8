/** Every query key of the programs feature: one list, so a write can invalidate them all. */
export const programKeys = {
  all: ['programs'] as const,
  page: (slug: string) => ['programs', 'page', slug] as const,
  // The roster depends on who asks: the key carries the viewer.
  team: (id: string, viewer: string | null) => ['programs', 'team', id, viewer] as const,
  own: (userId: string) => ['programs', 'own', userId] as const,
  invitation: (token: string) => ['programs', 'invitation', token] as const,
  staff: (userId: string) => ['programs', 'staff', userId] as const,
  dashboard: (userId: string) => ['programs', 'dashboard', userId] as const,
  staffInvitation: (token: string) => ['programs', 'staff-invitation', token] as const,
  // A session's seats and Edit depend on who asks: the key carries the viewer.
  event: (id: string, viewer: string | null) => ['programs', 'event', id, viewer] as const,
  schedule: (userId: string) => ['programs', 'schedule', userId] as const,
  tournaments: (filters: object) => ['programs', 'tournaments', filters] as const,
  // Like a roster, the book depends on who reads it.
  rosterBook: (eventId: string, viewer: string | null) =>
    ['programs', 'roster-book', eventId, viewer] as const,
  rosterStats: (teamId: string, entryId: string) =>
    ['programs', 'roster-stats', teamId, entryId] as const,
};
