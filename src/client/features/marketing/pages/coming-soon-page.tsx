import { useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { NewsletterConfirmationNotice } from '../components/newsletter-confirmation-notice';
import { NftEarlyAccessSection } from '../components/nft-early-access-section';
import { NftFeaturesSection } from '../components/nft-features-section';
import { NftHero } from '../components/nft-hero';
import { NftRoadmapSection } from '../components/nft-roadmap-section';
import { NftUpcomingSection } from '../components/nft-upcoming-section';

export function Component() {
  const t = useT();
  useDocumentTitle(t('nft.title'), t('nft.meta.description'));
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
