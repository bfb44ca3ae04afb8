import { useMemo } from 'react';
import { Link } from 'react-router';
import { useRecentViews } from '#client/lib/evaluations';
import { useLocaleTag, useT } from '#client/lib/i18n/i18n';
import { textLinkClass } from '#client/components/ui/text-link';
import { ListState } from '#client/components/ui/list-state';
import { useSportText } from '../texts';

/**
 * The verified coach's recent views on /recruiting (docs/product.md#profile-views): the athletes
 * they opened or whose highlights they played lately, only those still shown to them.
 */
export function RecentViewsSection() {
  const t = useT();
  const sportText = useSportText();
  const localeTag = useLocaleTag();
  // A view's day as the API writes it ("2026-11-20"), the same in every time zone.
  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: 'UTC' }),
    [localeTag],
  );
  const { data, isPending, error } = useRecentViews();
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="recent-views-heading" className="grid gap-4">
      <div>
        <h2 id="recent-views-heading" className="text-2xl font-bold tracking-tight">
          {t('recruiting.views.title')}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{t('recruiting.views.intro')}</p>
      </div>
      <ListState
        query={{ isPending, error }}
        compact
        loading={t('recruiting.views.loading')}
        errorFallback={t('recruiting.views.loadFailed')}
        isEmpty={items.length === 0}
        empty={
          <>
            {t('recruiting.views.empty')}{' '}
            <Link to="/athletes" className={textLinkClass}>
              {t('recruiting.browseAthletes')}
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
                  view.sport ? sportText(view.sport) : null,
                  view.position !== 'Not specified' ? view.position : null,
                  view.graduationYear
                    ? t('recruiting.classOf', { year: String(view.graduationYear) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p className="text-muted-foreground text-xs">
                {dayFormat.format(new Date(`${view.day}T00:00:00Z`))}
                {view.playedHighlight ? t('recruiting.views.playedHighlights') : null}
              </p>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
