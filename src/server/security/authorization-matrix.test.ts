import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { athletePicks } from '../db/schema/admin';
import {
  athleteStats,
  boardEntries,
  recruitingBoards,
  savedSearches,
} from '../db/schema/recruiting';
import { playerProfiles } from '../db/schema/athletes';
import {
  contactSwitches,
  conversationParticipants,
  conversations,
  guardianThreadLinks,
  messageBlocks,
  messages,
} from '../db/schema/messaging';
import { guardianConsents, reports } from '../db/schema/safety';
import {
  programStaff,
  rosterEntries,
  statVerifications,
  teamInvitations,
  teams,
} from '../db/schema/programs';
import { eventTeams, events } from '../db/schema/purchases';
import { broadcasts, channels } from '../db/schema/streams';
import { createSecretToken } from '../lib/secret-token';
import { messagingMessages } from '#shared/messaging';
import { conversationSummarySchema } from '#shared/schemas/messaging';
import { defaultBoardStages } from '#shared/recruiting';
import { mp4File } from '../test/highlight-test-files';
import { trainingCatalogue } from '#server/modules/training';
import { recordOf } from '../test/records';
import { errorOf, uniqueEmail } from '../test/test-app';
import { fillPath, readApiRoutes } from './api-routes';
import {
  callerNames,
  openSecurityApp,
  validProfile,
  type ApiRequest,
  type CallerName,
} from './callers';
import { onlyRow } from '#server/test/rows';
import { exactly } from '#server/test/tuples';

/**
 * Who may call what: every route of the OpenAPI document (and better-auth's admin endpoints),
 * called with a valid request by ten callers (signed out, an athlete, a subscribed member, a
 * coach not yet verified, a verified coach, an athlete of 15 whose guardian consented, that
 * guardian signed in, an organization running a program, a coach on that program's staff, and an
 * administrator), each over a
 * simulated connection from a public
 * address, as a visitor's browser would reach the server. A minor's conversation, which only
 * the minor athlete, the guardian and the verified coach are party to, has rows of its own.
 */

/**
 * The status each caller gets. Every preset below names all nine callers, so a row made from a
 * preset gets the minor athlete's and the guardian's statuses from it, and says so where they
 * differ (as for any caller).
 */
type Outcome = Record<CallerName, number>;
/**
 * What a row says: the staff coach (a coach on the organization's program staff) gets what the
 * coach caller gets unless the row says otherwise (the program's routes a coach may use).
 */
type Expected = Omit<Outcome, 'staffCoach'> & { staffCoach?: number };
const outcomeOf = (expected: Expected): Outcome => ({ staffCoach: expected.coach, ...expected });
type Example = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** a raw body (an upload sent as the request body) */
  raw?: { contentType: string; body: Blob };
};
type Fixtures = {
  /** A fresh verified account for each row: the target of admin actions. */
  target: string;
  /** its email address (typed to confirm a deletion) */
  targetEmail: string;
  athleteId: string;
  sport: string;
  png: Uint8Array<ArrayBuffer>;
  /** a live channel the administrator runs */
  channel: string;
  /** an ended broadcast of that channel, kept as a replay */
  broadcast: string;
  /** the verified coach caller's account id (their public page) */
  verifiedCoachId: string;
  /** the verified coach's only board, holding one athlete (entry): the member's profile */
  board: string;
  boardEntry: string;
  /** the verified coach's only saved search */
  savedSearch: string;
  /** a conversation between the verified coach and the athlete caller, made anew per row */
  conversation: string;
  /** a guardian's thread link to that conversation */
  guardianToken: string;
  /** a message of that conversation a report names */
  reportedMessage: string;
  /**
   * a conversation between the verified coach and the minor athlete caller, made anew per row:
   * the coach's request (one message, not answered yet), with the guardian caller's address as
   * its guardian participant (as createConversation makes it from the consent)
   */
  minorConversation: string;
  /** the minor athlete caller's profile: the guardian caller's child */
  minorProfileId: string;
  /** the organization caller's program and a fresh team of it, made anew per row */
  programSlug: string;
  team: string;
  /** the athlete caller, active on that team */
  athleteEntry: string;
  /** the minor athlete caller on that team, waiting for the guardian caller */
  minorEntry: string;
  /** an invitation to another team of the program mailed to the minor athlete's address */
  minorInvitationToken: string;
  /** a join link to that team */
  joinLinkToken: string;
  /** an invitation to the program's staff (as coach) mailed to the coach caller's address */
  staffInvitationToken: string;
  /** another invited member of the program's staff, to remove */
  staffMember: string;
  /** a showcase of the program with that team taking part: its roster book */
  showcase: string;
};
/** What every caller gets from one route, and a valid request to it (built anew per call). */
type Row = { expect: Expected; example?: (f: Fixtures) => Example };

const everyone = (status: number): Outcome => ({
  signedOut: status,
  athlete: status,
  member: status,
  coach: status,
  verifiedCoach: status,
  minorAthlete: status,
  guardian: status,
  organization: status,
  staffCoach: status,
  admin: status,
});
const signedInOnly: Expected = {
  signedOut: 401,
  athlete: 200,
  member: 200,
  coach: 200,
  verifiedCoach: 200,
  minorAthlete: 200,
  guardian: 200,
  organization: 200,
  admin: 200,
};
const adminsOnly: Expected = {
  signedOut: 401,
  athlete: 403,
  member: 403,
  coach: 403,
  verifiedCoach: 403,
  minorAthlete: 403,
  guardian: 403,
  organization: 403,
  admin: 200,
};
/** Recruiting tools: verified coaches only; other coaches and members are told why (403). */
const verifiedCoachesOnly: Expected = {
  signedOut: 401,
  athlete: 403,
  member: 403,
  coach: 403,
  verifiedCoach: 200,
  minorAthlete: 403,
  guardian: 403,
  organization: 403,
  admin: 403,
};

/** A conversation's route: its parties only; to everyone else it does not exist. */
const noParty: Expected = {
  signedOut: 401,
  athlete: 404,
  member: 404,
  coach: 404,
  verifiedCoach: 404,
  minorAthlete: 404,
  guardian: 404,
  organization: 404,
  admin: 404,
};

/** A program's admin routes: the organization that runs it; other accounts run none (403). */
const programAdminOnly: Expected = {
  ...everyone(403),
  signedOut: 401,
  organization: 200,
};

/**
 * A showcase's roster book: verified coaches, the staff of the program running it (the
 * organization) and administrators read it; other members are told who may (403).
 */
const rosterBookReaders: Expected = {
  ...everyone(403),
  signedOut: 401,
  verifiedCoach: 200,
  organization: 200,
  staffCoach: 200,
  admin: 200,
};

/**
 * An invitation mailed to the minor athlete's address: the callers before them are signed in
 * under other addresses (403), the minor answers it (200), and it is spent for those after (409).
 */
const minorInvitation: Expected = {
  ...everyone(409),
  signedOut: 401,
  athlete: 403,
  member: 403,
  coach: 403,
  verifiedCoach: 403,
  minorAthlete: 200,
};

/**
 * A staff invitation mailed to the coach caller's address: the callers before them are signed in
 * under other addresses (403), the coach accepts it (200), and it is spent for those after (409).
 */
const coachStaffInvitation: Expected = {
  ...everyone(409),
  signedOut: 401,
  athlete: 403,
  member: 403,
  coach: 200,
};

/** A route on the administrator's channel: coaches run channels too, but not this one. */
const othersChannel: Expected = {
  ...adminsOnly,
  coach: 404,
  verifiedCoach: 404,
  organization: 404,
};

const premiumVideo = trainingCatalogue.find((video) => video.level === 'intermediate')!;

/** A WebVTT captions file the captions routes take. */
const captionsFile = 'WEBVTT\n\n00:01.000 --> 00:03.000\nMatrix captions\n';

function avatarForm(png: Uint8Array<ArrayBuffer>): FormData {
  const form = new FormData();
  form.set('avatar', new File([png], 'avatar.png', { type: 'image/png' }));
  return form;
}

