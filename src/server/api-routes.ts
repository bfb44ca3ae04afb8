import { OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { user } from './db/schema';
import type { Mailer } from './adapters/mail/mailer';
import type { Storage } from './adapters/storage/storage';
import type { Auth } from './auth/create-auth';
import type { Caches } from './caches';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { accountExportRoutes } from './modules/account-data/routes';
import { meRoutes } from './modules/accounts/routes';
import { adminRoutes } from './modules/admin/routes';
import { adminMemberRoutes } from './modules/admin-members/routes';
import { adminChannelRoutes, adminTrainingRoutes } from './modules/admin-channels/routes';
import { adminShowcaseRoutes } from './modules/admin-showcase/routes';
import { adminPaymentRoutes } from './modules/admin-payments/routes';
import { adminMessageRoutes, adminNewsletterRoutes } from './modules/admin-inbox/routes';
import { athleteRoutes, ownProfileRoutes } from './modules/athletes/routes';
import { contactRoutes } from './modules/contact/routes';
import { adminReportRoutes, reportRoutes } from './modules/reports/routes';
import { healthRoutes } from './modules/health/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { siteRoutes } from './modules/site/routes';
import { memberAccessRoutes, subscriptionRoutes } from './modules/subscriptions/routes';
import type { Payments } from './modules/payments/create-payments';
import {
  billingRoutes,
  checkoutRoutes,
  simulateRoutes,
  stripeWebhookRoutes,
} from './modules/payments/routes';
import type { Streams } from './modules/streams/create-streams';
import { livepeerWebhookRoutes } from './modules/streams/livepeer-webhook';
import { subscriptionChanged } from './modules/athletes/athlete-list-cache';
import type { Pi } from './modules/pi/create-pi';
import { piRoutes } from './modules/pi/routes';
import { consentRoutes, ownPrivacyRoutes } from './modules/privacy/routes';
import { channelRoutes, ownChannelRoutes, replayRoutes, vodRoutes } from './modules/streams/routes';
import type { MediaLinks } from './modules/training/media-links';
import { trainingRoutes } from './modules/training/routes';

export type ApiDeps = {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  links: MediaLinks;
  caches: Caches;
  streams: Streams;
  payments: Payments;
  pi: Pi;
};

/**
 * Every /api route but better-auth's and the dev mailbox, chained so that their request and
 * response types add up to one type: the browser's typed client (`hc<ApiRoutes>`) is checked
 * against it, so a changed answer breaks the build rather than a page.
 */
export function createApiRoutes({
  config,
  database,
  auth,
  mailer,
  storage,
  links,
  caches,
  streams,
  payments,
  pi,
}: ApiDeps) {
  const db = database.db;
  const consentDeps = {
    db,
    mailer,
    caches: caches.athletes,
    siteName: config.siteName,
    publicUrl: config.publicUrl,
  };
  return new OpenAPIHono()
    .route('/health', healthRoutes(database))
    .route('/me', meRoutes({ auth, db }))
    .route(
      '/me',
      ownProfileRoutes({
        auth,
        db,
        storage,
        caches: caches.athletes,
        videoAssets: streams.assets,
        consent: consentDeps,
      }),
    )
    .route('/me/subscription', subscriptionRoutes({ auth, db }))
    .route('/me/export', accountExportRoutes({ auth, db, config }))
    .route('/me/privacy', ownPrivacyRoutes({ ...consentDeps, auth }))
    .route('/consent', consentRoutes({ ...consentDeps, trustProxy: config.trustProxy }))
    .route(
      '/athletes',
      athleteRoutes({ auth, db, caches: caches.athletes, videoAssets: streams.assets }),
    )
    .route('/admin', adminRoutes({ auth, db }))
    .route('/admin/members', memberAccessRoutes({ auth, db, trustProxy: config.trustProxy }))
    .route('/admin/members', adminMemberRoutes({ auth, db, trustProxy: config.trustProxy }))
    .route('/training', trainingRoutes({ auth, db, links }))
    .route('/site', siteRoutes(config))
    .route('/newsletter', newsletterRoutes({ db, mailer, config }))
    .route('/contact', contactRoutes({ db, mailer, config }))
    .route('/reports', reportRoutes({ auth, db, mailer, config }))
    .route('/admin/reports', adminReportRoutes({ auth, db, caches, trustProxy: config.trustProxy }))
    .route('/admin/messages', adminMessageRoutes({ auth, db, mailer, config }))
    .route('/admin/newsletter', adminNewsletterRoutes({ auth, db, config }))
    .route('/channels', channelRoutes({ ...streams, auth }))
    .route('/replays', replayRoutes({ ...streams, auth }))
    .route('/vod', vodRoutes({ db, links }))
    .route('/me/channels', ownChannelRoutes({ ...streams, auth }))
    .route(
      '/admin/athletes',
      adminShowcaseRoutes({ auth, db, caches: caches.athletes, trustProxy: config.trustProxy }),
    )
    .route(
      '/admin/channels',
      adminChannelRoutes({ ...streams, auth, trustProxy: config.trustProxy }),
    )
    .route('/admin/training', adminTrainingRoutes({ auth }))
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
      }),
    )
    .route(
      '/admin/payments',
      adminPaymentRoutes({ ...payments, auth, trustProxy: config.trustProxy, piMode: pi.mode }),
    )
    .route(
      '/admin/payments/simulate',
      simulateRoutes({
        ...payments,
        auth,
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

export type ApiRoutes = ReturnType<typeof createApiRoutes>;
