import { programMessages, rosterStatuses, staffRoles, staffStatuses } from '../programs';
import { eventSummarySchema } from './events';
import { lineText, multilineText } from './text';
import { z } from './zod';

// Organizations' programs (docs/product.md#programs): the program page, teams, rosters and
// invitations. The server parses every body with these; the pages' forms check with them.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const name = (label: string, max: number) =>
  lineText()
    .trim()
    .min(2, `${label} must be at least 2 characters.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  lineText()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const programSlugParamSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: programMessages.programNotFound }),
  })
  .strict();

export const teamIdParamSchema = z
  .object({ id: z.string().regex(UUID, { error: programMessages.teamNotFound }) })
  .strict();

export const rosterEntryParamSchema = z
  .object({
    id: z.string().regex(UUID, { error: programMessages.teamNotFound }),
    entryId: z.string().regex(UUID, { error: programMessages.entryNotFound }),
  })
  .strict();

export const ownEntryParamSchema = z
  .object({ entryId: z.string().regex(UUID, { error: programMessages.entryNotFound }) })
  .strict();

export const childEntryParamSchema = z
  .object({
    profileId: z.string().regex(UUID, { error: programMessages.entryNotFound }),
    entryId: z.string().regex(UUID, { error: programMessages.entryNotFound }),
  })
  .strict();

export const invitationTokenParamSchema = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, {
      error: programMessages.invitationNotFound,
    }),
  })
  .strict();

/** PATCH /api/me/program: the program page's fields; those left out stay as they are. */
export const programUpdateSchema = z
  .object({
    name: name('Name', 100),
    logoUrl: lineText()
      .trim()
      .max(500, 'The logo address must be at most 500 characters.')
      .regex(/^(https:\/\/\S+)?$/, 'The logo address must start with https://.')
      .transform((value) => (value === '' ? null : value))
      .nullable(),
    sports: z
      .array(name('A sport', 40))
      .max(12, 'List at most 12 sports.')
      .refine((list) => new Set(list.map((one) => one.toLowerCase())).size === list.length, {
        error: 'Each sport only once, please.',
      }),
    city: optionalText('City', 80),
    state: optionalText('State', 40),
    about: multilineText()
      .trim()
      .max(2000, 'About must be at most 2000 characters.')
      .transform((value) => (value === '' ? null : value))
      .nullable(),
  })
  .partial()
  .strict();
export type ProgramUpdate = z.infer<typeof programUpdateSchema>;

/** POST /api/me/program/teams. */
export const teamInputSchema = z
  .object({
    name: name('Team name', 80),
    sport: name('Sport', 40),
    level: lineText()
      .trim()
      .min(1, 'Level is required (for example Varsity, JV or 16U).')
      .max(30, 'Level must be at most 30 characters.'),
    season: lineText()
      .trim()
      .min(4, 'Season is required (for example 2026–27).')
      .max(20, 'Season must be at most 20 characters.'),
  })
  .strict();
export type TeamInput = z.infer<typeof teamInputSchema>;

/** PATCH /api/me/program/teams/{id}. */
export const teamUpdateSchema = teamInputSchema.partial().strict();

/** POST /api/me/program/teams/{id}/invitations: an athlete's address. */
export const teamInvitationInputSchema = z
  .object({
    email: lineText()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254)),
  })
  .strict();

/** PATCH /api/me/program/teams/{id}/roster/{entryId}: jersey number and position. */
export const rosterEntryUpdateSchema = z
  .object({
    jerseyNumber: z
      .number({ error: 'Jersey number must be a whole number from 0 to 99.' })
      .int('Jersey number must be a whole number from 0 to 99.')
      .min(0, 'Jersey number must be a whole number from 0 to 99.')
      .max(99, 'Jersey number must be a whole number from 0 to 99.')
      .nullable(),
    position: optionalText('Position', 40),
  })
  .partial()
  .strict();

/** POST /api/guardian/children/{profileId}/teams/{entryId}: a guardian's answer. */
export const rosterGuardianDecisionSchema = z
  .object({ decision: z.enum(['approve', 'decline'], { error: 'Choose approve or decline.' }) })
  .strict();

// Answers

export const teamSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.string(),
  level: z.string(),
  season: z.string(),
});

export const programPageSchema = z.object({
  slug: z.string(),
  name: z.string(),
  type: z.string(),
  logoUrl: z.string().nullable(),
  sports: z.array(z.string()),
  city: z.string().nullable(),
  state: z.string().nullable(),
  about: z.string().nullable(),
  teams: z.array(teamSummarySchema),
  /** what is coming up on its schedule (the next 10, not cancelled) */
  events: z.array(eventSummarySchema),
});
export type ProgramPage = z.infer<typeof programPageSchema>;

/** One athlete of a roster as the viewer may see them. */
export const rosterAthleteSchema = z.object({
  profileId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  jerseyNumber: z.number().nullable(),
  position: z.string().nullable(),
});

export const teamPageSchema = z.object({
  team: teamSummarySchema,
  program: z.object({ slug: z.string(), name: z.string(), logoUrl: z.string().nullable() }),
  roster: z.array(rosterAthleteSchema),
  /** active athletes the viewer may not see: "1 more athlete" / "{n} more athletes" */
  hiddenCount: z.number(),
  /** the viewer's own place on this team, if any (to leave it) */
  myEntry: z.object({ entryId: z.string(), status: z.enum(rosterStatuses) }).nullable(),
  /** the team's events coming up (the next 10, not cancelled) */
  events: z.array(eventSummarySchema),
  /** the channels its events stream on (their live games and replays), on the site */
  channels: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type TeamPage = z.infer<typeof teamPageSchema>;

/** An entry as the program's admin manages it; a name the admin may not see is null. */
export const managedEntrySchema = z.object({
  entryId: z.string(),
  status: z.enum(rosterStatuses),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  jerseyNumber: z.number().nullable(),
  position: z.string().nullable(),
  updatedAt: z.string(),
});

export const pendingInvitationSchema = z.object({
  id: z.string(),
  /** null for a join link */
  email: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});

export const managedTeamSchema = teamSummarySchema.extend({
  roster: z.array(managedEntrySchema),
  invitations: z.array(pendingInvitationSchema),
});

export const ownProgramSchema = programPageSchema.omit({ teams: true, events: true }).extend({
  /** the member's place: its owner account, admin staff, or coach staff */
  myRole: z.enum(['owner', ...staffRoles]),
  teams: z.array(managedTeamSchema),
});
export type OwnProgram = z.infer<typeof ownProgramSchema>;

/** The answer to creating an invitation: what was sent, or the join link to copy. */
export const createdInvitationSchema = pendingInvitationSchema.extend({
  /** the join link's address (a mailed invitation's link goes only to its address) */
  url: z.string().nullable(),
});

/** GET /api/invitations/{token}: what an invitation is, before it is answered. */
export const invitationViewSchema = z.object({
  kind: z.enum(['email', 'link']),
  state: z.enum(['open', 'used', 'expired']),
  expiresAt: z.string(),
  team: teamSummarySchema,
  program: z.object({ slug: z.string(), name: z.string(), logoUrl: z.string().nullable() }),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** The athlete's answer to accepting (or declining, then status left). */
export const ownEntrySchema = z.object({
  entryId: z.string().nullable(),
  status: z.enum(rosterStatuses),
  team: teamSummarySchema,
  programSlug: z.string(),
});

/** A child's request to join a team, on /guardian. */
export const childTeamRequestSchema = z.object({
  entryId: z.string(),
  status: z.enum(rosterStatuses),
  team: teamSummarySchema,
  programName: z.string(),
  programSlug: z.string(),
});

// Staff: who helps run the program besides its owner.

/** POST /api/me/program/staff: the address to invite and the role it gets. */
export const staffInvitationInputSchema = z
  .object({
    email: teamInvitationInputSchema.shape.email,
    role: z.enum(staffRoles, { error: 'Choose admin or coach.' }),
  })
  .strict();
export type StaffInvitationInput = z.infer<typeof staffInvitationInputSchema>;

export const staffIdParamSchema = z
  .object({ id: z.string().regex(UUID, { error: programMessages.staffNotFound }) })
  .strict();

export const staffInvitationTokenParamSchema = z
  .object({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, {
      error: programMessages.staffInvitationNotFound,
    }),
  })
  .strict();

/** A staff member as the program's admins see them; name is null until they accept. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(staffRoles),
  status: z.enum(staffStatuses),
  /** an invitation's end (the link works until then) */
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffMemberView = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

/** GET /api/staff-invitations/{token}: what a staff invitation is, before it is accepted. */
export const staffInvitationViewSchema = z.object({
  role: z.enum(staffRoles),
  state: z.enum(['open', 'used', 'expired']),
  expiresAt: z.string(),
  program: z.object({ slug: z.string(), name: z.string(), logoUrl: z.string().nullable() }),
});
export type StaffInvitationView = z.infer<typeof staffInvitationViewSchema>;

/** The answer to accepting: the program the member now helps run, and their role. */
export const acceptedStaffSchema = z.object({
  role: z.enum(staffRoles),
  program: z.object({ slug: z.string(), name: z.string() }),
});
