import { SectionHeading } from '#client/components/ui/section-heading';
import { AthleteSpotlight, type SpotlightAthlete } from './athlete-spotlight';
import type { HomeTrainingVideos } from '../home-training-videos';
import { BasketballTrainingSection } from './basketball-training-section';
import { ClosingCta } from './closing-cta';
import { NftTeaser } from './nft-teaser';
import { PiPromo } from './pi-promo';
import { PricingTiers } from './pricing-tiers';

/**
 * The home page from the Pi promotion down: Pi, basketball training, athlete spotlight, plans,
 * the NFT block and the closing call to action.
 */
export default function HomeLowerSections({
  signedIn,
  trainingVideos,
  spotlight,
}: {
  signedIn: boolean;
  trainingVideos: HomeTrainingVideos;
  /** The Athlete of the Month, when one is chosen; a sample spotlight otherwise. */
  spotlight?: SpotlightAthlete | null;
}) {
  // Each section is laid out and painted only as it comes near the viewport.
  return (
    <div className="*:below-fold">
      <PiPromo />
      <BasketballTrainingSection videos={trainingVideos} />
      <AthleteSpotlight featured={spotlight} />
      <section aria-labelledby="home-pricing" className="bg-muted/40 border-border border-y">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <SectionHeading
            id="home-pricing"
            eyebrow="Plans"
            title="Start free, upgrade when you are ready"
            description="Basic access costs nothing. Upgrade for every training level or for a recruiting profile; the first month of the All Training Subscription is free."
          />
          <div className="mt-10">
            <PricingTiers
              linkFor={(tier) => (tier === 'ppv' ? '/live-vod' : '/pricing')}
              checkoutReturnTo="/pricing"
            />
          </div>
        </div>
      </section>
      <NftTeaser />
      <ClosingCta signedIn={signedIn} />
    </div>
  );
}
