import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { siteInfoSchema, type SiteInfo } from '#shared/schemas/site';
import { desc } from 'drizzle-orm';
import { sameForAudience } from '#server/http/rendering-context';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import type { Clock } from '#server/lib/clock';
import { playerProfiles } from '#server/db/schema/athletes';
import type { AthleteCaches } from '#server/modules/athletes';
import { publicProgramPaths } from '#server/modules/programs';
import { visibleTo } from '#server/modules/privacy';
import { disallowedPaths, publicPages } from './public-pages';

const getSite = createRoute({
  method: 'get',
  path: '/',
  summary: 'Mailboxes, outside links and the support chat address the pages show',
  tags: ['site'],
  responses: {
    200: {
      description: 'Site information',
      content: { 'application/json': { schema: siteInfoSchema } },
    },
  },
});

function siteInfoFrom(config: Config): SiteInfo {
  const { links } = config;
  return {
    mailboxes: config.mailboxes,
    links: {
      premiumStreams: [...links.premiumStreams],
      partnerSite: links.partnerSite ?? null,
      partnerDemoVideo: links.partnerDemoVideo ?? null,
      piAppStore: links.piAppStore,
      piPlayStore: links.piPlayStore,
      piReferral: links.piReferral,
      piReferralCode: links.piReferralCode ?? null,
    },
    supportChatUrl: config.supportChatUrl ?? null,
    pi: config.pi.mode,
    piSandboxUrl: config.piSandboxUrl ?? null,
    publicUrl: config.publicUrl,
  };
}

export function siteRoutes(config: Config) {
  const info = siteInfoFrom(config);
  return new OpenAPIHono().openapi(getSite, (c) => {
    // Changes only when the server restarts with new configuration.
    c.header('Cache-Control', 'public, max-age=300');
    sameForAudience(c);
    return c.json(info, 200);
  });
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Search engines list at most 50,000 addresses per sitemap; the pages take a few of them. */
const SITEMAP_ATHLETES = 49_000;

/**
 * The athlete pages anyone may see (listed and public, see privacy/update-listing.ts), most
 * recently updated first. A minor without their guardian's consent, a members-only or private profile
 * and a held one are never among them.
 */
async function publicAthletePaths(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: playerProfiles.id })
    .from(playerProfiles)
    .where(visibleTo('visitor'))
    .orderBy(desc(playerProfiles.updatedAt))
    .limit(SITEMAP_ATHLETES);
  return rows.map((row) => `/athlete/${row.id}`);
}

/** robots.txt and sitemap.xml, with PUBLIC_URL as the origin of every address. */
export function crawlerRoutes(
  config: Config,
  {
    db,
    caches,
    clock,
  }: {
    db: Database;
    caches: Pick<AthleteCaches, 'sitemap'>;
    /** which events are still to come */
    clock: Clock;
  },
) {
  const robots = [
    'User-agent: *',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemapOf = (athletePaths: string[], programPaths: string[]) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...[...publicPages, ...programPaths, ...athletePaths].map(
        (path) => `  <url><loc>${escapeXml(config.publicUrl + path)}</loc></url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');

  return new Hono()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robots);
    })
    .get('/sitemap.xml', async (c) => {
      const athletes = await caches.sitemap.get('athletes', () => publicAthletePaths(db));
      // Program and team pages name no hidden athlete, so every one is listed.
      const programs = await publicProgramPaths(db, new Date(clock.now()));
      // A profile hidden again (consent withdrawn, made private) leaves it within the hour.
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(sitemapOf(athletes, programs), 200, {
        'Content-Type': 'application/xml; charset=utf-8',
      });
    });
}
