import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useRecentAthletes } from '../api/featured-athletes';
import { AthleteCard, AthleteCardSkeleton } from './athlete-card';

/** Home page: the 4 newest complete profiles; hidden when there are none. */
export function RecentAthletesSection() {
  const { user } = useAuth();
  const recent = useRecentAthletes(Boolean(user));
  // Not on ListState: the section has no error or empty state to show (it is left out), and the
  // home page's JavaScript budget has no room for what ListState brings.
  if (!recent.isPending && (recent.data?.length ?? 0) === 0) return null;
  return (
    <section aria-labelledby="recent-athletes" className="below-fold mx-auto max-w-7xl px-4 py-14">
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2 id="recent-athletes" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Recent Athletes
          </h2>
          <p className="text-muted-foreground mt-1">
            The newest athletes to complete their profiles.
          </p>
        </div>
        <Link
          to="/explore"
          className="text-primary inline-flex items-center gap-1 font-medium hover:underline"
        >
          View All
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
      <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {recent.isPending
          ? Array.from({ length: 4 }, (_, index) => (
              <li key={index}>
                <AthleteCardSkeleton />
              </li>
            ))
          : recent.data?.map((athlete) => (
              <li key={athlete.id}>
                <AthleteCard athlete={athlete} />
              </li>
            ))}
      </ul>
    </section>
  );
}
