import { lazy, Suspense, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HomeHero } from '../components/home-hero';
import { PremiumStreams } from '../components/premium-streams';

// Everything from the Pi section down sits well below the fold on every screen: its code loads
// right after the first paint instead of delaying it (the page must stay inside the bundle
// budget for /).
const HomeLowerSections = lazy(() => import('../components/home-lower-sections'));

const description =
  'Training videos for eight sports, athlete profiles recruiters and college coaches can find, and live games, tournaments and team channels for youth and amateur athletes.';

/**
 * The home page. Recent Athletes belongs to the athletes feature and is passed in by the route
 * that composes the page (app/routes/home-route.tsx); `signedIn` switches the hero buttons and
 * the closing call to action.
 */
export function HomePage({
  signedIn,
  recentAthletes,
}: {
  signedIn: boolean;
  recentAthletes?: ReactNode;
}) {
  useDocumentTitle(undefined, description);
  return (
    <>
      <HomeHero signedIn={signedIn} />
      <PremiumStreams />
      {recentAthletes}
      <Suspense fallback={<div className="min-h-screen" />}>
        <HomeLowerSections signedIn={signedIn} />
      </Suspense>
    </>
  );
}
