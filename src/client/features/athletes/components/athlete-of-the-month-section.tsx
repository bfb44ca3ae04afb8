import { Award, Lock, Play } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '#client/lib/toast';
import { hasDetails, type AthleteOfTheMonth } from '#shared/athlete';
import { Button, buttonClasses } from '#client/components/ui/button';
import { VideoPlayer } from '#client/components/video/video-player';
import { cn } from '#client/lib/cn';
import { useLocaleTag, useT } from '#client/lib/i18n/i18n';
import { athleteSubtitle } from '../athlete-subtitle';
import { playableHighlight } from '../playable-highlight';
import { AthleteAvatar } from './athlete-avatar';

/** A month as the API gives it ("2026-11"), e.g. "November 2026", in the page's language. */
function monthText(month: string, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T12:00:00Z`));
}

/**
 * Explore: this month's athlete, with the month and what the site team wrote about them; members
 * watch the highlight video inline in the site's player. Hidden when no athlete is chosen.
 */
export function AthleteOfTheMonthSection({
  athlete,
}: {
  athlete: AthleteOfTheMonth | null | undefined;
}) {
  const t = useT();
  const localeTag = useLocaleTag();
  if (!athlete) return null;
  const name = `${athlete.firstName} ${athlete.lastName}`;
  const details = hasDetails(athlete) ? athlete : null;
  const highlight = playableHighlight(details);
  return (
    <section aria-labelledby="athlete-of-the-month">
      <h2 id="athlete-of-the-month" className="flex items-center gap-2 text-2xl font-bold">
        <Award className="text-primary size-6" aria-hidden />
        {t('athletes.explore.ofTheMonth.title')}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">{monthText(athlete.month, localeTag)}</p>
      <div
        className={cn(
          'border-border bg-card mt-5 grid gap-6 rounded-2xl border p-6 shadow-sm',
          highlight && 'lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)] lg:items-center',
        )}
      >
        <div className="grid gap-6 sm:grid-cols-[auto_1fr] sm:items-center">
          <AthleteAvatar athlete={athlete} size={112} priority />
          <div>
            <p className="text-xl font-semibold">{name}</p>
            <p className="text-muted-foreground">{athleteSubtitle(athlete, t)}</p>
            {athlete.blurb ? (
              <blockquote className="border-primary/50 mt-3 max-w-md border-l-4 pl-3 text-sm whitespace-pre-line italic">
                {athlete.blurb}
              </blockquote>
            ) : null}
            <div className="mt-4 max-w-md">
              <div className="flex justify-between text-xs">
                <span>{t('athletes.explore.ofTheMonth.progress')}</span>
                <span>95%</span>
              </div>
              <div
                className="bg-muted mt-1 h-2 rounded-full"
                role="progressbar"
                aria-valuenow={95}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label={t('athletes.explore.ofTheMonth.progress')}
              >
                <div className="bg-primary h-2 w-[95%] rounded-full" />
              </div>
            </div>
            {highlight ? null : (
              <div className="mt-5">
                {details ? (
                  <Button onClick={() => toast.info(t('athletes.explore.ofTheMonth.noVideo'))}>
                    <Play className="size-4" aria-hidden />
                    {t('athletes.explore.ofTheMonth.watch')}
                  </Button>
                ) : (
                  <Link to="/signup" className={buttonClasses()}>
                    <Lock className="size-4" aria-hidden />
                    {t('athletes.explore.ofTheMonth.signUpToWatch')}
                  </Link>
                )}
              </div>
            )}
          </div>
        </div>
        {highlight ? (
          <VideoPlayer
            src={highlight.url}
            srcType={highlight.srcType}
            title={t('athletes.highlights.title', { name })}
            captions={highlight.captionsUrl}
          />
        ) : null}
      </div>
    </section>
  );
}
