import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import type { DatabaseHandle } from '#server/db/client';
import { renderIndexHtml } from '#server/http/serve-client';
import { openApiDocument } from '#server/test/openapi';
import { createTestApp, unwrap } from '#server/test/test-app';
import { testConfig } from '#server/test/test-config';
import { getTestDatabase } from '#server/test/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await getTestDatabase();
});

describe('GET /api/site', () => {
  it('gives the browser the mailboxes and links from configuration', async () => {
    const base = testConfig();
    const t = await createTestApp({
      mailboxes: { ...base.mailboxes, support: 'help@club.example' },
      links: { ...base.links, partnerSite: 'https://partners.example.com/', piReferralCode: 'abc' },
    });
    const res = await t.api.site.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      mailboxes: {
        support: 'help@club.example',
        privacy: 'privacy@showcase.example',
        childSafety: 'childsafety@showcase.example',
        safety: 'safety@showcase.example',
      },
      links: {
        premiumStreams: ['/live/premium-game-day', '/live/premium-practice-floor'],
        partnerSite: 'https://partners.example.com/',
        partnerDemoVideo: null,
        piAppStore: 'https://apps.apple.com/app/pi-network/id1445472541',
        piPlayStore: 'https://play.google.com/store/apps/details?id=com.blockchainvault',
        piReferral: 'https://minepi.com/',
        piReferralCode: 'abc',
      },
      supportChatUrl: null,
      pi: 'simulator',
      piSandboxUrl: null,
      publicUrl: 'http://localhost:3000',
    });
  });

  it('is in the OpenAPI document', async () => {
    const res = await createApp({ config: testConfig(), database }).request('/api/openapi.json');
    const doc = openApiDocument.parse(await res.json());
    expect(Object.keys(doc.paths)).toContain('/api/site');
  });
});

describe('support chat framing', () => {
  const frameSources = (res: { headers: Headers }) =>
    /frame-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]?.split(' ');

  it('frames no chat when none is configured', async () => {
    const res = await (await createTestApp()).api.site.$get();
    expect(frameSources(res)).not.toContain('https://chat.example.com');
  });

  it('allows framing the configured chat origin only', async () => {
    const t = await createTestApp({ supportChatUrl: 'https://chat.example.com/widget?team=1' });
    const res = await t.api.site.$get();
    expect(frameSources(res)).toContain('https://chat.example.com');
    expect(frameSources(res)).not.toContain('https://chat.example.com/widget?team=1');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await unwrap(res)).supportChatUrl).toBe('https://chat.example.com/widget?team=1');
  });
});

describe('crawlers', () => {
  const app = () =>
    createApp({ config: testConfig({ publicUrl: 'https://sports.example.org' }), database });

  it('serves robots.txt pointing at the sitemap and keeping private areas out', async () => {
    const res = await app().request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    // Athlete pages are crawled so that a hidden one's noindex is read.
    expect(text).not.toContain('Disallow: /athlete/');
    expect(text).toContain('Sitemap: https://sports.example.org/sitemap.xml');
  });

  it('serves a sitemap of the public pages with PUBLIC_URL as origin', async () => {
    const res = await app().request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of [
      '/',
      '/about',
      '/pricing',
      '/terms',
      '/privacy',
      '/child-safety',
      '/videos',
    ]) {
      expect(locs).toContain(`https://sports.example.org${path}`);
    }
    expect(locs.some((loc) => loc?.includes('/admin'))).toBe(false);
  });
});

describe('index.html', () => {
  it('fills the Open Graph tags with the site name and public address', () => {
    const html = renderIndexHtml(
      '<meta property="og:site_name" content="%SITE_NAME%" /><meta property="og:image" content="%PUBLIC_URL%/images/og-image.jpg" />',
      { siteName: 'Rookie & Co', publicUrl: 'https://sports.example.org' },
    );
    expect(html).toBe(
      '<meta property="og:site_name" content="Rookie &#38; Co" /><meta property="og:image" content="https://sports.example.org/images/og-image.jpg" />',
    );
  });

  it('lets a page preview (an athlete) replace the site-wide tags instead of adding to them', () => {
    const template = readFileSync('index.html', 'utf8');
    const html = renderIndexHtml(
      template,
      { siteName: 'Showcase', publicUrl: 'https://sports.example.org' },
      {
        title: 'Nova Reed · Soccer · Showcase',
        description: 'Soccer, class of 2027.',
        preview: { url: 'https://sports.example.org/athlete/1' },
      },
    );
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html.match(/property="og:image"/g)).toBeNull();
    expect(html.match(/name="twitter:card"|property="twitter:card"/g)).toHaveLength(1);
    expect(html).toContain('property="og:title" content="Nova Reed · Soccer · Showcase"');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Soccer, class of 2027." />');
    expect(html).toContain('<title>Nova Reed · Soccer · Showcase</title>');
  });
});