/** One row per route of the OpenAPI document. */
const appRoutes: Record<string, Row> = {
  'GET /api/health': { expect: everyone(200) },
  'GET /api/me': { expect: signedInOnly },
  'GET /api/me/profile': { expect: signedInOnly },
  // A parent or guardian looking after a child makes no athlete profile of their own.
  'PUT /api/me/profile': {
    expect: { ...signedInOnly, guardian: 409 },
    example: (f) => ({ json: validProfile(f.sport) }),
  },
  // Only an athlete whose guardian was set aside names another; nobody here has one.
  'PUT /api/me/privacy/guardian': {
    expect: { ...everyone(409), signedOut: 401 },
    example: () => ({ json: { guardianEmail: uniqueEmail('new-guardian') } }),
  },
  // Each signed-in caller here but the guardian has an athlete profile (the member's too); the
  // guardian is told to make one first (409), or that athletes only may (403), or finds none.
  'POST /api/me/avatar': {
    expect: { ...signedInOnly, guardian: 409 },
    example: (f) => ({ form: avatarForm(f.png) }),
  },
  'GET /api/me/highlight-video': { expect: signedInOnly },
  'PUT /api/me/highlight-video': {
    expect: { ...signedInOnly, guardian: 403 },
    example: () => ({
      raw: { contentType: 'video/mp4', body: new Blob([mp4File({ seconds: 5 })]) },
    }),
  },
  'DELETE /api/me/highlight-video': { expect: { ...signedInOnly, guardian: 403 } },
  // The highlight reel: every caller has their own (an athlete profile each); a clip that is not
  // the caller's is not found, whoever owns it.
  'GET /api/me/highlights': { expect: signedInOnly },
  'POST /api/me/highlights': {
    expect: { ...everyone(201), signedOut: 401, guardian: 403 },
    example: () => ({
      query: { title: 'Junior season' },
      raw: { contentType: 'video/mp4', body: new Blob([mp4File({ seconds: 3 })]) },
    }),
  },
  'PUT /api/me/highlights/order': {
    expect: { ...everyone(409), signedOut: 401, guardian: 403 },
    example: () => ({ json: { ids: [randomUUID()] } }),
  },
  'PATCH /api/me/highlights/{id}': {
    expect: { ...everyone(404), signedOut: 401, guardian: 403 },
    example: () => ({ params: { id: randomUUID() }, json: { featured: true } }),
  },
  'DELETE /api/me/highlights/{id}': {
    expect: { ...signedInOnly, guardian: 403 },
    example: () => ({ params: { id: randomUUID() } }),
  },
  // A clip's captions: its athlete's only; to everyone else the clip is not found.
  'PUT /api/me/highlights/{id}/captions': {
    expect: { ...everyone(404), signedOut: 401, guardian: 403 },
    example: () => ({ params: { id: randomUUID() }, json: { vtt: captionsFile } }),
  },
  'DELETE /api/me/highlights/{id}/captions': {
    expect: { ...everyone(404), signedOut: 401, guardian: 403 },
    example: () => ({ params: { id: randomUUID() } }),
  },
  // Signed out it answers the default status (not subscribed, access on).
  'GET /api/me/subscription': { expect: everyone(200) },
  // A coach's standing and verification; the rows run in this order, so the coach who is not
  // verified asks (201), gets a new code (200), then types a wrong one (400). Other accounts are
  // no coaches (403), or have no request open (409); the verified coach is verified already.
  'GET /api/me/coach': { expect: signedInOnly },
  'POST /api/me/coach/verification': {
    expect: { ...everyone(403), signedOut: 401, coach: 201, verifiedCoach: 409 },
    example: () => ({
      json: { institution: 'State University', level: 'ncaa-d1', domainEmail: 'c@state.edu' },
    }),
  },
  'POST /api/me/coach/verification/resend': {
    expect: { ...everyone(409), signedOut: 401, coach: 200 },
  },
  'POST /api/me/coach/verification/code': {
    expect: { ...everyone(409), signedOut: 401, coach: 400 },
    example: () => ({ json: { code: '000000' } }),
  },
  // A verified coach's page is public; it holds what the badge says.
  'GET /api/coaches/{id}': {
    expect: everyone(200),
    example: (f) => ({ params: { id: f.verifiedCoachId } }),
  },
  'GET /api/admin/verifications': { expect: adminsOnly },
  // No such request: the administrator is let through to be told so.
  'POST /api/admin/verifications/{id}/approve': {
    expect: { ...adminsOnly, admin: 404 },
    example: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'POST /api/admin/verifications/{id}/reject': {
    expect: { ...adminsOnly, admin: 404 },
    example: () => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      json: { reason: 'The staff page does not list you.' },
    }),
  },
  // The caller's own data only: there is no id to ask for anyone else's.
  'GET /api/me/export': { expect: signedInOnly },
  // The caller's own profile only; every signed-in caller here has one.
  'GET /api/me/privacy': { expect: signedInOnly },
  // The minor athlete's guardian allowed members only: everyone is wider (403).
  'PUT /api/me/privacy': {
    expect: { ...signedInOnly, minorAthlete: 403, guardian: 404 },
    example: () => ({ json: { visibility: 'public' } }),
  },
  // There is no request waiting for a guardian to resend: the adults have none, and the minor
  // athlete's guardian has granted theirs.
  'POST /api/me/privacy/consent/resend': {
    expect: { ...everyone(409), signedOut: 401 },
  },
  // A guardian's link is its own key: without a real one every caller gets the same 404.
  'GET /api/consent/{token}': {
    expect: everyone(404),
    example: () => ({ params: { token: 'a'.repeat(43) } }),
  },
  'POST /api/consent/{token}': {
    expect: everyone(404),
    example: () => ({ params: { token: 'a'.repeat(43) }, json: { decision: 'withdraw' } }),
  },
  // Everyone may list athletes; what each caller sees of them is checked below.
  'GET /api/athletes': { expect: everyone(200), example: (f) => ({ query: { sport: f.sport } }) },
  'GET /api/athletes/recent': { expect: everyone(200) },
  'GET /api/athletes/featured': { expect: everyone(200) },
  'GET /api/athletes/most-improved': { expect: everyone(200) },
  'GET /api/athletes/athlete-of-the-month': { expect: everyone(200) },
  'GET /api/athletes/{id}': {
    expect: everyone(200),
    example: (f) => ({ params: { id: f.athleteId } }),
  },
  // Profile views, evaluations and statistics (docs/product.md#profile-views). Each signed-in
  // caller has an athlete profile; the athlete's own play records nothing, yet answers 200.
  'POST /api/athletes/{id}/highlight-plays': {
    expect: signedInOnly,
    example: (f) => ({ params: { id: f.athleteId } }),
  },
  'GET /api/athletes/{id}/evaluations': {
    expect: signedInOnly,
    example: (f) => ({ params: { id: f.athleteId } }),
  },
  'GET /api/athletes/{id}/stats': {
    expect: signedInOnly,
    example: (f) => ({ params: { id: f.athleteId } }),
  },
  'GET /api/me/profile-views': { expect: signedInOnly },
  'GET /api/me/evaluations': { expect: signedInOnly },
  // A made-up evaluation: no caller has one of themselves with this id.
  'PATCH /api/me/evaluations/{id}': {
    expect: { ...everyone(404), signedOut: 401 },
    example: () => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      json: { shown: true },
    }),
  },
  'GET /api/me/stats': { expect: signedInOnly },
  'PUT /api/me/stats': {
    expect: { ...signedInOnly, guardian: 403 },
    example: () => ({
      json: { stats: [{ season: '2025-26', stat: 'Points per game', value: '14.2' }] },
    }),
  },
  'GET /api/recruiting/views': { expect: verifiedCoachesOnly },
  'GET /api/recruiting/evaluations': { expect: verifiedCoachesOnly },
  'POST /api/recruiting/evaluations': {
    expect: { ...verifiedCoachesOnly, verifiedCoach: 201 },
    example: (f) => ({
      json: {
        athleteId: f.athleteId,
        assessment: 'Quick first step, reads the floor well.',
        projectedLevels: ['ncaa-d2'],
        measurements: [{ name: 'Vertical jump', value: '30 in', takenOn: '2026-10-01' }],
      },
    }),
  },
  // A made-up evaluation: the verified coach gets as far as looking it up among their own.
  'PATCH /api/recruiting/evaluations/{id}': {
    expect: { ...verifiedCoachesOnly, verifiedCoach: 404 },
    example: () => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      json: { assessment: 'Changed.', projectedLevels: [], measurements: [] },
    }),
  },
  'DELETE /api/recruiting/evaluations/{id}': {
    expect: { ...verifiedCoachesOnly, verifiedCoach: 404 },
    example: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  // Messaging (docs/product.md#messaging): the fixture conversation is between the verified
  // coach and the athlete caller; to anyone else it does not exist (404). Starting one names the
  // rule that refuses it (403); the parties of an existing conversation reach it (201), as the
  // minor athlete reaches their conversation with the verified coach. The minor's conversation,
  // with its guardian, has rows of its own (see minorConversationRoutes).
  'GET /api/messages': { expect: signedInOnly },
  'GET /api/messages/events': { expect: signedInOnly },
  'GET /api/messages/settings': { expect: signedInOnly },
  'PUT /api/messages/settings': {
    expect: signedInOnly,
    example: () => ({ json: { unreadEmails: true } }),
  },
  'GET /api/messages/athletes/{athleteId}': {
    expect: everyone(200),
    example: (f) => ({ params: { athleteId: f.athleteId } }),
  },
  // The staff coach's team has the athlete caller on its roster: their own team's staff may
  // write (the organization caller, having an athlete profile of its own, writes as an athlete).
  'POST /api/messages/athletes': {
    expect: { ...everyone(403), signedOut: 401, verifiedCoach: 201, staffCoach: 201 },
    example: (f) => ({ json: { athleteId: f.athleteId, text: 'Hello from the matrix' } }),
  },
  'POST /api/messages/coaches': {
    expect: { ...everyone(403), signedOut: 401, athlete: 201, minorAthlete: 201 },
    example: (f) => ({ json: { coachId: f.verifiedCoachId, text: 'Hello coach' } }),
  },
  'GET /api/messages/{id}': {
    expect: { ...noParty, athlete: 200, verifiedCoach: 200 },
    example: (f) => ({ params: { id: f.conversation } }),
  },
  'POST /api/messages/{id}': {
    expect: { ...noParty, athlete: 201, verifiedCoach: 201 },
    example: (f) => ({ params: { id: f.conversation }, json: { text: 'A message' } }),
  },
  'POST /api/messages/{id}/answer': {
    expect: { ...noParty, athlete: 200, verifiedCoach: 403 },
    example: (f) => ({ params: { id: f.conversation }, json: { answer: 'accept' } }),
  },
  // This fixture's guardian is an address no caller holds: nobody here is that guardian (the
  // guardian caller is the minor athlete's, see minorConversationRoutes).
  'POST /api/messages/{id}/contact-off': {
    expect: { ...noParty, athlete: 403, verifiedCoach: 403 },
    example: (f) => ({ params: { id: f.conversation }, json: { scope: 'this-coach' } }),
  },
  'POST /api/messages/{id}/block': {
    expect: { ...noParty, athlete: 200, verifiedCoach: 200 },
    example: (f) => ({ params: { id: f.conversation } }),
  },
  'DELETE /api/messages/{id}/block': {
    expect: { ...noParty, athlete: 200, verifiedCoach: 200 },
    example: (f) => ({ params: { id: f.conversation } }),
  },
  // The athlete caller is an adult: they may take this conversation's guardian off; the coach
  // may not.
  'DELETE /api/messages/{id}/guardians': {
    expect: { ...noParty, athlete: 200, verifiedCoach: 403 },
    example: (f) => ({ params: { id: f.conversation } }),
  },
  // A guardian's link is the key: whoever holds it opens that one thread, signed in or not.
  'GET /api/messages/guardian/{token}': {
    expect: everyone(200),
    example: (f) => ({ params: { token: f.guardianToken } }),
  },
  'POST /api/messages/guardian/{token}': {
    expect: everyone(201),
    example: (f) => ({ params: { token: f.guardianToken }, json: { text: 'From the guardian' } }),
  },
  'POST /api/messages/guardian/{token}/answer': {
    expect: everyone(200),
    example: (f) => ({ params: { token: f.guardianToken }, json: { answer: 'accept' } }),
  },
  'POST /api/messages/guardian/{token}/contact-off': {
    expect: everyone(200),
    example: (f) => ({ params: { token: f.guardianToken }, json: { scope: 'this-coach' } }),
  },
  // A parent's or guardian's page (docs/product.md#guardians): every member has one (empty
  // without children); a child's settings exist only for the guardian of that child.
  'GET /api/guardian': { expect: signedInOnly },
  'GET /api/guardian/children/{profileId}/profile-views': {
    expect: { ...noParty, guardian: 200 },
    example: (f) => ({ params: { profileId: f.minorProfileId } }),
  },
  'PUT /api/guardian/children/{profileId}/contact': {
    expect: { ...noParty, guardian: 200 },
    example: (f) => ({
      params: { profileId: f.minorProfileId },
      json: { coachUserId: null, allowed: true },
    }),
  },
  // The guardian approves their child's place on a team; to everyone else it does not exist.
  'POST /api/guardian/children/{profileId}/teams/{entryId}': {
    expect: { ...noParty, guardian: 200 },
    example: (f) => ({
      params: { profileId: f.minorProfileId, entryId: f.minorEntry },
      json: { decision: 'approve' },
    }),
  },
  'POST /api/guardian/children/{profileId}/consent': {
    expect: { ...noParty, guardian: 200 },
    example: (f) => ({
      params: { profileId: f.minorProfileId },
      json: { decision: 'grant', visibility: 'members' },
    }),
  },
  // Recruiting boards (docs/product.md#recruiting-boards): the fixture board is the verified
  // coach's own; every other caller is refused before any board is looked up.
  'GET /api/recruiting/boards': { expect: verifiedCoachesOnly },
  'POST /api/recruiting/boards': {
    expect: { ...verifiedCoachesOnly, verifiedCoach: 201 },
    example: () => ({ json: { name: 'Class of 2027 guards' } }),
  },
  'GET /api/recruiting/boards/{boardId}': {
    expect: verifiedCoachesOnly,
    example: (f) => ({ params: { boardId: f.board } }),
  },
  'PATCH /api/recruiting/boards/{boardId}': {
    expect: verifiedCoachesOnly,
    example: (f) => ({ params: { boardId: f.board }, json: { name: 'Renamed board' } }),
  },
  'DELETE /api/recruiting/boards/{boardId}': {
    expect: verifiedCoachesOnly,
    example: (f) => ({ params: { boardId: f.board } }),
  },
  'GET /api/recruiting/boards/{boardId}/export.csv': {
    expect: verifiedCoachesOnly,
    example: (f) => ({ params: { boardId: f.board } }),
  },
  'POST /api/recruiting/boards/{boardId}/entries': {
    expect: { ...verifiedCoachesOnly, verifiedCoach: 201 },
    example: (f) => ({ params: { boardId: f.board }, json: { athleteId: f.athleteId } }),
  },
  'PATCH /api/recruiting/boards/{boardId}/entries/{entryId}': {
    expect: verifiedCoachesOnly,
    example: (f) => ({
      params: { boardId: f.board, entryId: f.boardEntry },
      json: { stage: 1, rating: 4 },
    }),
  },
  'DELETE /api/recruiting/boards/{boardId}/entries/{entryId}': {
    expect: verifiedCoachesOnly,
    example: (f) => ({ params: { boardId: f.board, entryId: f.boardEntry } }),
  },
  // Saved searches (docs/product.md#coach-search): the fixture search is the verified coach's
  // own; every other caller is refused before any search is looked up.
  'GET /api/recruiting/searches': { expect: verifiedCoachesOnly },
  'POST /api/recruiting/searches': {
    expect: { ...verifiedCoachesOnly, verifiedCoach: 201 },
    example: () => ({
      json: {
        name: 'Tall guards',
        filters: { position: 'Guard', heightMin: 74 },
        frequency: 'daily',
      },
    }),
  },
  'PATCH /api/recruiting/searches/{searchId}': {
    expect: verifiedCoachesOnly,
    example: (f) => ({ params: { searchId: f.savedSearch }, json: { frequency: 'daily' } }),
  },
  'DELETE /api/recruiting/searches/{searchId}': {
    expect: verifiedCoachesOnly,
    example: (f) => ({ params: { searchId: f.savedSearch } }),
  },
  // Programs (docs/product.md#programs): pages anyone reads; a program's admin routes for the
  // organization that runs it only (each row on a fresh team of its program); the athlete's side
  // of an invitation for the account it names, and of a place on a team for its athlete.
  'GET /api/programs/{slug}': {
    expect: everyone(200),
    example: (f) => ({ params: { slug: f.programSlug } }),
  },
  'GET /api/teams/{id}': { expect: everyone(200), example: (f) => ({ params: { id: f.team } }) },
  'GET /api/me/program': { expect: { ...programAdminOnly, staffCoach: 200 } },
  'PATCH /api/me/program': {
    expect: programAdminOnly,
    example: () => ({ json: { about: 'A club for every player.', sports: ['Basketball'] } }),
  },
  'POST /api/me/program/teams': {
    expect: { ...programAdminOnly, organization: 201 },
    example: () => ({
      json: { name: 'Matrix 15U', sport: 'Basketball', level: '15U', season: '2026–27' },
    }),
  },
  'PATCH /api/me/program/teams/{id}': {
    expect: programAdminOnly,
    example: (f) => ({ params: { id: f.team }, json: { level: 'JV' } }),
  },
  'DELETE /api/me/program/teams/{id}': {
    expect: { ...programAdminOnly, organization: 204 },
    example: (f) => ({ params: { id: f.team } }),
  },
  'POST /api/me/program/teams/{id}/invitations': {
    expect: { ...programAdminOnly, organization: 201, staffCoach: 201 },
    example: (f) => ({ params: { id: f.team }, json: { email: uniqueEmail('invited') } }),
  },
  'POST /api/me/program/teams/{id}/join-link': {
    expect: { ...programAdminOnly, organization: 201, staffCoach: 201 },
    example: (f) => ({ params: { id: f.team } }),
  },
  'PATCH /api/me/program/teams/{id}/roster/{entryId}': {
    expect: { ...programAdminOnly, staffCoach: 200 },
    example: (f) => ({
      params: { id: f.team, entryId: f.athleteEntry },
      json: { jerseyNumber: 23, position: 'Guard' },
    }),
  },
  'DELETE /api/me/program/teams/{id}/roster/{entryId}': {
    expect: { ...programAdminOnly, organization: 204, staffCoach: 404 },
    example: (f) => ({ params: { id: f.team, entryId: f.athleteEntry } }),
  },
  // A program's schedule (docs/product.md#events): anyone reads an event and /tournaments; the
  // program's staff (the organization caller) keep it (coaches are tested in the module's tests).
  'GET /api/events/{id}': {
    expect: everyone(200),
    example: (f) => ({ params: { id: f.showcase } }),
  },
  'GET /api/tournaments': {
    expect: everyone(200),
    example: () => ({ query: { state: 'WI', month: new Date().toISOString().slice(0, 7) } }),
  },
  'GET /api/me/program/events': { expect: { ...programAdminOnly, staffCoach: 200 } },
  'POST /api/me/program/events': {
    expect: { ...programAdminOnly, organization: 201, staffCoach: 201 },
    example: (f) => ({
      json: {
        kind: 'game',
        title: 'Matrix game',
        startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16),
        endsAt: new Date(Date.now() + 3 * 86_400_000 + 5400_000).toISOString().slice(0, 16),
        timeZone: 'America/Chicago',
        teamIds: [f.team],
      },
    }),
  },
  'PATCH /api/me/program/events/{id}': {
    expect: { ...programAdminOnly, staffCoach: 200 },
    example: (f) => ({ params: { id: f.showcase }, json: { place: 'Matrix Gym' } }),
  },
  'POST /api/me/program/events/{id}/cancel': {
    expect: { ...programAdminOnly, staffCoach: 409 },
    example: (f) => ({ params: { id: f.showcase } }),
  },
  // A program's dashboard: its owner and admins read it (coaches are tested in the module's tests).
  'GET /api/me/program/dashboard': { expect: programAdminOnly },
  // A program's staff: its owner and admins manage it (coaches are tested in the module's tests);
  // a staff invitation is read by whoever holds the link and accepted by the address invited.
  'GET /api/me/program/staff': { expect: programAdminOnly },
  'POST /api/me/program/staff': {
    expect: { ...programAdminOnly, organization: 201 },
    example: () => ({ json: { email: uniqueEmail('staff'), role: 'coach' } }),
  },
  'DELETE /api/me/program/staff/{id}': {
    expect: { ...programAdminOnly, organization: 204 },
    example: (f) => ({ params: { id: f.staffMember } }),
  },
  'GET /api/staff-invitations/{token}': {
    expect: everyone(200),
    example: (f) => ({ params: { token: f.staffInvitationToken } }),
  },
  'POST /api/staff-invitations/{token}/accept': {
    expect: coachStaffInvitation,
    example: (f) => ({ params: { token: f.staffInvitationToken } }),
  },
  // The link is the key to reading what it is.
  'GET /api/invitations/{token}': {
    expect: everyone(200),
    example: (f) => ({ params: { token: f.joinLinkToken } }),
  },
  'POST /api/invitations/{token}/accept': {
    expect: minorInvitation,
    example: (f) => ({ params: { token: f.minorInvitationToken } }),
  },
  'POST /api/invitations/{token}/decline': {
    expect: minorInvitation,
    example: (f) => ({ params: { token: f.minorInvitationToken } }),
  },
  // A showcase's roster book and its CSV file (docs/product.md#roster-book).
  'GET /api/events/{id}/roster-book': {
    expect: rosterBookReaders,
    example: (f) => ({ params: { id: f.showcase } }),
  },
  'GET /api/events/{id}/roster-book.csv': {
    expect: rosterBookReaders,
    example: (f) => ({ params: { id: f.showcase } }),
  },
  // Verifying an athlete's statistics (docs/product.md#stat-verification): the program's staff,
  // for the athlete caller active on the fixture team; coach and admin staff are tested in the
  // module's stat-verifications.test.ts.
  'GET /api/me/program/teams/{id}/roster/{entryId}/stats': {
    expect: { ...programAdminOnly, staffCoach: 200 },
    example: (f) => ({ params: { id: f.team, entryId: f.athleteEntry } }),
  },
  'PUT /api/me/program/teams/{id}/roster/{entryId}/verifications': {
    expect: { ...programAdminOnly, staffCoach: 200 },
    example: (f) => ({
      params: { id: f.team, entryId: f.athleteEntry },
      json: { stat: 'Points per game' },
    }),
  },
  'DELETE /api/me/program/teams/{id}/roster/{entryId}/verifications/{stat}': {
    expect: { ...programAdminOnly, organization: 204, staffCoach: 404 },
    example: (f) => ({
      params: { id: f.team, entryId: f.athleteEntry, stat: '3P/FG%' },
    }),
  },
  // Only the athlete leaves their own place; to everyone else it does not exist.
  'DELETE /api/me/teams/{entryId}': {
    expect: { ...noParty, athlete: 204 },
    example: (f) => ({ params: { entryId: f.athleteEntry } }),
  },
  'GET /api/admin/access': { expect: adminsOnly },
  'GET /api/admin/overview': { expect: adminsOnly },
  'GET /api/admin/audit': { expect: adminsOnly },
  'PUT /api/admin/members/{userId}/access': {
    expect: adminsOnly,
    example: (f) => ({ params: { userId: f.target }, json: { has_access: true } }),
  },
  'GET /api/admin/members': {
    expect: adminsOnly,
    example: () => ({ query: { q: 'Sam Target', role: 'user', sort: 'name' } }),
  },
  'GET /api/admin/members/{userId}': {
    expect: adminsOnly,
    example: (f) => ({ params: { userId: f.target } }),
  },
  // Each action lands on the row's fresh account; the administrator acts last.
  'POST /api/admin/members/{userId}/ban': {
    expect: adminsOnly,
    example: (f) => ({ params: { userId: f.target }, json: { reason: 'security test' } }),
  },
  // The fresh account is not banned: the administrator gets as far as being told so.
  'POST /api/admin/members/{userId}/unban': {
    expect: { ...adminsOnly, admin: 409 },
    example: (f) => ({ params: { userId: f.target } }),
  },
  'POST /api/admin/members/{userId}/role': {
    expect: adminsOnly,
    example: (f) => ({ params: { userId: f.target }, json: { role: 'admin' } }),
  },
  // The fresh account has no two-step sign-in to reset.
  'POST /api/admin/members/{userId}/reset-two-factor': {
    expect: { ...adminsOnly, admin: 409 },
    example: (f) => ({ params: { userId: f.target } }),
  },
  'POST /api/admin/members/{userId}/sign-out-everywhere': {
    expect: adminsOnly,
    example: (f) => ({ params: { userId: f.target } }),
  },
  'POST /api/admin/members/{userId}/delete': {
    expect: adminsOnly,
    example: (f) => ({ params: { userId: f.target }, json: { confirmEmail: f.targetEmail } }),
  },
  // Above the basic level a video plays only with a subscription; administrators have none.
  'GET /api/training/videos/{id}': {
    expect: { ...everyone(403), member: 200 },
    example: () => ({ params: { id: premiumVideo.id } }),
  },
  'GET /api/training/{sport}': {
    expect: everyone(200),
    example: () => ({ params: { sport: 'basketball' } }),
  },
  'GET /api/site': { expect: everyone(200) },
  'POST /api/newsletter': {
    expect: everyone(200),
    example: () => ({ json: { email: uniqueEmail('newsletter') } }),
  },
  // A bad link returns to the page with subscribed=0, for everyone alike.
  'GET /api/newsletter/confirm': {
    expect: everyone(302),
    example: () => ({ query: { token: 'not-a-real-token' } }),
  },
  'POST /api/contact': {
    expect: everyone(201),
    example: () => ({
      json: {
        name: 'Jordan Park',
        email: uniqueEmail('contact'),
        subject: 'Team sign-up',
        message: 'How do I add my whole team at once?',
      },
    }),
  },
  // Anyone may report; the visitor's receipt goes to the address given, a member's to theirs.
  'POST /api/reports': {
    expect: everyone(201),
    example: (f) => ({
      json: {
        targetType: 'athlete',
        targetId: f.athleteId,
        reason: 'other',
        email: uniqueEmail('report'),
      },
    }),
  },
  'GET /api/admin/reports': { expect: adminsOnly, example: () => ({ query: { status: 'open' } }) },
  // A made-up report: the administrator gets as far as looking it up.
  'POST /api/admin/reports/{id}/hold': {
    expect: { ...adminsOnly, admin: 404 },
    example: () => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      json: { reason: 'Under review' },
    }),
  },
  'POST /api/admin/reports/{id}/resolve': {
    expect: { ...adminsOnly, admin: 404 },
    example: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'POST /api/admin/reports/{id}/release': {
    expect: { ...adminsOnly, admin: 404 },
    example: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'GET /api/admin/messages': {
    expect: adminsOnly,
    example: () => ({ query: { status: 'new', search: 'sign-up' } }),
  },
  // A made-up message: the administrator gets as far as looking it up (and sends no mail).
  'GET /api/admin/messages/{id}': {
    expect: { ...adminsOnly, admin: 404 },
    example: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'POST /api/admin/messages/{id}/reply': {
    expect: { ...adminsOnly, admin: 404 },
    example: () => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      json: { body: 'Thanks for writing, here is how it works.' },
    }),
  },
  'POST /api/admin/messages/{id}/status': {
    expect: { ...adminsOnly, admin: 404 },
    example: () => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      json: { status: 'closed' },
    }),
  },
  'GET /api/admin/newsletter': { expect: adminsOnly },
  // Only a conversation a report names opens, to administrators alone (each reading audited).
  'GET /api/admin/reports/messages/{messageId}/conversation': {
    expect: adminsOnly,
    example: (f) => ({ params: { messageId: f.reportedMessage } }),
  },
  'GET /api/admin/newsletter/export.csv': { expect: adminsOnly },
  'GET /api/channels': { expect: everyone(200) },
  'GET /api/channels/events': { expect: everyone(200) },
  'GET /api/channels/{slug}': {
    expect: everyone(200),
    example: (f) => ({ params: { slug: f.channel } }),
  },
  'GET /api/replays': { expect: everyone(200) },
  'GET /api/vod': { expect: everyone(200) },
  // Coaches, organizations and administrators run channels; athletes and members may not. The
  // channel in these rows is the administrator's: to a coach it is not one of theirs (404).
  'GET /api/me/channels': {
    expect: { ...adminsOnly, coach: 200, verifiedCoach: 200, organization: 200 },
  },
  'POST /api/me/channels': {
    expect: { ...adminsOnly, coach: 201, verifiedCoach: 201, organization: 201, admin: 201 },
    example: () => ({ json: { title: 'Matrix Channel', channel: 'Matrix', category: 'other' } }),
  },
  'PATCH /api/me/channels/{slug}': {
    expect: othersChannel,
    example: (f) => ({ params: { slug: f.channel }, json: { schedule: 'Sundays' } }),
  },
  'DELETE /api/me/channels/{slug}': {
    expect: { ...othersChannel, admin: 204 },
    example: (f) => ({ params: { slug: f.channel } }),
  },
  'POST /api/me/channels/{slug}/stream-key': {
    expect: othersChannel,
    example: (f) => ({ params: { slug: f.channel } }),
  },
  'GET /api/me/channels/{slug}/broadcasts': {
    expect: othersChannel,
    example: (f) => ({ params: { slug: f.channel } }),
  },
  // A replay's captions, by the rule of the channel's other owner routes.
  'PUT /api/me/channels/{slug}/broadcasts/{id}/captions': {
    expect: othersChannel,
    example: (f) => ({
      params: { slug: f.channel, id: f.broadcast },
      json: { vtt: captionsFile },
    }),
  },
  'DELETE /api/me/channels/{slug}/broadcasts/{id}/captions': {
    expect: othersChannel,
    example: (f) => ({ params: { slug: f.channel, id: f.broadcast } }),
  },
  // Athletes on show. A featured pick and the Athlete of the Month land on the athlete caller's
  // profile (cleared after the run); a hold is asked for a made-up profile, so nothing the other
  // rows read is hidden; a new order naming picks that do not exist is refused as stale.
  'GET /api/admin/athletes/picks': { expect: adminsOnly },
  'PUT /api/admin/athletes/athlete-of-the-month': {
    expect: adminsOnly,
    example: (f) => ({ json: { profileId: f.athleteId, month: '2026-11', blurb: 'Matrix pick' } }),
  },
  'DELETE /api/admin/athletes/athlete-of-the-month': { expect: adminsOnly },
  'POST /api/admin/athletes/picks': {
    expect: adminsOnly,
    example: (f) => ({ json: { kind: 'featured', profileId: f.athleteId } }),
  },
  'PUT /api/admin/athletes/picks/order': {
    expect: { ...adminsOnly, admin: 409 },
    example: () => ({
      json: { kind: 'special_mention', ids: ['00000000-0000-4000-8000-000000000000'] },
    }),
  },
  'DELETE /api/admin/athletes/picks/{id}': {
    expect: { ...adminsOnly, admin: 404 },
    example: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'GET /api/admin/athletes/search': {
    expect: adminsOnly,
    example: () => ({ query: { q: 'Riley' } }),
  },
  'POST /api/admin/athletes/{profileId}/hide': {
    expect: { ...adminsOnly, admin: 404 },
    example: () => ({
      params: { profileId: '00000000-0000-4000-8000-000000000000' },
      json: { reason: 'Under review' },
    }),
  },
  // Not hidden: releasing nothing answers the athlete as they are.
  'POST /api/admin/athletes/{profileId}/unhide': {
    expect: adminsOnly,
    example: (f) => ({ params: { profileId: f.athleteId } }),
  },
  // Channels & training: every action on the row's own fresh channel.
  'GET /api/admin/channels': { expect: adminsOnly },
  'POST /api/admin/channels': {
    expect: { ...adminsOnly, admin: 201 },
    example: () => ({
      json: { title: 'Matrix Admin Channel', channel: 'Matrix', category: 'other' },
    }),
  },
  'PATCH /api/admin/channels/{slug}': {
    expect: adminsOnly,
    example: (f) => ({ params: { slug: f.channel }, json: { schedule: 'Sundays' } }),
  },
  'POST /api/admin/channels/{slug}/archive': {
    expect: adminsOnly,
    example: (f) => ({ params: { slug: f.channel } }),
  },
  'POST /api/admin/channels/{slug}/unarchive': {
    expect: adminsOnly,
    example: (f) => ({ params: { slug: f.channel } }),
  },
  'POST /api/admin/channels/{slug}/rotate-key': {
    expect: adminsOnly,
    example: (f) => ({ params: { slug: f.channel } }),
  },
  // Nothing is broadcasting: the answer says no broadcast was ended.
  'POST /api/admin/channels/{slug}/end-broadcast': {
    expect: adminsOnly,
    example: (f) => ({ params: { slug: f.channel } }),
  },
  'GET /api/admin/training/catalogue': { expect: adminsOnly },
  // Card payments (the sandbox: no payment account configured). Plans are for members; the
  // administrator holds none, so each caller can start a checkout.
  // The subscribed member is sent to the billing portal instead of paying twice.
  'POST /api/checkout': {
    expect: signedInOnly,
    example: () => ({ json: { plan: 'premium', period: '1' } }),
  },
  // Another member's checkout reads as missing.
  // Pi: a token the Platform API (the simulator) does not know; callers without a Pi account.
  'POST /api/pi/auth': {
    expect: everyone(401),
    example: () => ({ json: { accessToken: 'nope' } }),
  },
  'GET /api/pi/wallet': { expect: signedInOnly },
  // Nobody in the matrix has a wallet linked: every signed-in caller gets as far as looking.
  'POST /api/pi/wallet/unlink': {
    expect: { ...everyone(404), signedOut: 401 },
    example: () => ({ json: { password: 'whatever-it-is' } }),
  },
  'POST /api/pi/orders': {
    expect: { ...everyone(409), signedOut: 401 },
    example: () => ({ json: { plan: 'premium' } }),
  },
  'POST /api/pi/payments/approve': {
    expect: { ...everyone(409), signedOut: 401 },
    example: () => ({ json: { paymentId: 'made-up' } }),
  },
  'POST /api/pi/payments/complete': {
    expect: { ...everyone(409), signedOut: 401 },
    example: () => ({ json: { paymentId: 'made-up', txid: 'abc123' } }),
  },
  'POST /api/pi/payments/incomplete': {
    expect: { ...everyone(409), signedOut: 401 },
    example: () => ({ json: { paymentId: 'made-up' } }),
  },
  // A made-up channel: every signed-in caller gets as far as looking it up.
  'POST /api/checkout/purchase': {
    expect: { ...everyone(404), signedOut: 401 },
    example: () => ({ json: { kind: 'pass', channel: 'no-such-channel' } }),
  },
  'GET /api/checkout/status': {
    expect: { ...everyone(404), signedOut: 401 },
    example: () => ({ query: { session_id: 'cs_sbx_0000000000000000' } }),
  },
  'GET /api/checkout/sandbox/{id}': {
    expect: { ...everyone(404), signedOut: 401 },
    example: () => ({ params: { id: 'cs_sbx_0000000000000000' } }),
  },
  'POST /api/checkout/sandbox/{id}/pay': {
    expect: { ...everyone(404), signedOut: 401 },
    example: () => ({
      params: { id: 'cs_sbx_0000000000000000' },
      json: { cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', nameOnCard: 'A B' },
    }),
  },
  'POST /api/checkout/sandbox/{id}/cancel': {
    expect: { ...everyone(404), signedOut: 401 },
    example: () => ({ params: { id: 'cs_sbx_0000000000000000' } }),
  },
  'GET /api/me/billing': { expect: signedInOnly },
  // Only the subscribed member has a billing account and a plan to change.
  'POST /api/me/billing/portal': {
    expect: { ...everyone(409), signedOut: 401, member: 200 },
  },
  'POST /api/me/billing/sandbox/cancel': {
    expect: { ...everyone(404), signedOut: 401, member: 200 },
  },
  'POST /api/me/billing/sandbox/resume': {
    expect: { ...everyone(404), signedOut: 401, member: 200 },
  },
  // The member's plan is active: a good card is taken and nothing else changes.
  'POST /api/me/billing/sandbox/card': {
    expect: { ...everyone(404), signedOut: 401, member: 200 },
    example: () => ({
      json: { cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123', nameOnCard: 'A B' },
    }),
  },
  // Switching to the plan held is refused; the member holds All Training.
  'POST /api/me/billing/sandbox/switch': {
    expect: { ...everyone(404), signedOut: 401, member: 409 },
    example: () => ({ json: { plan: 'premium' } }),
  },
  'GET /api/admin/payments': {
    expect: adminsOnly,
    example: (f) => ({ query: { member: f.target, method: 'card', status: 'paid' } }),
  },
  'GET /api/admin/payments/orders': {
    expect: adminsOnly,
    example: (f) => ({ query: { member: f.target, kind: 'pass' } }),
  },
  'GET /api/admin/payments/setup': { expect: adminsOnly },
  // A made-up payment: the administrator gets as far as looking it up.
  'POST /api/admin/payments/{id}/refund': {
    expect: { ...adminsOnly, admin: 404 },
    example: () => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      json: { note: 'Sent back from the app wallet' },
    }),
  },
  'POST /api/admin/payments/simulate': {
    expect: { ...adminsOnly, admin: 404 },
    example: () => ({ json: { event: 'renewal', email: uniqueEmail('nobody') } }),
  },
  // Unsigned: refused before anything is read, whoever sends it.
  'POST /api/webhooks/stripe': { expect: everyone(400), example: () => ({ json: {} }) },
  // Without a Livepeer webhook secret configured the endpoint does not exist.
  'POST /api/webhooks/livepeer': { expect: everyone(404), example: () => ({ json: {} }) },
  // The kept mail holds everyone's confirmation and reset links: it exists only for callers on
  // the server's own machine (see the loopback test below). Every caller here connects from a
  // public address, so for them, whatever their role, there is no such endpoint.
  'GET /api/dev/mailbox': { expect: everyone(404) },
};

