import { trainingSports } from '#shared/sports';

/**
 * The pages search engines are invited to index. The sitemap adds the athlete pages whose owner
 * chose "Everyone" (and whose guardian consented, for a minor); every other athlete page says
 * `noindex` (see athlete-page-meta.ts).
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
  '/accessibility',
];

/**
 * Paths crawlers must not visit: the API, signed-in areas and developer tools. Athlete pages are
 * not among them: a crawler must read their `noindex` to leave a hidden profile out.
 */
export const disallowedPaths: readonly string[] = [
  '/api/',
  '/admin',
  '/profile',
  '/player-profile',
  '/dev',
  // A guardian's consent link and thread link carry their key in the address; /guardian is theirs.
  '/consent/',
  '/guardian',
  '/messages',
  // An invitation's address is its key; /programs is an organization's own (and its staff's).
  '/invitations/',
  '/staff-invitations/',
  '/programs',
];
