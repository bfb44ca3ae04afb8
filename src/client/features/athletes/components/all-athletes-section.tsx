import { Link } from 'react-router';
import type { Athlete } from '#shared/athlete';
import { useT } from '#client/lib/i18n/i18n';
import { addToBoardAction } from './add-to-board';
import { AthleteCard } from './athlete-card';

/** Explore: the first twelve athletes, with a link to search them all. */
export function AllAthletesSection({ athletes }: { athletes: Athlete[] }) {
  const t = useT();
  return (
    // Below the fold on every screen (/explore): laid out only near the viewport.
    <section aria-labelledby="all-athletes" className="below-fold">
      <div className="flex items-end justify-between gap-4">
        <h2 id="all-athletes" className="text-2xl font-bold">
          {t('athletes.explore.all.title')}
        </h2>
        <Link to="/athletes" className="text-primary font-medium hover:underline">
          {t('athletes.explore.all.search')}
        </Link>
      </div>
      <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {athletes.slice(0, 12).map((athlete) => (
          <li key={athlete.id}>
            <AthleteCard athlete={athlete} action={addToBoardAction} />
          </li>
        ))}
      </ul>
    </section>
  );
}
