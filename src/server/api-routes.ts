import { guardianRoutes } from './modules/guardians';
import {
  eventBookRoutes,
  homeProgramRoleOf,
  invitationRoutes,
  ownProgramRoutes,
  eventPageRoutes,
  ownEventRoutes,
  tournamentRoutes,
  ownStaffRoutes,
  ownTeamRoutes,
  programDashboardRoutes,
  programPageRoutes,
  staffInvitationRoutes,
  statVerificationRoutes,
  teamPageRoutes,
} from '#server/modules/programs';
import { messagingRoutes } from './modules/messaging';
import { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { user } from './db/schema';
import type { Mailer } from './adapters/mail/mailer';
import type { Storage } from './adapters/storage/storage';
import type { Auth } from './auth/create-auth';
import { adminGuard } from './auth/guards';
import type { Caches } from './caches';
import type { Clock } from './lib/clock';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { accountExportRoutes } from '#server/modules/account-data';
import { meRoutes } from '#server/modules/accounts';
import { adminRoutes } from '#server/modules/admin';
import { adminMemberRoutes } from '#server/modules/admin-members';
import { adminChannelRoutes, adminTrainingRoutes } from '#server/modules/admin-channels';
import { adminShowcaseRoutes } from '#server/modules/admin-showcase';
import { adminPaymentRoutes } from '#server/modules/admin-payments';
import { adminMessageRoutes, adminNewsletterRoutes } from '#server/modules/admin-inbox';
import {
  athleteRoutes,
  ownProfileRoutes,
  subscriptionChanged,
  type AthleteWork,
} from '#server/modules/athletes';
import { adminVerificationRoutes } from '#server/modules/admin-verifications';
import { contactRoutes } from '#server/modules/contact';
import { coachPageRoutes, keepCoachBadges, ownCoachRoutes } from '#server/modules/coaches';
import { adminReportRoutes } from '#server/modules/admin-reports';
import { reportRoutes } from '#server/modules/reports';
import { healthRoutes } from '#server/modules/health';
import { newsletterRoutes } from '#server/modules/newsletter';
import { siteRoutes } from '#server/modules/site';
import { createSubscriptionStatuses, subscriptionRoutes } from '#server/modules/subscriptions';
import {
  billingRoutes,
  checkoutRoutes,
  simulateRoutes,
  stripeWebhookRoutes,
  type Payments,
} from '#server/modules/payments';
import {
  channelRoutes,
  livepeerWebhookRoutes,
  ownChannelRoutes,
  replayRoutes,
  vodRoutes,
  type Streams,
} from '#server/modules/streams';
import { piRoutes, type Pi } from '#server/modules/pi';
import { consentRoutes, ownPrivacyRoutes } from '#server/modules/privacy';
import type { createViewRecorder } from '#server/modules/recruiting';
import {
  athleteRecordRoutes,
  boardRoutes,
  coachRecruitingRoutes,
  ownRecruitingRoutes,
  savedSearchRoutes,
} from '#server/modules/recruiting';
import { createTrainingShelf, trainingRoutes, type MediaLinks } from '#server/modules/training';

export type ApiDeps = {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  links: MediaLinks;
  caches: Caches;
  /** the athlete uploads' queues and highlight checks of this instance */
  athleteWork: AthleteWork;
  streams: Streams;
  payments: Payments;
  pi: Pi;
  /** where every module reads the time: the system's clock, or a test's */
  clock: Clock;
  /** the instance's one recorder of profile views (recruiting), shared with the kept pages */
  recordView: ReturnType<typeof createViewRecorder>;
};

/**
 * Every /api route but better-auth's and the dev mailbox, chained so that their request and
 * response types add up to one type: the browser's typed client (`hc<ApiRoutes>`) is checked
 * against it, so a changed answer breaks the build rather than a page.
 */
export function createApiRoutes(deps: ApiDeps) {
  const wiring = wiringOf(deps);
  // Coaches' badges, read once and kept until their verification or profile changes.
  keepCoachBadges(wiring.db, deps.caches.accounts);
  const api = new OpenAPIHono();
  // Every route under /api/admin, whichever module serves it, is for administrators with a fresh
  // session: the guard applies by path, so a route added there cannot go without it.
  api.use('/admin/*', adminGuard(deps.auth, deps.clock));
  // The groups are mounted at the root one after another, each chained so its types add up.
  // Their order is the routes' order: where modules answer under one path (/me, /athletes,
  // /events) the one added first is tried first, and the OpenAPI document lists them so.
  return api
    .route('/', accountGroup(wiring))
    .route('/', recruitingGroup(wiring))
    .route('/', programGroup(wiring))
    .route('/', siteGroup(wiring))
    .route('/', channelGroup(wiring))
    .route('/', paymentGroup(wiring));
}

export type ApiRoutes = ReturnType<typeof createApiRoutes>;

/** The app's parts with what several modules' routes are handed alike. */
function wiringOf(deps: ApiDeps) {
  const { config, database, mailer, caches } = deps;
  const db = database.db;
  return {
    ...deps,
    db,
    consentDeps: {
      db,
      mailer,
      caches: caches.athletes,
      siteName: config.siteName,
      publicUrl: config.publicUrl,
      clock: deps.clock,
    },
    verificationDeps: {
      db,
      mailer,
      siteName: config.siteName,
      publicUrl: config.publicUrl,
    },
    // Members' plans, read once and kept until they change (the database says when).
    statuses: createSubscriptionStatuses(db, caches.accounts, deps.clock),
  };
}

type Wiring = ReturnType<typeof wiringOf>;

/** A member's own account (profile, coach standing, plan, export, privacy) and consent links. */
function accountGroup({
  config,
  database,
  db,
  auth,
  storage,
  caches,
  athleteWork,
  streams,
  consentDeps,
  verificationDeps,
  statuses,
  clock,
}: Wiring) {
  return new OpenAPIHono()
    .route('/health', healthRoutes(database))
    .route(
      '/me',
      meRoutes({ auth, db, programRoleOf: homeProgramRoleOf, changes: caches.accounts }),
    )
    .route(
      '/me',
      ownProfileRoutes({
        auth,
        db,
        storage,
        caches: caches.athletes,
        videoAssets: streams.assets,
        consent: consentDeps,
        work: athleteWork,
        clock,
      }),
    )
    .route(
      '/me/coach',
      ownCoachRoutes({ ...verificationDeps, auth, trustProxy: config.trustProxy, clock }),
    )
    .route('/coaches', coachPageRoutes({ db, clock }))
    .route(
      '/admin/verifications',
      adminVerificationRoutes({ ...verificationDeps, trustProxy: config.trustProxy, clock }),
    )
    .route('/me/subscription', subscriptionRoutes({ auth, statuses }))
    .route('/me/export', accountExportRoutes({ auth, db, config, clock }))
    .route('/me/privacy', ownPrivacyRoutes({ ...consentDeps, auth }))
    .route('/consent', consentRoutes({ ...consentDeps, trustProxy: config.trustProxy }));
}

/** The athletes, the coaches' recruiting tools, messages and the guardian's page. */
function recruitingGroup({
  config,
  db,
  auth,
  mailer,
  caches,
  athleteWork,
  streams,
  consentDeps,
  clock,
  recordView,
}: Wiring) {
  return new OpenAPIHono()
    .route('/recruiting/boards', boardRoutes({ auth, db, publicUrl: config.publicUrl, clock }))
    .route('/recruiting/searches', savedSearchRoutes({ auth, db, clock }))
    .route(
      '/athletes',
      athleteRoutes({
        auth,
        db,
        caches: caches.athletes,
        videoAssets: streams.assets,
        work: athleteWork,
        onViewed: recordView,
        clock,
      }),
    )
    .route('/athletes', athleteRecordRoutes({ auth, db, clock }))
    .route('/me', ownRecruitingRoutes({ auth, db, clock }))
    .route('/recruiting', coachRecruitingRoutes({ auth, db, clock }))
    .route(
      '/messages',
      messagingRoutes({
        auth,
        db,
        mailer,
        signals: caches.conversations,
        closing: streams.events.closing,
        clock,
        siteName: config.siteName,
        publicUrl: config.publicUrl,
      }),
    )
    .route(
      '/guardian',
      guardianRoutes({
        ...consentDeps,
        auth,
        signals: caches.conversations,
        trustProxy: config.trustProxy,
        clock,
      }),
    );
}

/** Programs: their pages, teams, staff, schedules and events, and invitations to them. */
function programGroup({ config, db, auth, mailer, caches, payments, consentDeps, clock }: Wiring) {
  return new OpenAPIHono()
    .route('/programs', programPageRoutes({ db, clock }))
    .route('/teams', teamPageRoutes({ db, auth, clock }))
    .route('/events', eventBookRoutes({ db, auth, publicUrl: config.publicUrl, clock }))
    .route(
      '/me/program',
      ownProgramRoutes({
        db,
        auth,
        mailer,
        siteName: config.siteName,
        publicUrl: config.publicUrl,
        trustProxy: config.trustProxy,
        clock,
      }),
    )
    .route('/me/program/teams', statVerificationRoutes({ db, auth, clock }))
    .route('/me/program/dashboard', programDashboardRoutes({ db, auth, clock }))
    .route(
      '/me/program/staff',
      ownStaffRoutes({
        db,
        auth,
        mailer,
        siteName: config.siteName,
        publicUrl: config.publicUrl,
        trustProxy: config.trustProxy,
        clock,
      }),
    )
    .route('/me/teams', ownTeamRoutes({ db, auth }))
    .route('/events', eventPageRoutes({ db, auth, caches: caches.tournaments, clock }))
    .route('/tournaments', tournamentRoutes({ db, caches: caches.tournaments, clock }))
    .route(
      '/me/program/events',
      ownEventRoutes({
        db,
        auth,
        tournaments: caches.tournaments,
        payments,
        mailer,
        siteName: config.siteName,
        publicUrl: config.publicUrl,
        trustProxy: config.trustProxy,
        clock,
      }),
    )
    .route(
      '/staff-invitations',
      staffInvitationRoutes({
        db,
        auth,
        trustProxy: config.trustProxy,
        consent: consentDeps,
        clock,
      }),
    )
    .route(
      '/invitations',
      invitationRoutes({
        db,
        auth,
        mailer,
        siteName: config.siteName,
        publicUrl: config.publicUrl,
        trustProxy: config.trustProxy,
        clock,
      }),
    );
}

/** The site's own pages (training, info, newsletter, contact, reports) and the admins' inboxes. */
function siteGroup({
  config,
  db,
  auth,
  mailer,
  links,
  caches,
  consentDeps,
  statuses,
  clock,
}: Wiring) {
  return new OpenAPIHono()
    .route('/admin', adminRoutes({ db, clock }))
    .route(
      '/admin/members',
      adminMemberRoutes({
        auth,
        db,
        trustProxy: config.trustProxy,
        consent: consentDeps,
        clock,
      }),
    )
    .route(
      '/training',
      trainingRoutes({
        auth,
        shelf: createTrainingShelf(db, caches.channels.onChange, clock),
        links,
        statuses,
      }),
    )
    .route('/site', siteRoutes(config))
    .route('/newsletter', newsletterRoutes({ db, mailer, config, clock }))
    .route('/contact', contactRoutes({ db, mailer, config, clock }))
    .route('/reports', reportRoutes({ auth, db, mailer, config, clock }))
    .route(
      '/admin/reports',
      adminReportRoutes({ db, caches, trustProxy: config.trustProxy, clock }),
    )
    .route('/admin/messages', adminMessageRoutes({ db, mailer, config }))
    .route('/admin/newsletter', adminNewsletterRoutes({ db, config, clock }));
}

/** Channels, replays and on-demand video, and what administrators show and run of them. */
function channelGroup({ config, db, auth, storage, links, caches, streams, clock }: Wiring) {
  return new OpenAPIHono()
    .route('/channels', channelRoutes({ ...streams, auth }))
    .route('/replays', replayRoutes({ ...streams, auth }))
    .route('/vod', vodRoutes({ db, links }))
    .route('/me/channels', ownChannelRoutes({ ...streams, auth, storage }))
    .route(
      '/admin/athletes',
      adminShowcaseRoutes({ db, caches: caches.athletes, trustProxy: config.trustProxy }),
    )
    .route(
      '/admin/channels',
      adminChannelRoutes({ ...streams, trustProxy: config.trustProxy, clock }),
    )
    .route('/admin/training', adminTrainingRoutes());
}

/** Checkout, billing, Pi, the administrators' payments, and the providers' webhooks. */
function paymentGroup({ config, db, auth, caches, streams, payments, pi, clock }: Wiring) {
  return new OpenAPIHono()
    .route('/checkout', checkoutRoutes({ ...payments, auth }))
    .route('/me/billing', billingRoutes({ ...payments, auth }))
    .route(
      '/pi',
      piRoutes({
        auth,
        db,
        pi,
        trustProxy: config.trustProxy,
        onSubscriptionChange: () => subscriptionChanged(caches.athletes),
        onPurchaseChange: (slug) => streams.events.emit(slug),
        clock,
      }),
    )
    .route(
      '/admin/payments',
      adminPaymentRoutes({ ...payments, trustProxy: config.trustProxy, piMode: pi.mode }),
    )
    .route(
      '/admin/payments/simulate',
      simulateRoutes({
        ...payments,
        trustProxy: config.trustProxy,
        findUserByEmail: async (email) => {
          const [found] = await db
            .select({ id: user.id, email: user.email })
            .from(user)
            .where(eq(user.email, email));
          return found ?? null;
        },
      }),
    )
    .route('/webhooks/stripe', stripeWebhookRoutes({ ...payments, trustProxy: config.trustProxy }))
    .route(
      '/webhooks/livepeer',
      livepeerWebhookRoutes({
        ...streams,
        secret: config.streaming.livepeer?.webhookSecret,
        trustProxy: config.trustProxy,
        playbackOrigins: config.streaming.livepeer?.playbackOrigins ?? [],
      }),
    );
}