/**
 * better-auth's admin endpoints: they would change roles, bans, passwords and sessions without a
 * fresh-session check or an audit row, so the server does not serve them to anyone (the admin
 * dashboard acts through /api/admin). Actions would land on a throwaway account made for the row.
 */
const authAdminRoutes: Record<string, Row> = {
  'GET /api/auth/admin/list-users': {
    expect: everyone(404),
    example: () => ({ query: { limit: '1' } }),
  },
  'GET /api/auth/admin/get-user': {
    expect: everyone(404),
    example: (f) => ({ query: { id: f.target } }),
  },
  'POST /api/auth/admin/create-user': {
    expect: everyone(404),
    example: () => ({
      json: { email: uniqueEmail('created'), password: 'Created-User-2026', name: 'New Person' },
    }),
  },
  'POST /api/auth/admin/update-user': {
    expect: everyone(404),
    example: (f) => ({ json: { userId: f.target, data: { name: 'Renamed Person' } } }),
  },
  'POST /api/auth/admin/set-role': {
    expect: everyone(404),
    example: (f) => ({ json: { userId: f.target, role: 'user' } }),
  },
  'POST /api/auth/admin/ban-user': {
    expect: everyone(404),
    example: (f) => ({ json: { userId: f.target, banReason: 'security test' } }),
  },
  'POST /api/auth/admin/unban-user': {
    expect: everyone(404),
    example: (f) => ({ json: { userId: f.target } }),
  },
  'POST /api/auth/admin/list-user-sessions': {
    expect: everyone(404),
    example: (f) => ({ json: { userId: f.target } }),
  },
  'POST /api/auth/admin/revoke-user-sessions': {
    expect: everyone(404),
    example: (f) => ({ json: { userId: f.target } }),
  },
  'POST /api/auth/admin/impersonate-user': {
    expect: everyone(404),
    example: (f) => ({ json: { userId: f.target } }),
  },
  'POST /api/auth/admin/set-user-password': {
    expect: everyone(404),
    example: (f) => ({ json: { userId: f.target, newPassword: 'Replaced-Pass-2026' } }),
  },
  'POST /api/auth/admin/remove-user': {
    expect: everyone(404),
    example: (f) => ({ json: { userId: f.target } }),
  },
};

