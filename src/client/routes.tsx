import type { RouteObject } from 'react-router';
import { trainingSports } from '#shared/sports';
import { PageLoading, RootLayout } from './app/layout/root-layout';
import { RouteError } from './app/route-error';
import { NotFoundPage } from './components/status-pages';
import { loadCatalog, pageLocale, type CatalogArea } from './lib/i18n/catalogs';
import type { PageHandle } from './lib/page-prefetch';
import { siteInfoQueryOptions } from './lib/site-info';

/**
 * A page's module, its own chunk, loaded when its route is visited. The server finds which module
 * each route loads by loading them (src/client/entry-server.tsx), so the browser's copy of this
 * table carries no file names.
 */
export type PageModule = () => Promise<unknown>;

/**
 * A route whose page is the module `load` imports; with `areas`, the page's words too (their
 * catalogs in the page's language, lib/i18n/catalogs.ts), loaded beside it.
 */
function page(
  id: string,
  path: string | null,
  load: PageModule,
  areas: CatalogArea[] = [],
): RouteObject {
  const withWords: PageModule = areas.length
    ? () =>
        Promise.all([load(), ...areas.map((area) => loadCatalog(pageLocale(), area))]).then(
          ([module]) => module,
        )
    : load;
  const lazy = withWords as NonNullable<RouteObject['lazy']>;
  return path === null ? { id, index: true, lazy } : { id, path, lazy };
}

