import { lazy, Suspense } from 'react';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AthleteSpotlight } from '../components/athlete-spotlight';
import { ClosingCta } from '../components/closing-cta';
import { HomeHero } from '../components/home-hero';
import { NftTeaser } from '../components/nft-teaser';
import { PiPromo } from '../components/pi-promo';
import { PremiumStreams } from '../components/premium-streams';

// The plans sit far below the fold: their code loads after the first paint of the page.
const PricingTiers = lazy(() =>
  import('../components/pricing-tiers').then((module) => ({ default: module.PricingTiers })),
);

const description =
  'Training videos for eight sports, athlete profiles recruiters and college coaches can find, and live games, tournaments and team channels for youth and amateur athletes.';

/** The home page; `signedIn` switches the hero buttons and the closing call to action. */
export function HomePage({ signedIn }: { signedIn: boolean }) {
  useDocumentTitle(undefined, description);
  return (
    <>
      <HomeHero signedIn={signedIn} />
      <PremiumStreams />
      <PiPromo />
      <AthleteSpotlight />
      <section aria-labelledby="home-pricing" className="bg-muted/40 border-border border-y">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <SectionHeading
            id="home-pricing"
            eyebrow="Plans"
            title="Start free, upgrade when you are ready"
            description="Basic access costs nothing. Upgrade for every training level or for a recruiting profile; the first month of the All Training Subscription is free."
          />
          <div className="mt-10">
            <Suspense fallback={<div className="min-h-[48rem]" />}>
              <PricingTiers linkFor={() => '/pricing'} />
            </Suspense>
          </div>
        </div>
      </section>
      <NftTeaser />
      <ClosingCta signedIn={signedIn} />
    </>
  );
}

export function Component() {
  // While the session check runs, visitors see the signed-out page: most of them are.
  const { user } = useAuth();
  return <HomePage signedIn={Boolean(user)} />;
}
