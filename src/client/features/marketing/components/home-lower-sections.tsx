import { SectionHeading } from '#client/components/ui/section-heading';
import { useT } from '#client/lib/i18n/i18n';
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
  const t = useT();
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
            eyebrow={t('homeMore.pricing.eyebrow')}
            title={t('homeMore.pricing.title')}
            description={t('homeMore.pricing.description')}
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
