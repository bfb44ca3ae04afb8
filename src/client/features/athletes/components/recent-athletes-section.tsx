import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListState } from '#client/components/ui/list-state';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useT } from '#client/lib/i18n/i18n';
import { useRecentAthletes } from '../api/featured-athletes';
import { AthleteCard, AthleteCardSkeleton } from './athlete-card';

/** Home page: the 4 newest complete profiles; hidden when there are none. */
export function RecentAthletesSection() {
  const { user } = useAuth();
  const recent = useRecentAthletes(Boolean(user));
  const skeleton = (
    <ul className={grid}>
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index}>
          <AthleteCardSkeleton />
        </li>
      ))}
    </ul>
  );
  // A home page section that failed or has no one to show is left out rather than explained.
  return (
    <ListState
      query={recent}
      isEmpty={(recent.data?.length ?? 0) === 0}
      skeleton={<RecentAthletes>{skeleton}</RecentAthletes>}
      emptyView={null}
      renderError={() => null}
    >
      <RecentAthletes>
        <ul className={grid}>
          {recent.data?.map((athlete) => (
            <li key={athlete.id}>
              <AthleteCard athlete={athlete} />
            </li>
          ))}
        </ul>
      </RecentAthletes>
    </ListState>
  );
}

const grid = 'mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4';

/** The section around the cards: its heading and View All. */
function RecentAthletes({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="recent-athletes" className="below-fold mx-auto max-w-7xl px-4 py-14">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="recent-athletes" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('home.recentAthletes.title')}
          </h2>
          <p className="text-muted-foreground mt-1">{t('home.recentAthletes.lead')}</p>
        </div>
        <Link
          to="/explore"
          className="text-primary inline-flex items-center gap-1 font-medium hover:underline"
        >
          {t('home.recentAthletes.viewAll')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      {children}
    </section>
  );
}
