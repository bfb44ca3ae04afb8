import { Link } from 'react-router';
import type { Athlete } from '#shared/athlete';
import { buttonClasses } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';
import { athleteSubtitle } from '../athlete-subtitle';
import { AthleteAvatar } from './athlete-avatar';
import { Carousel } from './athlete-carousel';

/** Explore: the featured athletes, one large slide each; hidden when there are none. */
export function FeaturedAthletesSection({ athletes }: { athletes: Athlete[] | undefined }) {
  const t = useT();
  if (!athletes?.length) return null;
  return (
    <section
      aria-label={t('athletes.explore.featured.label')}
      className="from-accent to-background bg-gradient-to-b"
    >
      <div className="mx-auto max-w-5xl px-4 py-12">
        <Carousel
          label={t('athletes.explore.featured.label')}
          slides={athletes.map((athlete, index) => (
            <div
              key={athlete.id}
              className="flex flex-col items-center gap-6 px-2 py-6 text-center sm:flex-row sm:text-left"
            >
              <AthleteAvatar
                athlete={athlete}
                size={160}
                className="ring-primary/40 ring-4"
                priority={index === 0}
              />
              <div>
                <p className="text-primary text-sm font-semibold tracking-wider uppercase">
                  {t('athletes.explore.featured.eyebrow')}
                </p>
                <h2 className="mt-1 text-3xl font-bold sm:text-4xl">
                  {athlete.firstName} {athlete.lastName}
                </h2>
                <p className="text-muted-foreground mt-2 text-lg">{athleteSubtitle(athlete, t)}</p>
                <Link
                  to={`/athlete/${athlete.id}`}
                  className={buttonClasses({ className: 'mt-5' })}
                >
                  {t('athletes.explore.featured.viewProfile')}
                </Link>
              </div>
            </div>
          ))}
        />
      </div>
    </section>
  );
}