/**
 * A minor's conversation: the routes of one conversation again, on the fixture's request from the
 * verified coach to the minor athlete, each called by all nine callers. The guardian, signed in
 * under the address they consented from, takes part as the athlete does (reads it, writes, answers
 * the request) and alone may switch contact off; a guardian does not block. To everyone else the
 * conversation does not exist (404).
 */
const minorConversationRoutes: Record<string, Row> = {
  'GET /api/messages/{id}': {
    expect: { ...noParty, verifiedCoach: 200, minorAthlete: 200, guardian: 200 },
    example: (f) => ({ params: { id: f.minorConversation } }),
  },
  // A request takes the coach's one message until it is answered (409); the athlete's or the
  // guardian's message answers it.
  'POST /api/messages/{id}': {
    expect: { ...noParty, verifiedCoach: 409, minorAthlete: 201, guardian: 201 },
    example: (f) => ({ params: { id: f.minorConversation }, json: { text: 'A message' } }),
  },
  'POST /api/messages/{id}/answer': {
    expect: { ...noParty, verifiedCoach: 403, minorAthlete: 200, guardian: 200 },
    example: (f) => ({ params: { id: f.minorConversation }, json: { answer: 'accept' } }),
  },
  'POST /api/messages/{id}/contact-off': {
    expect: { ...noParty, verifiedCoach: 403, minorAthlete: 403, guardian: 200 },
    example: (f) => ({ params: { id: f.minorConversation }, json: { scope: 'this-coach' } }),
  },
  'POST /api/messages/{id}/block': {
    expect: { ...noParty, verifiedCoach: 200, minorAthlete: 200, guardian: 403 },
    example: (f) => ({ params: { id: f.minorConversation } }),
  },
  'DELETE /api/messages/{id}/block': {
    expect: { ...noParty, verifiedCoach: 200, minorAthlete: 200, guardian: 403 },
    example: (f) => ({ params: { id: f.minorConversation } }),
  },
  // Nobody takes a minor's guardian off a conversation, the minor included.
  'DELETE /api/messages/{id}/guardians': {
    expect: { ...noParty, verifiedCoach: 403, minorAthlete: 403, guardian: 403 },
    example: (f) => ({ params: { id: f.minorConversation } }),
  },
};

