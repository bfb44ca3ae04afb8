import { useDocumentTitle } from '#client/lib/use-document-title';
import { NewsletterConfirmationNotice } from '../components/newsletter-confirmation-notice';
import { NftEarlyAccessSection } from '../components/nft-early-access-section';
import { NftFeaturesSection } from '../components/nft-features-section';
import { NftHero } from '../components/nft-hero';
import { NftRoadmapSection } from '../components/nft-roadmap-section';
import { NftUpcomingSection } from '../components/nft-upcoming-section';

export function Component() {
  useDocumentTitle(
    'Athlete NFTs: Coming Soon',
    'Athlete NFTs on Pi are coming: dynamic highlight cards, achievement badges, exclusive content, fan engagement and tournament drops. Join early access.',
  );
  return (
    <>
      <NewsletterConfirmationNotice />
      <NftHero />
      <NftFeaturesSection />
      <NftRoadmapSection />
      <NftUpcomingSection />
      <NftEarlyAccessSection />
    </>
  );
}
