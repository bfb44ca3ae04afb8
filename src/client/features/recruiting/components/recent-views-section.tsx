import { Link } from 'react-router';
import { useRecentViews } from '#client/lib/evaluations';
import { longDay } from '#client/lib/format-date';
import { textLinkClass } from '#client/components/ui/text-link';
import { ListState } from '#client/components/ui/list-state';

/**
 * The verified coach's recent views on /recruiting (docs/product.md#profile-views): the athletes
 * they opened or whose highlights they played lately, only those still shown to them.
 */
export function RecentViewsSection() {
  const { data, isPending, error } = useRecentViews();
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="recent-views-heading" className="grid gap-4">
      <div>
        <h2 id="recent-views-heading" className="text-2xl font-bold tracking-tight">
          Recently viewed
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">
          Athletes whose page you opened or whose highlights you played. Athletes see that a
          verified coach from your program looked.
        </p>
      </div>
      <ListState
        query={{ isPending, error }}
        compact
        loading="Loading your recent views..."
        errorFallback="Your recent views could not be loaded."
        isEmpty={items.length === 0}
        empty={
          <>
            You have not viewed an athlete yet.{' '}
            <Link to="/athletes" className={textLinkClass}>
              Browse athletes
            </Link>
          </>
        }
      >
        <ul className="grid gap-2 sm:grid-cols-2">
          {items.map((view) => (
            <li
              key={`${view.athleteId}-${view.day}`}
              className="border-border bg-card rounded-xl border p-4"
            >
              <Link
                to={`/athlete/${view.athleteId}`}
                className="font-semibold underline-offset-4 hover:underline"
              >
                {view.firstName} {view.lastName}
              </Link>
              <p className="text-muted-foreground text-sm">
                {[
                  view.sport,
                  view.position !== 'Not specified' ? view.position : null,
                  view.graduationYear ? `Class of ${view.graduationYear}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="text-muted-foreground text-xs">
                {longDay(view.day)}
                {view.playedHighlight ? ' · played highlights' : ''}
              </p>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
