import { describe, expect, it } from 'vitest';
import { isPaidPlan, PASS_HOURS, purchaseKinds } from '#shared/payments';
import { pricingTiers, type PlanPromise, type PricingTierId } from '#shared/pricing';
import { channelCategories, channelOffer } from '#shared/streams';
import { trainingLevels } from '#shared/training/levels';
import { subscriptions } from '#server/db/schema/subscriptions';
import { createTestApp, unwrap } from '#server/test/test-app';
import { createTestUser, signIn } from '#server/test/test-users';

// Each line of a plan's card names the rule that makes it true (PlanPromise in
// src/shared/pricing.ts); here each is held against that rule as the server applies it.

const tier = (id: PricingTierId) => pricingTiers.find((candidate) => candidate.id === id)!;
const memberships = ['basic', 'premium', 'recruiting'] as const;

/** Every promise of a tier, with those of the tiers it includes. */
function promisesOf(id: PricingTierId): PlanPromise[] {
  return tier(id).features.flatMap(({ promise }) =>
    promise.kind === 'includes' ? promisesOf(promise.tier) : [promise],
  );
}

/** Everything a tier's card says, for what it must not say. */
const wordsOf = (id: PricingTierId) =>
  [tier(id).description, ...tier(id).features.map((feature) => feature.text)].join('\n');

/**
 * What the server gives a member holding the plan: whether they may keep an athlete profile,
 * the training levels that play for them, and whether their profile is featured.
 */
async function givenToHolderOf(plan: (typeof memberships)[number]) {
  const t = await createTestApp();
  const member = await createTestUser(t, { userType: 'player' });
  if (isPaidPlan(plan)) {
    await t.db.insert(subscriptions).values({
      userId: member.id,
      tier: plan,
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      provider: 'sandbox',
    });
  }
  await signIn(t, member);
  const saved = await t.api.me.profile.$put({
    json: {
      firstName: 'Plan',
      lastName: 'Holder',
      sport: 'Basketball',
      position: 'Guard',
      school: 'Harbor High',
      location: 'Eugene, OR',
      graduationYear: '2028',
      gender: 'Female',
      birthMonth: 4,
      birthYear: new Date().getFullYear() - 25,
    },
  });
  const profile = saved.status === 200 ? await unwrap(saved) : null;
  const library = await unwrap(t.api.training[':sport'].$get({ param: { sport: 'basketball' } }));
  const athlete = profile
    ? await unwrap(t.api.athletes[':id'].$get({ param: { id: profile.profile.id } }))
    : null;
  return {
    profile: profile !== null,
    levels: trainingLevels.filter((level) =>
      library.videos.some((video) => video.level === level && !video.locked),
    ),
    featured: athlete?.featured ?? false,
  };
}

describe("each membership's card", () => {
  it.each(memberships)(
    '%s promises exactly the training levels and placement the server gives its holder',
    async (plan) => {
      const promises = promisesOf(plan);
      const given = await givenToHolderOf(plan);
      const promisedLevels = new Set(
        promises.flatMap((promise) => (promise.kind === 'training' ? promise.levels : [])),
      );
      expect(given.levels).toEqual(trainingLevels.filter((level) => promisedLevels.has(level)));
      expect(given.featured).toBe(promises.some((promise) => promise.kind === 'featured'));
      if (promises.some((promise) => promise.kind === 'profile')) expect(given.profile).toBe(true);
    },
  );

  it('says nothing of premium channels, which sell their own pass and are in no plan', () => {
    expect(channelOffer({ category: 'premium-team', sellsPass: true, priceCents: 1500 })).toBe(
      'pass',
    );
    for (const plan of memberships) {
      expect(wordsOf(plan), plan).not.toMatch(
        /premium (live|channel|stream|team)|team channel|\bpass(es)?\b|pay-per-view/i,
      );
      expect(promisesOf(plan).map((promise) => promise.kind)).not.toContain('pass');
    }
  });

  it('promises free live streams only as the channels that sell nothing are free to watch', () => {
    for (const category of channelCategories) {
      expect(channelOffer({ category, sellsPass: false, priceCents: null }), category).toBeNull();
    }
    const promisingFree = pricingTiers.filter((candidate) =>
      candidate.features.some(({ promise }) => promise.kind === 'free-channels'),
    );
    expect(promisingFree.map((candidate) => candidate.id)).toEqual(['basic']);
  });
});

describe('the pay-as-you-go cards', () => {
  it('Pay-Per-View promises what a pass opens, for as long as it does', () => {
    expect(purchaseKinds).toContain('pass');
    expect(promisesOf('ppv').map((promise) => promise.kind)).toContain('pass');
    expect(wordsOf('ppv')).toContain(`${PASS_HOURS} hours`);
  });

  it('promise no subscription only where none is sold, and a request where nothing is', () => {
    for (const candidate of pricingTiers) {
      const kinds = promisesOf(candidate.id).map((promise) => promise.kind);
      if (kinds.includes('no-subscription')) expect(isPaidPlan(candidate.id)).toBe(false);
      if (kinds.includes('on-request')) {
        expect(candidate).toMatchObject({ price: null, billing: 'per-use' });
      }
    }
  });
});