const t = await openSecurityApp();
const documented = await readApiRoutes(t);
const png = new Uint8Array(
  await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer(),
);

function requestFor(method: string, path: string, example: Example): ApiRequest {
  const query = example.query ? `?${new URLSearchParams(example.query)}` : '';
  const url = fillPath(
    path,
    Object.fromEntries(
      Object.entries(example.params ?? {}).map(([name, value]) => [
        name,
        encodeURIComponent(value),
      ]),
    ),
  );
  if (example.form) return { method, path: url + query, body: example.form };
  if (example.raw) {
    return {
      method,
      path: url + query,
      headers: { 'content-type': example.raw.contentType },
      body: example.raw.body,
    };
  }
  if (example.json === undefined) return { method, path: url + query };
  return {
    method,
    path: url + query,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(example.json),
  };
}

async function freshFixtures(): Promise<Fixtures> {
  const { id: target, email: targetEmail } = await t.createUser();
  const made = await t.send(t.callers.admin, {
    method: 'POST',
    path: '/api/me/channels',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: 'Matrix Fixture', channel: 'Matrix', category: 'other' }),
  });
  const { channel } = z
    .object({ channel: z.object({ slug: z.string() }) })
    .parse(await made.json());
  const channelRow = onlyRow(
    await t.db.select({ id: channels.id }).from(channels).where(eq(channels.slug, channel.slug)),
  );
  const broadcast = onlyRow(
    await t.db
      .insert(broadcasts)
      .values({
        channelId: channelRow.id,
        title: 'Matrix replay',
        endedAt: new Date(),
        durationSeconds: 30,
        replayUrl: '/live-media/b/matrix/master.m3u8',
      })
      .returning({ id: broadcasts.id }),
  );
  // The verified coach keeps one board at a time here, so the limit on boards is never reached.
  const coachId = t.callers.verifiedCoach.userId;
  await t.db.delete(recruitingBoards).where(eq(recruitingBoards.coachId, coachId));
  const board = onlyRow(
    await t.db
      .insert(recruitingBoards)
      .values({ coachId, name: 'Matrix board', stages: [...defaultBoardStages] })
      .returning({ id: recruitingBoards.id }),
  );
  // One saved search at a time too, so the limit on searches is never reached.
  await t.db.delete(savedSearches).where(eq(savedSearches.coachId, coachId));
  const savedSearch = onlyRow(
    await t.db
      .insert(savedSearches)
      .values({ coachId, name: 'Matrix search', filters: { sport: t.sport }, frequency: 'weekly' })
      .returning({ id: savedSearches.id }),
  );
  const boardEntry = onlyRow(
    await t.db
      .insert(boardEntries)
      .values({ boardId: board.id, athleteId: t.callers.member.profileId })
      .returning({ id: boardEntries.id }),
  );
  // Messaging: the athlete caller has a class year a college coach may write to, and one open
  // conversation with the verified coach, with a guardian's link (as a minor's would have).
  const athleteUserId = t.callers.athlete.userId;
  await t.db
    .update(playerProfiles)
    .set({ graduationYear: new Date().getUTCFullYear() + 1 })
    .where(eq(playerProfiles.id, t.callers.athlete.profileId));
  await t.db.delete(conversations).where(eq(conversations.coachUserId, coachId));
  await t.db.delete(messageBlocks).where(eq(messageBlocks.blockedUserId, coachId));
  await t.db.delete(messageBlocks).where(eq(messageBlocks.blockerUserId, coachId));
  await t.db.delete(contactSwitches).where(eq(contactSwitches.athleteUserId, athleteUserId));
  await t.db
    .delete(contactSwitches)
    .where(eq(contactSwitches.athleteUserId, t.callers.minorAthlete.userId));
  const conversation = onlyRow(
    await t.db
      .insert(conversations)
      .values({
        athleteProfileId: t.callers.athlete.profileId,
        athleteUserId,
        coachUserId: coachId,
        startedByUserId: coachId,
        status: 'active',
      })
      .returning({ id: conversations.id }),
  );
  // The athlete was a minor when the conversation began: their guardian, who consented then, is
  // still copied (an athlete of 18 takes them off).
  const formerGuardian = uniqueEmail('guardian');
  await t.db
    .insert(guardianConsents)
    .values({
      userId: athleteUserId,
      guardianEmail: formerGuardian,
      tokenHash: createSecretToken().hash,
      status: 'granted',
      sentAt: new Date(),
      expiresAt: new Date(Date.now() + 3600_000),
    })
    .onConflictDoUpdate({
      target: guardianConsents.userId,
      set: { guardianEmail: formerGuardian, status: 'granted' },
    });
  const [, , guardian] = await t.db
    .insert(conversationParticipants)
    .values([
      { conversationId: conversation.id, role: 'athlete', userId: athleteUserId },
      { conversationId: conversation.id, role: 'coach', userId: coachId },
      { conversationId: conversation.id, role: 'guardian', email: formerGuardian },
    ])
    .returning({ id: conversationParticipants.id });
  const reportedMessage = onlyRow(
    await t.db
      .insert(messages)
      .values({ conversationId: conversation.id, senderRole: 'coach', body: 'Reported text' })
      .returning({ id: messages.id }),
  );
  await t.db.insert(reports).values({
    targetType: 'message',
    targetId: reportedMessage.id,
    reason: 'harassment',
    reporterUserId: athleteUserId,
  });
  const guardianLink = createSecretToken();
  await t.db.insert(guardianThreadLinks).values({
    tokenHash: guardianLink.hash,
    participantId: guardian!.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  const minorConversation = await minorRequest(coachId);
  const program = await programFixtures();
  return {
    ...program,
    target,
    targetEmail,
    athleteId: t.callers.athlete.profileId,
    sport: t.sport,
    png,
    channel: channel.slug,
    broadcast: broadcast.id,
    verifiedCoachId: t.callers.verifiedCoach.userId,
    board: board.id,
    boardEntry: boardEntry.id,
    savedSearch: savedSearch.id,
    conversation: conversation.id,
    guardianToken: guardianLink.token,
    reportedMessage: reportedMessage.id,
    minorConversation,
    minorProfileId: t.callers.minorAthlete.profileId,
  };
}

/**
 * Fresh teams of the organization caller's program: the athlete caller on the first, the minor
 * athlete caller waiting there for their guardian, and a join link to it; an invitation to the
 * second mailed to the minor's address; its staff anew: an invitation mailed to the coach
 * caller's address and another invited member; and a showcase the first team takes part in.
 */
async function programFixtures() {
  const [team, invitingTeam] = exactly(
    2,
    await t.db
      .insert(teams)
      .values(
        ['Matrix 16U', 'Matrix 17U'].map((name) => ({
          organizationId: t.program.id,
          name,
          sport: 'Basketball',
          level: name.slice(-3),
          season: '2026–27',
        })),
      )
      .returning({ id: teams.id }),
  );
  const [athleteEntry, minorEntry] = exactly(
    2,
    await t.db
      .insert(rosterEntries)
      .values([
        { teamId: team.id, profileId: t.callers.athlete.profileId, status: 'active' },
        {
          teamId: team.id,
          profileId: t.callers.minorAthlete.profileId,
          status: 'guardian_pending',
        },
      ])
      .returning({ id: rosterEntries.id }),
  );
  const invitation = createSecretToken();
  const joinLink = createSecretToken();
  const expiresAt = new Date(Date.now() + 3600_000);
  await t.db.insert(teamInvitations).values([
    // On the other team: the minor is on the first one already.
    {
      teamId: invitingTeam.id,
      email: t.callers.minorAthlete.email.toLowerCase(),
      tokenHash: invitation.hash,
      expiresAt,
    },
    { teamId: team.id, email: null, tokenHash: joinLink.hash, expiresAt },
  ]);
  // The athlete caller's statistics of the team's season, one of them verified by the program.
  const athleteProfile = t.callers.athlete.profileId;
  await t.db.delete(athleteStats).where(eq(athleteStats.athleteId, athleteProfile));
  await t.db.insert(athleteStats).values([
    { athleteId: athleteProfile, season: '2026-27', stat: 'Points per game', value: '14.2' },
    { athleteId: athleteProfile, season: '2026-27', stat: '3P/FG%', value: '38%', position: 1 },
  ]);
  await t.db.delete(statVerifications).where(eq(statVerifications.profileId, athleteProfile));
  await t.db.insert(statVerifications).values({
    profileId: athleteProfile,
    teamId: team.id,
    season: '2026-27',
    stat: '3P/FG%',
    value: '38%',
    verifierName: 'Matrix Club',
  });
  // The program's staff anew: the coach caller accepted the last row's invitation.
  await t.db.delete(programStaff).where(eq(programStaff.organizationId, t.program.id));
  const staffInvitation = createSecretToken();
  const [, staffMember] = await t.db
    .insert(programStaff)
    .values([
      {
        organizationId: t.program.id,
        email: t.callers.coach.email.toLowerCase(),
        role: 'coach' as const,
        tokenHash: staffInvitation.hash,
        expiresAt,
      },
      {
        organizationId: t.program.id,
        email: uniqueEmail('staff'),
        role: 'admin' as const,
        tokenHash: createSecretToken().hash,
        expiresAt,
      }, // The staff coach caller, on the staff as a coach.
      {
        organizationId: t.program.id,
        userId: t.callers.staffCoach.userId,
        email: t.callers.staffCoach.email.toLowerCase(),
        role: 'coach' as const,
        status: 'active' as const,
        tokenHash: createSecretToken().hash,
        expiresAt,
        acceptedAt: new Date(),
      },
    ])
    .returning({ id: programStaff.id });
  const startsAt = new Date(Date.now() + 7 * 24 * 3600_000);
  const showcase = onlyRow(
    await t.db
      .insert(events)
      .values({
        organizationId: t.program.id,
        kind: 'showcase',
        title: 'Matrix Showcase',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 6 * 3600_000),
        timeZone: 'America/Chicago',
        sport: 'Basketball',
        state: 'WI',
      })
      .returning({ id: events.id }),
  );
  await t.db.insert(eventTeams).values({ eventId: showcase.id, teamId: team.id });
  return {
    showcase: showcase.id,
    staffInvitationToken: staffInvitation.token,
    staffMember: staffMember!.id,
    programSlug: t.program.slug,
    team: team.id,
    athleteEntry: athleteEntry.id,
    minorEntry: minorEntry.id,
    minorInvitationToken: invitation.token,
    joinLinkToken: joinLink.token,
  };
}

