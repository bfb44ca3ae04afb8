import type { RouteObject } from 'react-router';
import { trainingSports } from '#shared/sports';
import { PageLoading, RootLayout } from './app/layout/root-layout';
import { RouteError } from './app/route-error';
import { NotFoundPage } from './components/status-pages';
import type { PageHandle } from './lib/page-prefetch';
import { siteInfoQueryOptions } from './lib/site-info';

// Every page module, each its own chunk, loaded when its route is visited.
const pageModules = import.meta.glob([
  './app/routes/*.tsx',
  './features/*/pages/*.tsx',
  '!**/*.test.tsx',
]);

/**
 * The source module of each route by route id: the server renders a page and tells the browser
 * which chunks to fetch at once (src/client/entry-server.tsx), from the client build's manifest.
 */
export const routeModules: Record<string, string> = {};

/** A route whose page is the module at `file` (relative to src/client, without .tsx). */
function page(id: string, path: string | null, file: string): RouteObject {
  const load = pageModules[`./${file}.tsx`];
  if (!load) throw new Error(`No page module at src/client/${file}.tsx`);
  routeModules[id] = `src/client/${file}.tsx`;
  const lazy = load as NonNullable<RouteObject['lazy']>;
  return path === null ? { id, index: true, lazy } : { id, path, lazy };
}

/** A page at `path` that frames the pages of `children` (it renders an Outlet). */
function layout(id: string, path: string, file: string, children: RouteObject[]): RouteObject {
  const route = page(id, path, file);
  return { id, path, lazy: route.lazy, children };
}

