import { RecentAthletesSection } from '../../features/athletes/components/recent-athletes-section';
import { HomePage } from '../../features/marketing/pages/home-page';
import { useAuth } from '../../lib/auth/auth-provider';

/** The home page is the one page several features contribute to; it is put together here. */
export function Component() {
  // While the session check runs, visitors see the signed-out page: most of them are.
  const { user } = useAuth();
  return <HomePage signedIn={Boolean(user)} recentAthletes={<RecentAthletesSection />} />;
}