/**
 * The verified coach's request to the minor athlete, as startWithAthlete leaves it: the
 * conversation with its three participants (the guardian by the address they consented from)
 * and the coach's one message.
 */
async function minorRequest(coachId: string): Promise<string> {
  const minor = t.callers.minorAthlete;
  const conversation = onlyRow(
    await t.db
      .insert(conversations)
      .values({
        athleteProfileId: minor.profileId,
        athleteUserId: minor.userId,
        coachUserId: coachId,
        startedByUserId: coachId,
        status: 'request',
      })
      .returning({ id: conversations.id }),
  );
  const [, coach] = await t.db
    .insert(conversationParticipants)
    .values([
      { conversationId: conversation.id, role: 'athlete', userId: minor.userId },
      { conversationId: conversation.id, role: 'coach', userId: coachId },
      { conversationId: conversation.id, role: 'guardian', email: t.callers.guardian.email },
    ])
    .returning({ id: conversationParticipants.id });
  await t.db.insert(messages).values({
    conversationId: conversation.id,
    senderParticipantId: coach!.id,
    senderRole: 'coach',
    body: 'Would you like to talk about our program?',
  });
  return conversation.id;
}

/** A valid request to the row's route ("GET /api/athletes/{id}"), built anew for each call. */
function exampleRequest(key: string, row: Row, fixtures: Fixtures): ApiRequest {
  const [method = '', path = ''] = key.split(' ');
  return requestFor(method, path, row.example?.(fixtures) ?? {});
}

