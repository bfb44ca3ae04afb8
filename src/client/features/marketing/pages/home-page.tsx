import type { ReactNode } from 'react';
import { deferredSection } from '#client/lib/deferred-section';
import { loadCatalog, pageLocale } from '#client/lib/i18n/catalogs';
import { useT } from '#client/lib/i18n/i18n';
import { useDocumentTitle } from '#client/lib/use-document-title';
import type { HomeTrainingVideos } from '../home-training-videos';
import type { SpotlightAthlete } from '../components/athlete-spotlight';
import { HomeHero, type HeroStream } from '../components/home-hero';
import { PremiumStreams, type PremiumChannel } from '../components/premium-streams';

// Everything from the Pi section down sits well below the fold on every screen: the server
// renders it, and its code and words load when the visitor scrolls near it.
const HomeLowerSections = deferredSection('home-lower-sections', async () => {
  const [module] = await Promise.all([
    import('../components/home-lower-sections'),
    loadCatalog(pageLocale(), 'homeMore'),
    // The training videos' cards and the spotlight's player.
    loadCatalog(pageLocale(), 'player'),
    loadCatalog(pageLocale(), 'pricing'),
    loadCatalog(pageLocale(), 'forms'),
  ]);
  return module;
});

/**
 * The home page. Recent Athletes and the Athlete of the Month in the spotlight belong to the
 * athletes feature and are passed in by the route that composes the page
 * (app/routes/home-route.tsx); `signedIn` switches the hero buttons and the closing call to
 * action.
 */
export function HomePage({
  signedIn,
  recentAthletes,
  trainingVideos,
  spotlight,
  mainEvent,
  premiumChannels = [],
}: {
  signedIn: boolean;
  recentAthletes?: ReactNode;
  trainingVideos: HomeTrainingVideos;
  spotlight?: SpotlightAthlete | null;
  /** the main event (streams feature); undefined while loading, null when there is none */
  mainEvent?: HeroStream | null;
  /** the premium cards' channels, in the order of the site's premium stream links */
  premiumChannels?: (PremiumChannel | null)[];
}) {
  const t = useT();
  useDocumentTitle(undefined, t('home.meta.description'));
  return (
    <>
      <HomeHero signedIn={signedIn} mainEvent={mainEvent} />
      <PremiumStreams channels={premiumChannels} />
      {recentAthletes}
      <HomeLowerSections
        signedIn={signedIn}
        trainingVideos={trainingVideos}
        spotlight={spotlight}
      />
    </>
  );
}