/** Shown in a frame while the embedded page's code loads. */
function FrameLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-black" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-white/25 border-t-white" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** Every page is its own lazily loaded module, owned by the feature it belongs to. */
export const routes: RouteObject[] = [
  // Pages other sites frame: no header, footer or support chat (app/routes/frame-layout.tsx,
  // loaded only with them, with its own error page).
  {
    id: 'frame',
    lazy: page('frame', '', 'app/routes/frame-layout').lazy,
    children: [
      {
        id: 'frame-pages',
        HydrateFallback: FrameLoading,
        children: [page('embed', 'embed/:slug', 'features/streams/pages/embed-page')],
      },
    ],
  },
  {
    id: 'root',
    element: <RootLayout />,
    // Mailboxes and outside links: the shell (support chat) and many pages show them.
    handle: {
      prefetch: ({ queryClient }) => queryClient.prefetchQuery(siteInfoQueryOptions()),
    } satisfies PageHandle,
    children: [
      {
        id: 'pages',
        // While the first page's code loads, the shell is already there with a spinner in it.
        HydrateFallback: PageLoading,
        errorElement: <RouteError />,
        children: [
          page('home', null, 'app/routes/home-route'),
          page('about', 'about', 'features/marketing/pages/about-page'),
          page(
            'success-stories',
            'success-stories',
            'features/marketing/pages/success-stories-page',
          ),
          page('partnership', 'partnership', 'features/marketing/pages/partnership-page'),
          page('pricing', 'pricing', 'features/marketing/pages/pricing-page'),
          page('coming-soon', 'coming-soon', 'features/marketing/pages/coming-soon-page'),
          page('pi-mining', 'pi-mining', 'features/marketing/pages/pi-mining-page'),
          page('contact', 'contact', 'features/support/pages/contact-page'),

          page('terms', 'terms', 'features/legal/pages/terms-page'),
          page('privacy', 'privacy', 'features/legal/pages/privacy-page'),
          page('child-safety', 'child-safety', 'features/legal/pages/child-safety-page'),
          page('accessibility', 'accessibility', 'features/legal/pages/accessibility-page'),

          page('athletes', 'athletes', 'features/athletes/pages/athlete-database-page'),
          page(
            'athlete-profiles',
            'athlete-profiles',
            'features/athletes/pages/player-profiles-page',
          ),
          page('athlete', 'athlete/:id', 'features/athletes/pages/athlete-page'),
          page('explore', 'explore', 'features/athletes/pages/explore-page'),
          page('player-profile', 'player-profile', 'features/athletes/pages/player-profile-page'),

          page('login', 'login', 'features/accounts/pages/login-page'),
          page('signup', 'signup', 'features/accounts/pages/signup-page'),
          page('signup-player', 'signup/player', 'features/accounts/pages/signup-player-page'),
          page('signup-coach', 'signup/coach', 'features/accounts/pages/signup-coach-page'),
          page(
            'signup-organization',
            'signup/organization',
            'features/accounts/pages/signup-organization-page',
          ),
          page(
            'signup-guardian',
            'signup/guardian',
            'features/accounts/pages/signup-guardian-page',
          ),
          page('profile', 'profile', 'features/accounts/pages/profile-page'),
          page('recruiting', 'recruiting', 'features/recruiting/pages/recruiting-page'),
          page('coach', 'coach/:id', 'features/recruiting/pages/coach-page'),
          page('messages', 'messages', 'features/messaging/pages/messages-page'),
          page('messages-thread', 'messages/:id', 'features/messaging/pages/messages-page'),
          page('consent', 'consent/:token', 'features/privacy/pages/consent-page'),
          page('guardian', 'guardian', 'features/accounts/pages/guardian-page'),
          page(
            'guardian-thread',
            'guardian/thread/:token',
            'features/messaging/pages/guardian-thread-page',
          ),
          page(
            'forgot-password',
            'forgot-password',
            'features/accounts/pages/forgot-password-page',
          ),
          page('reset-password', 'reset-password', 'features/accounts/pages/reset-password-page'),
          page('dev-mailbox', 'dev/mailbox', 'features/dev-mailbox/pages/mailbox-page'),

          page(
            'training-options',
            'training-options',
            'features/training/pages/training-options-page',
          ),
          ...trainingSports.map((sport) =>
            page(
              `training-${sport.id}`,
              sport.path.slice(1),
              'features/training/pages/sport-training-page',
            ),
          ),
          page('video', 'video/:id', 'features/training/pages/video-page'),
          page('videos', 'videos/:id', 'features/training/pages/video-page'),

          page('live-vod', 'live-vod', 'features/streams/pages/live-vod-page'),
          page('streamr-tv', 'streamr-tv', 'features/streams/pages/streamtv-page'),
          page('live', 'live', 'features/streams/pages/live-page'),
          page('channel', 'live/:slug', 'features/streams/pages/channel-page'),
          page('my-channels', 'my-channels', 'features/streams/pages/my-channels-page'),

          page('programs', 'programs', 'features/programs/pages/own-program-page'),
          page('program', 'org/:slug', 'features/programs/pages/program-page'),
          page('team', 'org/:slug/teams/:id', 'features/programs/pages/team-page'),
          page('roster-book', 'events/:id/roster-book', 'features/programs/pages/roster-book-page'),
          page('invitation', 'invitations/:token', 'features/programs/pages/invitation-page'),
          page(
            'staff-invitation',
            'staff-invitations/:token',
            'features/programs/pages/staff-invitation-page',
          ),
          page('tournaments', 'tournaments', 'features/programs/pages/tournaments-page'),
          page('event', 'events/:id', 'features/programs/pages/event-page'),

          page(
            'checkout-sandbox',
            'checkout/sandbox/:id',
            'features/payments/pages/sandbox-checkout-page',
          ),
          page(
            'checkout-success',
            'checkout/success',
            'features/payments/pages/checkout-success-page',
          ),
          page(
            'checkout-cancel',
            'checkout/cancel',
            'features/payments/pages/checkout-cancel-page',
          ),
          page('billing-sandbox', 'billing/sandbox', 'features/payments/pages/sandbox-portal-page'),

          page('dev', 'dev', 'features/pi/pages/dev-sandbox-page'),
          page('pi-developer', 'pi-developer', 'features/pi/pages/pi-developer-page'),
          page('pi-utilities', 'pi-utilities', 'features/pi/pages/pi-utilities-page'),

          page('admin', 'admin', 'features/admin/pages/admin-page'),
          layout(
            'admin-dashboard',
            'admin-dashboard',
            'features/admin/pages/admin-dashboard-page',
            [
              page('admin-overview', null, 'features/admin/pages/overview-page'),
              page('admin-members', 'members', 'features/admin/pages/members-page'),
              page('admin-member', 'members/:userId', 'features/admin/pages/member-page'),
              page('admin-athletes', 'athletes', 'features/admin/pages/athletes-on-show-page'),
              page(
                'admin-verifications',
                'verifications',
                'features/admin/pages/verifications-page',
              ),
              page('admin-channels', 'channels', 'features/admin/pages/channels-page'),
              page('admin-payments', 'payments', 'features/admin/pages/payments-page'),
              page('admin-inbox', 'inbox', 'features/admin/pages/inbox-page'),
              page(
                'admin-reported-conversation',
                'reported-messages/:messageId',
                'features/admin/pages/reported-conversation-page',
              ),
              page('admin-audit', 'audit', 'features/admin/pages/audit-page'),
            ],
          ),

          { id: 'not-found', path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
