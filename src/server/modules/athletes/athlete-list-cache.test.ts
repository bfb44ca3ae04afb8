import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Audience } from '#shared/recruiting';
import type { AthleteList } from '#shared/schemas/athletes';
import { prepareJson } from '#server/http/compress';
import { createCaches } from '#server/caches';
import type { TtlCache } from '#server/lib/ttl-cache';
import { kept, keptTotal, type AthleteEdit } from './athlete-list-cache';

const ana = randomUUID();
const ben = randomUUID();

/**
 * One instance's athlete caches and rendered pages, filled with answers that show Ana or Ben as
 * each audience sees them; `after(edit)` says which of them an edit makes computed again.
 */
async function filled() {
  // One instance's caches as the app makes them: the rendered pages hear the athletes' changes.
  const { athletes: caches, pages } = createCaches();
  const answer = (audience: Audience, athletes: string[], byUpdate = false) =>
    kept(prepareJson({ items: athletes }), { audience, athletes, byUpdate });
  /** A page of the athlete list: what it shows is in its tags, its items are not read. */
  const listPage = (audience: Audience, athletes: string[], byUpdate = false) =>
    kept(prepareJson<AthleteList>({ items: [], total: athletes.length, nextCursor: null }), {
      audience,
      athletes,
      byUpdate,
    });
  const lists = {
    "a visitor's list showing Ana": () => listPage('visitor', [ana]),
    "a member's list showing Ana": () => listPage('member', [ana, ben]),
    "a coach's list showing Ben": () => listPage('coach', [ben]),
    "a coach's list of the recently updated": () => listPage('coach', [ben], true),
  };
  const totals = {
    'a count by sport': () => keptTotal(2, false),
    'a count of the recently updated': () => keptTotal(1, true),
  };
  const sections = {
    "a visitor's most improved": () => answer('visitor', [ben], true),
    "a member's Athlete of the Month, Ana": () => answer('member', [ana]),
  };
  const rendered = {
    '/ for visitors': () => ({ status: 200, location: '/', tags: answer('visitor', [ana]).tags }),
    '/explore for visitors': () => ({
      status: 200,
      location: '/explore',
      tags: answer('visitor', [ben], true).tags,
    }),
  };
  /** A cache with the answers to fill it with, by key. */
  const group = <T>(cache: TtlCache<T>, values: Record<string, () => T>) => ({
    keys: Object.keys(values),
    async fill(computed?: string[]) {
      for (const [key, value] of Object.entries(values)) {
        await cache.get(key, async () => (computed?.push(key), value()), undefined, {
          current: true,
        });
      }
    },
  });
  const groups = [
    group(caches.pages, lists),
    group(caches.totals, totals),
    group(caches.sections, sections),
    group(pages, rendered),
  ];
  const fill = async (computed?: string[]) => {
    for (const one of groups) await one.fill(computed);
  };
  await fill();
  return {
    /** What is computed again, on this instance, once the edit is published. */
    async after(edit?: AthleteEdit) {
      await caches.edited(edit);
      const computed: string[] = [];
      await fill(computed);
      return computed;
    },
    all: groups.flatMap((one) => one.keys),
  };
}

describe("what an athlete's edit computes again", () => {
  it('for what only members see (a bio): the answers showing them to members, and the recently updated', async () => {
    const { after } = await filled();
    expect(await after({ athleteId: ana, card: false, filters: false })).toEqual([
      "a member's list showing Ana",
      "a coach's list of the recently updated",
      'a count of the recently updated',
      "a visitor's most improved",
      "a member's Athlete of the Month, Ana",
      '/explore for visitors',
    ]);
  });

  it("for the card (a photo): visitors' answers showing them too, and every page rendered for visitors", async () => {
    const { after } = await filled();
    expect(await after({ athleteId: ana, card: true, filters: false })).toEqual([
      "a visitor's list showing Ana",
      "a member's list showing Ana",
      "a coach's list of the recently updated",
      'a count of the recently updated',
      "a visitor's most improved",
      "a member's Athlete of the Month, Ana",
      '/ for visitors',
      '/explore for visitors',
    ]);
  });

  it('for what lists filter on (a school), for an edit that names nobody, or one that cannot be read: everything', async () => {
    const changedFilters = await filled();
    expect(await changedFilters.after({ athleteId: ben, card: false, filters: true })).toEqual(
      changedFilters.all,
    );
    const unnamed = await filled();
    expect(await unnamed.after()).toEqual(unnamed.all);
    const unreadable = await filled();
    expect(await unreadable.after({ athleteId: 'not-an-id', card: false, filters: false })).toEqual(
      unreadable.all,
    );
  });
});
