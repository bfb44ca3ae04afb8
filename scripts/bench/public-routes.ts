// The public pages the benchmarks measure (web.ts: Lighthouse; page-weight.ts: the code each
// one loads), and how to reach a built server to measure them on.
import { createServer } from 'node:net';
import type { AthleteList } from '#shared/schemas/athletes';
import { trainingSports } from '#shared/sports';
import { fail } from './harness';

/** The athlete page: `:id` becomes a real athlete's id once the server runs. */
export const athleteRoute = '/athlete/:id';

/**
 * Every public page, signed out. The training pages of the eight sports are one page: two are
 * listed unless `allSports` is asked for.
 */
export function publicRoutes({ allSports = false } = {}): string[] {
  const [first, second] = trainingSports.map((sport) => sport.path);
  return [
    '/',
    '/about',
    '/athletes',
    '/athlete-profiles',
    '/explore',
    athleteRoute,
    '/success-stories',
    '/partnership',
    '/pricing',
    '/training-options',
    ...(allSports ? trainingSports.map((sport) => sport.path) : [first!, second!]),
    '/video/bb-basic-1',
    '/live-vod',
    '/streamr-tv',
    '/tournaments',
    '/live',
    '/login',
    '/signup',
    '/signup/player',
    '/contact',
    '/terms',
    '/privacy',
    '/child-safety',
    '/coming-soon',
    '/pi-mining',
  ];
}

/** A port nobody listens on now, from the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error()),
      );
    });
  });
}

/** The id of the first athlete the list shows a visitor. */
export async function firstAthleteId(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/athletes?limit=1`);
  if (!res.ok) fail(`GET /api/athletes?limit=1 answered ${res.status}.`);
  const id = ((await res.json()) as AthleteList).items[0]?.id;
  if (!id) fail('GET /api/athletes?limit=1 listed no athlete: the demo data was not seeded.');
  return id;
}
