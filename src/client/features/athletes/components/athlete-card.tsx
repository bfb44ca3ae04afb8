import type { ReactNode } from 'react';
import { GraduationCap, Lock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { cityFromLocation } from '#shared/location';
import { hasDetails, type Athlete } from '#shared/athlete';
import { buttonClasses } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';
import { sportNameText } from '../field-labels';
import { AthleteAvatar } from './athlete-avatar';
import { FeaturedBadge } from './featured-badge';

const shown = (value: string | null | undefined) =>
  value && value !== 'Not specified' ? value : null;

/**
 * One athlete in a list. Members see position, school, town and class; signed-out visitors see
 * the name and sport, with the subscriber overlay that leads to sign-up. A featured athlete
 * (Recruiting Profile) has the Featured badge and a ringed card.
 */
/**
 * What a page adds under a card's details for the viewer, e.g. a coach's Add to board. Passed by
 * the pages that want it, so the home page's cards carry none of its code (decision 0011).
 */
export type CardAction = (athlete: Athlete, name: string) => ReactNode;

export function AthleteCard({ athlete, action }: { athlete: Athlete; action?: CardAction }) {
  const t = useT();
  const sport = shown(athlete.sport);
  const name = `${athlete.firstName} ${athlete.lastName}`;
  const details = hasDetails(athlete) ? athlete : null;
  return (
    <article
      className={cn(
        'group bg-card relative flex h-full flex-col rounded-2xl border p-5 shadow-sm transition-shadow hover:shadow-md',
        athlete.featured ? 'border-primary ring-primary/30 ring-2' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <AthleteAvatar athlete={athlete} size={64} />
        <div className="min-w-32 flex-1">
          <h3 className="text-lg font-semibold wrap-break-word">{name}</h3>
          <p className="text-primary text-sm font-medium">
            {sport ? sportNameText(t, sport) : t('app.athleteCard.sportNotSet')}
          </p>
        </div>
        {athlete.featured ? <FeaturedBadge className="self-start" /> : null}
      </div>
      {details ? (
        <>
          <dl className="text-muted-foreground mt-4 grid gap-1.5 text-sm">
            {shown(details.position) ? (
              <div>
                <dt className="sr-only">{t('app.athleteCard.position')}</dt>
                <dd className="text-foreground font-medium">{details.position}</dd>
              </div>
            ) : null}
            {shown(details.school) ? (
              <div>
                <dt className="sr-only">{t('app.athleteCard.school')}</dt>
                <dd>{details.school}</dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-3 flex flex-wrap gap-2 text-xs">
            {cityFromLocation(shown(details.location)) ? (
              <span className="bg-muted inline-flex items-center gap-1 rounded-full px-2.5 py-1">
                <MapPin className="size-3" aria-hidden />
                {cityFromLocation(details.location)}
              </span>
            ) : null}
            {details.graduationYear ? (
              <span className="bg-muted inline-flex items-center gap-1 rounded-full px-2.5 py-1">
                <GraduationCap className="size-3" aria-hidden />
                {t('app.athleteCard.classOf', { year: String(details.graduationYear) })}
              </span>
            ) : null}
          </div>
          <div className="flex-1" />
          <Link
            to={`/athlete/${athlete.id}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-5' })}
          >
            {t('app.athleteCard.viewProfile')}
            <span className="sr-only"> {t('app.athleteCard.viewProfileOf', { name })}</span>
          </Link>
          {action?.(athlete, name)}
        </>
      ) : (
        <>
          <div className="relative mt-4 flex-1 overflow-hidden rounded-xl">
            <div aria-hidden className="grid gap-2 p-3 blur-sm select-none">
              <div className="bg-muted h-3 w-3/4 rounded" />
              <div className="bg-muted h-3 w-1/2 rounded" />
              <div className="bg-muted h-3 w-2/3 rounded" />
            </div>
            <div className="bg-background/60 absolute inset-0 flex flex-col items-center justify-center gap-1 text-center text-sm">
              <Lock className="text-primary size-4" aria-hidden />
              <p className="font-medium">{t('app.athleteCard.subscribe')}</p>
              <p className="text-muted-foreground text-xs">{t('app.athleteCard.subscriberOnly')}</p>
            </div>
          </div>
          <div className="mt-4 grid grid-cols-2 gap-2">
            <Link
              to={`/athlete/${athlete.id}`}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              {t('app.athleteCard.viewProfile')}
              <span className="sr-only"> {t('app.athleteCard.viewProfileOf', { name })}</span>
            </Link>
            <Link to="/signup" className={buttonClasses({ size: 'sm' })}>
              {t('app.athleteCard.seeMore')}
              <span className="sr-only"> {t('app.athleteCard.seeMoreAbout', { name })}</span>
            </Link>
          </div>
        </>
      )}
    </article>
  );
}

export function AthleteCardSkeleton() {
  return (
    <div aria-hidden className="border-border bg-card h-56 animate-pulse rounded-2xl border p-5">
      <div className="flex items-center gap-4">
        <div className="bg-muted size-16 rounded-full" />
        <div className="grid flex-1 gap-2">
          <div className="bg-muted h-4 w-2/3 rounded" />
          <div className="bg-muted h-3 w-1/3 rounded" />
        </div>
      </div>
      <div className="bg-muted mt-6 h-3 w-1/2 rounded" />
      <div className="bg-muted mt-2 h-3 w-3/4 rounded" />
    </div>
  );
}

/** Athletes in a responsive grid; while loading, placeholder cards of the same size. */
export function AthleteGrid({
  athletes,
  loading = false,
  placeholders = 8,
  columns = 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  cardAction,
}: {
  athletes: Athlete[];
  loading?: boolean;
  placeholders?: number;
  columns?: string;
  cardAction?: CardAction;
}) {
  return (
    <ul
      className={`cards-below-fold grid grid-cols-1 gap-4 ${columns}`}
      aria-busy={loading || undefined}
    >
      {loading
        ? Array.from({ length: placeholders }, (_, index) => (
            <li key={index} aria-hidden>
              <AthleteCardSkeleton />
            </li>
          ))
        : athletes.map((athlete) => (
            <li key={athlete.id}>
              <AthleteCard athlete={athlete} action={cardAction} />
            </li>
          ))}
    </ul>
  );
}
