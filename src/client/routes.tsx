import type { RouteObject } from 'react-router';
import { trainingSports } from '../shared/training-sports';
import { PageLoading, RootLayout } from './app/layout/root-layout';
import { NotFoundContent } from './app/not-found-page';
import { RouteError } from './app/route-error';

/** Every page is its own lazily loaded module, owned by the feature it belongs to. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // While the first page's code loads, the shell is already there with a spinner in it.
        HydrateFallback: PageLoading,
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./app/routes/home-route') },
          { path: 'about', lazy: () => import('./features/marketing/pages/about-page') },
          {
            path: 'success-stories',
            lazy: () => import('./features/marketing/pages/success-stories-page'),
          },
          {
            path: 'partnership',
            lazy: () => import('./features/marketing/pages/partnership-page'),
          },
          { path: 'pricing', lazy: () => import('./features/marketing/pages/pricing-page') },
          {
            path: 'coming-soon',
            lazy: () => import('./features/marketing/pages/coming-soon-page'),
          },
          { path: 'pi-mining', lazy: () => import('./features/marketing/pages/pi-mining-page') },
          { path: 'contact', lazy: () => import('./features/support/pages/contact-page') },

          { path: 'terms', lazy: () => import('./features/legal/pages/terms-page') },
          { path: 'privacy', lazy: () => import('./features/legal/pages/privacy-page') },
          { path: 'child-safety', lazy: () => import('./features/legal/pages/child-safety-page') },

          {
            path: 'athletes',
            lazy: () => import('./features/athletes/pages/athlete-database-page'),
          },
          {
            path: 'athlete-profiles',
            lazy: () => import('./features/athletes/pages/player-profiles-page'),
          },
          { path: 'athlete/:id', lazy: () => import('./features/athletes/pages/athlete-page') },
          { path: 'explore', lazy: () => import('./features/athletes/pages/explore-page') },
          {
            path: 'player-profile',
            lazy: () => import('./features/athletes/pages/player-profile-page'),
          },

          { path: 'login', lazy: () => import('./features/accounts/pages/login-page') },
          { path: 'signup', lazy: () => import('./features/accounts/pages/signup-page') },
          {
            path: 'signup/player',
            lazy: () => import('./features/accounts/pages/signup-player-page'),
          },
          {
            path: 'signup/coach',
            lazy: () => import('./features/accounts/pages/signup-coach-page'),
          },
          {
            path: 'signup/organization',
            lazy: () => import('./features/accounts/pages/signup-organization-page'),
          },
          { path: 'profile', lazy: () => import('./features/accounts/pages/profile-page') },
          {
            path: 'forgot-password',
            lazy: () => import('./features/accounts/pages/forgot-password-page'),
          },
          {
            path: 'reset-password',
            lazy: () => import('./features/accounts/pages/reset-password-page'),
          },
          { path: 'dev/mailbox', lazy: () => import('./features/dev-mailbox/pages/mailbox-page') },

          {
            path: 'training-options',
            lazy: () => import('./features/training/pages/training-options-page'),
          },
          ...trainingSports.map((sport) => ({
            path: sport.path.slice(1),
            lazy: () => import('./features/training/pages/sport-training-page'),
          })),
          { path: 'video/:id', lazy: () => import('./features/training/pages/video-page') },
          { path: 'videos/:id', lazy: () => import('./features/training/pages/video-page') },

          { path: 'live-vod', lazy: () => import('./features/streams/pages/live-vod-page') },
          { path: 'streamr-tv', lazy: () => import('./features/streams/pages/streamtv-page') },
          { path: 'live', lazy: () => import('./features/streams/pages/live-page') },
          { path: 'tournaments', lazy: () => import('./features/streams/pages/tournaments-page') },

          { path: 'dev', lazy: () => import('./features/pi/pages/dev-sandbox-page') },
          { path: 'pi-developer', lazy: () => import('./features/pi/pages/pi-developer-page') },
          { path: 'pi-utilities', lazy: () => import('./features/pi/pages/pi-utilities-page') },

          { path: 'admin', lazy: () => import('./features/admin/pages/admin-page') },
          {
            path: 'admin-dashboard',
            lazy: () => import('./features/admin/pages/admin-dashboard-page'),
          },

          { path: '*', element: <NotFoundContent /> },
        ],
      },
    ],
  },
];
