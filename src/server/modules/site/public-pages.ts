import { trainingSports } from '#shared/sports';

/**
 * The pages search engines are invited to index. Athlete pages are left out on purpose: many
 * athletes are minors, and they are found through the site's own search, not through Google.
 */
export const publicPages: readonly string[] = [
  '/',
  '/about',
  '/success-stories',
  '/partnership',
  '/pricing',
  '/training-options',
  ...trainingSports.map((sport) => sport.path),
  '/live-vod',
  '/streamr-tv',
  '/live',
  '/tournaments',
  '/coming-soon',
  '/pi-mining',
  '/signup',
  '/contact',
  '/terms',
  '/privacy',
  '/child-safety',
];

/** Paths crawlers must not visit: the API, signed-in areas, developer tools and athlete profiles. */
export const disallowedPaths: readonly string[] = [
  '/api/',
  '/admin',
  '/profile',
  '/player-profile',
  '/dev',
  '/athlete/',
];
