import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  audienceKeyOf,
  audienceSessionOf,
  canFillIn,
  cutPage,
  fillIn,
  servedTo,
} from './audience-pages';

const session = (user: Record<string, unknown>) => ({
  session: { id: 'session-1', expiresAt: '2026-12-14T00:00:00.000Z' },
  user: {
    id: 'user-1',
    name: 'Casey Morgan',
    email: 'casey@example.com',
    image: null,
    role: 'user',
    userType: 'player',
    ...user,
  },
});

/** A page as the renderer makes it: markup, then the state with the session in it. */
const pageWith = (standIn: ReturnType<typeof audienceSessionOf>, markup = '<main>Page</main>') =>
  `<div id="root">${markup}</div><script type="application/json" id="render-state">${JSON.stringify(
    { queries: [{ queryKey: ['session'], data: standIn }] },
  )}</script><footer>${'x'.repeat(5000)}</footer>`;

describe('a page kept for an audience', () => {
  it('is served to each viewer with their own session, its gzip made from the kept pieces', () => {
    const standIn = audienceSessionOf(session({}));
    const html = pageWith(standIn);
    expect(canFillIn({ html: '<main>Page</main>', title: 'Page', state: html })).toBe(true);
    const cut = cutPage(html);
    for (const viewer of [
      session({}),
      session({ id: 'user-2', name: 'Ends </script><script>alert(1)', email: 'b@example.com' }),
      session({ id: 'user-3', name: 'Row\u2028Two', image: null }),
    ]) {
      const served = servedTo(cut, viewer);
      expect(served.text).toBe(fillIn(html, viewer));
      expect(gunzipSync(served.gzip).toString('utf8')).toBe(served.text);
      const state = /id="render-state">([\s\S]*?)<\/script>/.exec(served.text)?.[1] ?? '';
      const parsed = JSON.parse(state) as { queries: [{ data: typeof viewer }] };
      expect(parsed.queries[0].data).toEqual({
        session: viewer.session,
        user: viewer.user,
      });
    }
  });

  it('is not kept when a stand-in shows in the markup, or inside a longer value', () => {
    const standIn = audienceSessionOf(session({}));
    const user = standIn!.user as { name: string; id: string };
    const shown = pageWith(standIn, `<p>Hello ${user.name}</p>`);
    expect(canFillIn({ html: `<p>Hello ${user.name}</p>`, title: 'Page', state: shown })).toBe(
      false,
    );
    const state = JSON.stringify({ url: `/api/users/${user.id}/privacy` });
    expect(canFillIn({ html: '<main></main>', title: 'Page', state })).toBe(false);
    expect(canFillIn({ html: '<main></main>', title: `${user.name}'s page`, state: '{}' })).toBe(
      false,
    );
  });

  it('is the same for an audience whatever the person, and apart for another type or role', () => {
    const one = session({});
    const other = session({ id: 'user-2', name: 'Other', email: 'o@example.com' });
    expect(audienceKeyOf('/athlete/1', 'member', other)).toBe(
      audienceKeyOf('/athlete/1', 'member', one),
    );
    for (const [audience, changed] of [
      ['coach', one],
      ['member', session({ userType: 'coach' })],
      ['member', session({ role: 'admin' })],
      // Whether a personal value is set may change what a page shows: apart.
      ['member', session({ image: '/uploads/me.png' })],
    ] as const) {
      expect(audienceKeyOf('/athlete/1', audience, changed)).not.toBe(
        audienceKeyOf('/athlete/1', 'member', one),
      );
    }
  });
});