/** A page at `path` that frames the pages of `children` (it renders an Outlet). */
function layout(
  id: string,
  path: string,
  load: PageModule,
  areas: CatalogArea[],
  children: RouteObject[],
): RouteObject {
  return { id, path, lazy: page(id, path, load, areas).lazy, children };
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
    lazy: page('frame', '', () => import('./app/routes/frame-layout')).lazy,
    children: [
      {
        id: 'frame-pages',
        HydrateFallback: FrameLoading,
        children: [
          page('embed', 'embed/:slug', () => import('./features/streams/pages/embed-page'), [
            'streams',
            'player',
          ]),
        ],
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
          page('home', null, () => import('./app/routes/home-route'), ['home']),
          page('about', 'about', () => import('./features/marketing/pages/about-page'), ['about']),
          page(
            'success-stories',
            'success-stories',
            () => import('./features/marketing/pages/success-stories-page'),
            ['stories'],
          ),
          page(
            'partnership',
            'partnership',
            () => import('./features/marketing/pages/partnership-page'),
            ['partnership', 'packages'],
          ),
          page('pricing', 'pricing', () => import('./features/marketing/pages/pricing-page'), [
            'pricing',
            'forms',
          ]),
          page(
            'coming-soon',
            'coming-soon',
            () => import('./features/marketing/pages/coming-soon-page'),
            ['nft', 'forms'],
          ),
          page(
            'pi-mining',
            'pi-mining',
            () => import('./features/marketing/pages/pi-mining-page'),
            ['piMining'],
          ),
          page('contact', 'contact', () => import('./features/support/pages/contact-page'), [
            'contact',
            'forms',
          ]),

          page('terms', 'terms', () => import('./features/legal/pages/terms-page'), [
            'legal',
            'terms',
          ]),
          page('privacy', 'privacy', () => import('./features/legal/pages/privacy-page'), [
            'legal',
            'privacyPolicy',
          ]),
          page(
            'child-safety',
            'child-safety',
            () => import('./features/legal/pages/child-safety-page'),
            ['legal', 'childSafety'],
          ),
          page(
            'accessibility',
            'accessibility',
            () => import('./features/legal/pages/accessibility-page'),
            ['legal', 'accessibility'],
          ),

          page(
            'athletes',
            'athletes',
            () => import('./features/athletes/pages/athlete-database-page'),
            ['athletes', 'forms'],
          ),
          page(
            'athlete-profiles',
            'athlete-profiles',
            () => import('./features/athletes/pages/player-profiles-page'),
            ['athletes', 'forms'],
          ),
          page('athlete', 'athlete/:id', () => import('./features/athletes/pages/athlete-page'), [
            'athletes',
            'hiddenProfile',
            'evaluations',
            'safety',
            'forms',
            'player',
          ]),
          page('explore', 'explore', () => import('./features/athletes/pages/explore-page'), [
            'athletes',
            'forms',
            'player',
          ]),
          page(
            'player-profile',
            'player-profile',
            () => import('./features/athletes/pages/player-profile-page'),
            ['accounts', 'playerProfile', 'evaluations', 'forms', 'player'],
          ),

          page('login', 'login', () => import('./features/accounts/pages/login-page'), [
            'signIn',
            'accounts',
            'forms',
          ]),
          page('signup', 'signup', () => import('./features/accounts/pages/signup-page'), [
            'accounts',
            'forms',
          ]),
          page(
            'signup-player',
            'signup/player',
            () => import('./features/accounts/pages/signup-player-page'),
            ['accounts', 'forms', 'pricing'],
          ),
          page(
            'signup-coach',
            'signup/coach',
            () => import('./features/accounts/pages/signup-coach-page'),
            ['accounts', 'forms'],
          ),
          page(
            'signup-organization',
            'signup/organization',
            () => import('./features/accounts/pages/signup-organization-page'),
            ['accounts', 'forms'],
          ),
          page(
            'signup-guardian',
            'signup/guardian',
            () => import('./features/accounts/pages/signup-guardian-page'),
            ['accounts', 'forms'],
          ),
          page('profile', 'profile', () => import('./features/accounts/pages/profile-page'), [
            'profile',
            'accounts',
            'evaluations',
            'forms',
            'hiddenProfile',
          ]),
          page(
            'recruiting',
            'recruiting',
            () => import('./features/recruiting/pages/recruiting-page'),
            ['recruiting', 'evaluations', 'forms'],
          ),
          page('coach', 'coach/:id', () => import('./features/recruiting/pages/coach-page'), [
            'recruiting',
            'evaluations',
          ]),
          page('messages', 'messages', () => import('./features/messaging/pages/messages-page'), [
            'messaging',
            'forms',
            'safety',
            'player',
          ]),
          page(
            'messages-thread',
            'messages/:id',
            () => import('./features/messaging/pages/messages-page'),
            ['messaging', 'forms', 'safety', 'player'],
          ),
          page('consent', 'consent/:token', () => import('./features/privacy/pages/consent-page'), [
            'consent',
            'forms',
          ]),
          page('guardian', 'guardian', () => import('./features/accounts/pages/guardian-page'), [
            'guardian',
            'consent',
            'profile',
            'forms',
          ]),
          page(
            'guardian-thread',
            'guardian/thread/:token',
            () => import('./features/messaging/pages/guardian-thread-page'),
            ['guardian', 'consent', 'messaging', 'forms', 'player'],
          ),
          page(
            'forgot-password',
            'forgot-password',
            () => import('./features/accounts/pages/forgot-password-page'),
            ['signIn', 'accounts', 'forms'],
          ),
          page(
            'reset-password',
            'reset-password',
            () => import('./features/accounts/pages/reset-password-page'),
            ['signIn', 'accounts', 'forms'],
          ),
          page(
            'dev-mailbox',
            'dev/mailbox',
            () => import('./features/dev-mailbox/pages/mailbox-page'),
            ['mailbox'],
          ),

          page(
            'training-options',
            'training-options',
            () => import('./features/training/pages/training-options-page'),
            ['training', 'player'],
          ),
          ...trainingSports.map((sport) =>
            page(
              `training-${sport.id}`,
              sport.path.slice(1),
              () => import('./features/training/pages/sport-training-page'),
              ['training', 'player'],
            ),
          ),
          page('video', 'video/:id', () => import('./features/training/pages/video-page'), [
            'training',
            'player',
            'safety',
          ]),
          page('videos', 'videos/:id', () => import('./features/training/pages/video-page'), [
            'training',
            'player',
            'safety',
          ]),

          page('live-vod', 'live-vod', () => import('./features/streams/pages/live-vod-page'), [
            'streams',
            'player',
            'safety',
            'forms',
          ]),
          page('streamr-tv', 'streamr-tv', () => import('./features/streams/pages/streamtv-page'), [
            'streams',
            'player',
            'safety',
            'forms',
          ]),
          page('live', 'live', () => import('./features/streams/pages/live-page'), [
            'streams',
            'player',
            'safety',
            'forms',
          ]),
          page('channel', 'live/:slug', () => import('./features/streams/pages/channel-page'), [
            'streams',
            'player',
            'safety',
            'forms',
          ]),
          page(
            'my-channels',
            'my-channels',
            () => import('./features/streams/pages/my-channels-page'),
            ['streams', 'forms', 'player'],
          ),

          page('programs', 'programs', () => import('./features/programs/pages/own-program-page'), [
            'programs',
            'forms',
          ]),
          page('program', 'org/:slug', () => import('./features/programs/pages/program-page'), [
            'programs',
          ]),
          page('team', 'org/:slug/teams/:id', () => import('./features/programs/pages/team-page'), [
            'programs',
          ]),
          page(
            'roster-book',
            'events/:id/roster-book',
            () => import('./features/programs/pages/roster-book-page'),
            ['programs'],
          ),
          page(
            'invitation',
            'invitations/:token',
            () => import('./features/programs/pages/invitation-page'),
            ['programs', 'forms'],
          ),
          page(
            'staff-invitation',
            'staff-invitations/:token',
            () => import('./features/programs/pages/staff-invitation-page'),
            ['programs', 'forms'],
          ),
          page(
            'tournaments',
            'tournaments',
            () => import('./features/programs/pages/tournaments-page'),
            ['programs'],
          ),
          page('event', 'events/:id', () => import('./features/programs/pages/event-page'), [
            'programs',
            'forms',
          ]),

          page(
            'checkout-sandbox',
            'checkout/sandbox/:id',
            () => import('./features/payments/pages/sandbox-checkout-page'),
            ['payments', 'forms'],
          ),
          page(
            'checkout-success',
            'checkout/success',
            () => import('./features/payments/pages/checkout-success-page'),
            ['payments', 'forms'],
          ),
          page(
            'checkout-cancel',
            'checkout/cancel',
            () => import('./features/payments/pages/checkout-cancel-page'),
            ['payments', 'forms'],
          ),
          page(
            'billing-sandbox',
            'billing/sandbox',
            () => import('./features/payments/pages/sandbox-portal-page'),
            ['payments', 'forms'],
          ),

          page('dev', 'dev', () => import('./features/pi/pages/dev-sandbox-page'), ['pi', 'forms']),
          page(
            'pi-developer',
            'pi-developer',
            () => import('./features/pi/pages/pi-developer-page'),
            ['pi', 'forms'],
          ),
          page(
            'pi-utilities',
            'pi-utilities',
            () => import('./features/pi/pages/pi-utilities-page'),
            ['pi', 'forms'],
          ),

          page('admin', 'admin', () => import('./features/admin/pages/admin-page'), [
            'admin',
            'forms',
          ]),
          layout(
            'admin-dashboard',
            'admin-dashboard',
            () => import('./features/admin/pages/admin-dashboard-page'),
            ['admin', 'forms'],
            [
              page('admin-overview', null, () => import('./features/admin/pages/overview-page')),
              page('admin-members', 'members', () => import('./features/admin/pages/members-page')),
              page(
                'admin-member',
                'members/:userId',
                () => import('./features/admin/pages/member-page'),
              ),
              page(
                'admin-athletes',
                'athletes',
                () => import('./features/admin/pages/athletes-on-show-page'),
              ),
              page(
                'admin-verifications',
                'verifications',
                () => import('./features/admin/pages/verifications-page'),
              ),
              page(
                'admin-channels',
                'channels',
                () => import('./features/admin/pages/channels-page'),
              ),
              page(
                'admin-payments',
                'payments',
                () => import('./features/admin/pages/payments-page'),
              ),
              page('admin-inbox', 'inbox', () => import('./features/admin/pages/inbox-page')),
              page(
                'admin-reported-conversation',
                'reported-messages/:messageId',
                () => import('./features/admin/pages/reported-conversation-page'),
              ),
              page('admin-audit', 'audit', () => import('./features/admin/pages/audit-page')),
            ],
          ),

          { id: 'not-found', path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