/** Calls the route as each caller in turn (the administrator last, as actions may be final). */
async function outcomesOf(key: string, row: Row): Promise<Outcome> {
  const fixtures = await freshFixtures();
  return recordOf(
    callerNames,
    async (name) => (await t.send(t.callers[name], exampleRequest(key, row, fixtures))).status,
  );
}

// The rows above pick the athlete caller as a featured athlete: the site's picks are left as found.
afterAll(async () => {
  await t.db.delete(athletePicks).where(eq(athletePicks.kind, 'featured'));
});

describe('authorization matrix', () => {
  it('has a row for every route of the OpenAPI document and a route for every row', () => {
    const keys = new Set(documented.map((route) => route.key));
    const problems = [
      ...[...keys].filter((key) => !appRoutes[key]).map((key) => `add a row for ${key}`),
      ...Object.keys(appRoutes)
        .filter((key) => !keys.has(key))
        .map((key) => `remove the row for ${key}: the OpenAPI document has no such route`),
    ];
    expect(problems).toEqual([]);
  });

  it.each(documented.map((route) => route.key))('%s', async (key) => {
    const row = appRoutes[key];
    if (!row) throw new Error(`add a row for ${key}`);
    expect(await outcomesOf(key, row)).toEqual(outcomeOf(row.expect));
  });

  it.each(Object.keys(authAdminRoutes))('%s', async (key) => {
    expect(await outcomesOf(key, authAdminRoutes[key]!)).toEqual(
      outcomeOf(authAdminRoutes[key]!.expect),
    );
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'GET /api/dev/mailbox answers a caller on the server’s own machine (%s)',
    async (address) => {
      const res = await t.send({ address }, { method: 'GET', path: '/api/dev/mailbox' });
      expect(res.status).toBe(200);
    },
  );
});

describe('a minor’s conversation', () => {
  it('has rows for routes of the OpenAPI document only', () => {
    const keys = new Set(documented.map((route) => route.key));
    expect(Object.keys(minorConversationRoutes).filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(Object.keys(minorConversationRoutes))('%s', async (key) => {
    const row = minorConversationRoutes[key]!;
    expect(await outcomesOf(key, row)).toEqual(outcomeOf(row.expect));
  });

  it('is listed for the athlete, the coach and the guardian (as guardian), for nobody else', async () => {
    const { minorConversation } = await freshFixtures();
    const signedIn = callerNames.filter((name) => name !== 'signedOut');
    const roles = await recordOf(signedIn, async (name) => {
      const res = await t.send(t.callers[name], { method: 'GET', path: '/api/messages' });
      expect(res.status, name).toBe(200);
      const { conversations: listed } = z
        .object({ conversations: z.array(conversationSummarySchema) })
        .parse(await res.json());
      return listed.find((one) => one.id === minorConversation)?.myRole ?? null;
    });
    expect(roles).toEqual({
      athlete: null,
      member: null,
      coach: null,
      verifiedCoach: 'coach',
      minorAthlete: 'athlete',
      guardian: 'guardian',
      organization: null,
      staffCoach: null,
      admin: null,
    });
  });

  it('the signed-in guardian’s switch stops the coach; the athlete and the guardian still write', async () => {
    const { minorConversation } = await freshFixtures();
    const { guardian, minorAthlete, verifiedCoach } = t.callers;
    const url = `/api/messages/${minorConversation}`;
    const write = (caller: typeof guardian) =>
      t.sendJson(caller, 'POST', url, { text: 'After the switch' });
    expect((await t.sendJson(guardian, 'POST', `${url}/answer`, { answer: 'accept' })).status).toBe(
      200,
    );
    const off = await t.sendJson(guardian, 'POST', `${url}/contact-off`, { scope: 'this-coach' });
    expect(off.status).toBe(200);
    const refused = await write(verifiedCoach);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(messagingMessages.contactOffOne);
    expect((await write(minorAthlete)).status).toBe(201);
    expect((await write(guardian)).status).toBe(201);
  });
});

describe('impostor guardians', () => {
  it('refuses a guardian who is also a coach: no child, no conversation, no consent link', async () => {
    const { minorAthlete, coach, guardian } = t.callers;
    const coachAddress = coach.email.toLowerCase();
    // The minor names the coach's address as her guardian, as a groomed minor might.
    await t.db
      .update(guardianConsents)
      .set({ guardianEmail: coachAddress })
      .where(eq(guardianConsents.userId, minorAthlete.userId));
    // The verified coach's conversation with her (an earlier test may have started it), with the
    // coach's address copied as her guardian.
    const coachId = t.callers.verifiedCoach.userId;
    const pair = and(
      eq(conversations.athleteUserId, minorAthlete.userId),
      eq(conversations.coachUserId, coachId),
    );
    let [conversation] = await t.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(pair);
    if (!conversation) {
      [conversation] = await t.db
        .insert(conversations)
        .values({
          athleteProfileId: minorAthlete.profileId,
          athleteUserId: minorAthlete.userId,
          coachUserId: coachId,
          startedByUserId: coachId,
          status: 'request',
        })
        .returning({ id: conversations.id });
      await t.db.insert(conversationParticipants).values([
        { conversationId: conversation!.id, role: 'athlete', userId: minorAthlete.userId },
        { conversationId: conversation!.id, role: 'coach', userId: coachId },
      ]);
    }
    await t.db
      .insert(conversationParticipants)
      .values({ conversationId: conversation!.id, role: 'guardian', email: coachAddress });
    try {
      const page = await t.send(coach, { method: 'GET', path: '/api/guardian' });
      expect(page.status).toBe(200);
      expect(await page.json()).toMatchObject({ notAGuardian: true, children: [] });
      const views = await t.send(coach, {
        method: 'GET',
        path: `/api/guardian/children/${minorAthlete.profileId}/profile-views`,
      });
      expect(views.status).toBe(404);
      const read = await t.send(coach, {
        method: 'GET',
        path: `/api/messages/${conversation!.id}`,
      });
      expect(read.status).toBe(404);
      const write = await t.sendJson(coach, 'POST', `/api/messages/${conversation!.id}`, {
        text: 'As her guardian',
      });
      expect(write.status).toBe(404);
    } finally {
      await t.db
        .update(guardianConsents)
        .set({ guardianEmail: guardian.email.toLowerCase() })
        .where(eq(guardianConsents.userId, minorAthlete.userId));
      await t.db
        .delete(conversationParticipants)
        .where(
          and(
            eq(conversationParticipants.conversationId, conversation!.id),
            eq(conversationParticipants.email, coachAddress),
          ),
        );
    }
  });

  it('refuses an attacker who pre-registered an address once its owner signs up', async () => {
    const address = uniqueEmail('owner');
    const signUp = (password: string) =>
      t.sendJson(t.callers.signedOut, 'POST', '/api/auth/sign-up/email', {
        form: 'generic',
        name: 'ignored',
        userType: 'guardian',
        firstName: 'Pat',
        lastName: 'Rivera',
        email: address,
        password,
        confirmPassword: password,
        callbackURL: '/guardian',
      });
    expect((await signUp('attacker-pass-2031')).status).toBe(200);
    expect((await signUp('owners-own-pass-2031')).status).toBe(200);
    const attacker = await t.sendJson(t.callers.signedOut, 'POST', '/api/auth/sign-in/email', {
      email: address,
      password: 'attacker-pass-2031',
    });
    expect(attacker.status).toBe(401);
  });
});

describe('writes from another site', () => {
  // A page on another site can make a signed-in browser send a form with its cookies; the
  // Origin header says where the request came from. Each write is sent by a caller it serves.
  // Webhooks come from the providers' servers, without an Origin; they check a signature instead
  // (see the streams module's tests).
  const writes = documented.filter(
    (route) => route.method !== 'GET' && !route.path.startsWith('/api/webhooks/'),
  );
  it.each(writes.map((route) => route.key))(
    '%s refuses a request with a foreign Origin from a caller it serves',
    async (key) => {
      const row = appRoutes[key];
      if (!row) throw new Error(`add a row for ${key}`);
      // A caller it serves, else one it answers with something other than 403 from this site.
      const served =
        (['member', 'athlete', 'admin', 'verifiedCoach', 'organization'] as const).find(
          (name) => row.expect[name] < 400,
        ) ??
        (['member', 'athlete', 'admin', 'verifiedCoach', 'organization'] as const).find(
          (name) => row.expect[name] !== 403,
        );
      if (!served) throw new Error(`${key} answers every signed-in caller 403 already`);
      const request = exampleRequest(key, row, await freshFixtures());
      const res = await t.send(t.callers[served], {
        ...request,
        headers: { ...request.headers, origin: 'https://attacker.example' },
      });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).message).toBe(
        'This request did not come from this site, so it was refused.',
      );
    },
  );
});

describe('what each caller sees of an athlete', () => {
  const teaserFields = ['avatarUrl', 'featured', 'firstName', 'id', 'lastName', 'sport'];
  const detailFields = ['position', 'school', 'location', 'graduationYear', 'bio', 'gender'];

  const athleteOfTheMonth = eq(athletePicks.kind, 'athlete_of_the_month');
  beforeAll(async () => {
    await t.db.delete(athletePicks).where(athleteOfTheMonth);
    await t.db.insert(athletePicks).values({
      kind: 'athlete_of_the_month',
      profileId: t.callers.athlete.profileId,
      month: '2026-11',
      blurb: 'Never missed a morning session.',
    });
  });
  afterAll(async () => {
    await t.db.delete(athletePicks).where(athleteOfTheMonth);
  });

  type Lister = (body: unknown) => Record<string, unknown>[];
  const item = z.record(z.string(), z.unknown());
  const asList: Lister = (body) => z.array(item).parse(body);
  const asOne: Lister = (body) => [item.parse(body)];
  const lists: [string, () => string, Lister][] = [
    [
      'GET /api/athletes',
      () => `/api/athletes?sport=${encodeURIComponent(t.sport)}`,
      (body) => z.object({ items: z.array(item) }).parse(body).items,
    ],
    ['GET /api/athletes/recent', () => '/api/athletes/recent', asList],
    ['GET /api/athletes/featured', () => '/api/athletes/featured', asList],
    ['GET /api/athletes/most-improved', () => '/api/athletes/most-improved', asList],
    ['GET /api/athletes/athlete-of-the-month', () => '/api/athletes/athlete-of-the-month', asOne],
    ['GET /api/athletes/{id}', () => `/api/athletes/${t.callers.athlete.profileId}`, asOne],
  ];

  // The Athlete of the Month comes with the month it was chosen for and the administrator's
  // blurb: words about the pick, shown to everyone, not details of the athlete.
  const pickFields: Record<string, string[]> = {
    'GET /api/athletes/athlete-of-the-month': ['blurb', 'month'],
  };

  it.each(lists)(
    '%s gives signed-out callers the teaser only and signed-in callers the details',
    async (key, url, itemsOf) => {
      const teaser = [...teaserFields, ...(pickFields[key] ?? [])].sort();
      for (const name of callerNames) {
        const res = await t.send(t.callers[name], { method: 'GET', path: url() });
        expect(res.status, name).toBe(200);
        const items = itemsOf(await res.json());
        expect(items.length, name).toBeGreaterThan(0);
        for (const item of items) {
          if (name === 'signedOut') expect(Object.keys(item).sort(), name).toEqual(teaser);
          else expect(Object.keys(item), name).toEqual(expect.arrayContaining(detailFields));
        }
      }
    },
  );

  const filterOnly: Expected = { ...everyone(200), signedOut: 401 };
  it.each<[string, Expected]>([
    ['gradYear=2027', filterOnly],
    ['state=TX', filterOnly],
    // Not a class anyone is in: refused before anything else, so it cannot dodge the rule.
    ['gradYear=0000', everyone(400)],
  ])('filtering the list by %s needs a signed-in caller', async (filter, expected) => {
    const path = `/api/athletes?${filter}`;
    const seen = await recordOf(
      callerNames,
      async (name) => (await t.send(t.callers[name], { method: 'GET', path })).status,
    );
    expect(seen).toEqual(outcomeOf(expected));
  });
});
