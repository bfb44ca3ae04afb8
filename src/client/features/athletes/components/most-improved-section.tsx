import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import type { Athlete } from '#shared/athlete';
import { buttonClasses } from '#client/components/ui/button';
import { ListState } from '#client/components/ui/list-state';
import { useT } from '#client/lib/i18n/i18n';
import { athleteSubtitle } from '../athlete-subtitle';
import { AthleteAvatar } from './athlete-avatar';
import { Carousel } from './athlete-carousel';

/**
 * A decorative improvement figure between 75% and 95% (docs/product.md#athlete-sections), steady
 * for each athlete.
 */
function progressOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 75 + (hash % 21);
}

/** Explore: a carousel of the most improved athletes, each with their improvement figure. */
export function MostImprovedSection({
  athletes,
  loading,
}: {
  athletes: Athlete[] | undefined;
  loading: boolean;
}) {
  const t = useT();
  return (
    <section aria-labelledby="most-improved">
      <h2 id="most-improved" className="flex items-center gap-2 text-2xl font-bold">
        <TrendingUp className="text-primary size-6" aria-hidden />
        {t('athletes.explore.improved.title')}
      </h2>
      <div className="mt-5">
        <ListState
          query={{ isPending: loading, error: null }}
          className=""
          isEmpty={!athletes?.length}
          loading={t('athletes.explore.improved.loading')}
          empty={t('athletes.explore.improved.empty')}
        >
          <Carousel
            label={t('athletes.explore.improved.label')}
            loop
            slideClassName="basis-full sm:basis-1/2 lg:basis-1/3"
            slides={(athletes ?? []).map((athlete) => {
              const value = progressOf(athlete.id);
              return (
                <div
                  key={athlete.id}
                  className="border-border bg-card flex h-full flex-col gap-3 rounded-2xl border p-5"
                >
                  <div className="flex items-center gap-3">
                    <AthleteAvatar athlete={athlete} size={56} />
                    <div>
                      <p className="font-semibold">
                        {athlete.firstName} {athlete.lastName}
                      </p>
                      <p className="text-muted-foreground text-sm">{athleteSubtitle(athlete, t)}</p>
                    </div>
                  </div>
                  <div>
                    <div className="flex justify-between text-xs">
                      <span>{t('athletes.explore.improved.improvement')}</span>
                      <span>{value}%</span>
                    </div>
                    <div className="bg-muted mt-1 h-2 rounded-full" aria-hidden>
                      <div className="bg-primary h-2 rounded-full" style={{ width: `${value}%` }} />
                    </div>
                  </div>
                  <Link
                    to={`/athlete/${athlete.id}`}
                    className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                  >
                    {t('athletes.explore.improved.viewProfile')}
                  </Link>
                </div>
              );
            })}
          />
        </ListState>
      </div>
    </section>
  );
}
