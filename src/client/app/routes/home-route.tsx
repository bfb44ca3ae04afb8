import { RecentAthletesSection } from '../../features/athletes/components/recent-athletes-section';
import { BasketballTrainingSection } from '../../features/marketing/components/basketball-training-section';
import { HomePage } from '../../features/marketing/pages/home-page';

/** The home page is the one page several features contribute to; it is put together here. */
export function Component() {
  return (
    <HomePage
      sections={
        <>
          <RecentAthletesSection />
          <BasketballTrainingSection />
        </>
      }
    />
  );
}
