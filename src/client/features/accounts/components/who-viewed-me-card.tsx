import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import { OTHER_VIEWS_DAYS, type CoachLevel } from '#shared/recruiting';
import { sportByName, sportName, type SportId } from '#shared/sports';
import { Alert } from '#client/components/ui/alert';
import { VerifiedBadge } from '#client/components/verified-badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { errorMessage } from '#client/lib/api';
import { useProfileViews } from '#client/lib/evaluations';
import { useLocaleTag, useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import { sportLabels } from '#client/lib/i18n/sport-labels';

/** A coach's level as their badge names it (#shared/recruiting's coachLevelLabels). */
const coachLevelTexts: Record<CoachLevel, MessageId> = {
  'ncaa-d1': 'profile.whoViewed.level.ncaaD1',
  'ncaa-d2': 'profile.whoViewed.level.ncaaD2',
  'ncaa-d3': 'profile.whoViewed.level.ncaaD3',
  naia: 'profile.whoViewed.level.naia',
  juco: 'profile.whoViewed.level.juco',
  'high-school': 'profile.whoViewed.level.highSchool',
  'junior-high': 'profile.whoViewed.level.juniorHigh',
  'club-youth': 'profile.whoViewed.level.clubYouth',
};

/** A sport's full name (sportName): the navigation's name, but Track and Field. */
const sportNameTexts: Record<SportId, MessageId> = {
  ...sportLabels,
  track: 'profile.whoViewed.sport.track',
};

/** The texts of the card, of the athlete's own profile or of a guardian's child's. */
const ownTexts = {
  title: 'profile.whoViewed.title',
  loading: 'profile.whoViewed.loading',
  empty: 'profile.whoViewed.empty',
  openedPage: 'profile.whoViewed.openedPage',
  playedHighlights: 'profile.whoViewed.playedHighlights',
  otherViews: 'profile.whoViewed.otherViews',
} as const satisfies Record<string, MessageId>;

const childTexts: Record<keyof typeof ownTexts, MessageId> = {
  title: 'profile.whoViewed.title.child',
  loading: 'profile.whoViewed.loading.child',
  empty: 'profile.whoViewed.empty.child',
  openedPage: 'profile.whoViewed.openedPage.child',
  playedHighlights: 'profile.whoViewed.playedHighlights.child',
  otherViews: 'profile.whoViewed.otherViews.child',
};

/**
 * /profile: "Who viewed me" (docs/product.md#profile-views), free on every plan. Each verified
 * coach who opened the athlete's page or played their highlights, with the badge they had that
 * day; other members' views are a number, never names, and never called interest.
 */
export function WhoViewedMeCard({
  userId,
  child,
}: {
  userId: string;
  /** a guardian's child, on /guardian: the same list, of their profile */
  child?: { profileId: string; firstName: string };
}) {
  const t = useT();
  const shown = useShownText();
  const localeTag = useLocaleTag();
  const views = useProfileViews(userId, child?.profileId);
  const texts = child ? childTexts : ownTexts;
  const name = { name: child?.firstName ?? '' };
  const headingId = child ? `who-viewed-${child.profileId}` : 'who-viewed-me-heading';
  const first = views.data?.pages[0];
  const items = views.data?.pages.flatMap((page) => page.items) ?? [];
  // A view's day as the API writes it ("2026-11-20"), the same in every time zone.
  const dayFormat = useMemo(
    () => new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: 'UTC' }),
    [localeTag],
  );
  const longDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
  const didWhat = (view: { openedPage: boolean; playedHighlight: boolean }) =>
    [
      view.openedPage ? t(texts.openedPage, name) : null,
      view.playedHighlight ? t(texts.playedHighlights, name) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  // A sport the site lists, in the page's language; one it does not, as the coach wrote it.
  const sportText = (sport: string) => {
    const known = sportByName(sport);
    return known && sportName(known.id) === sport ? t(sportNameTexts[known.id]) : sport;
  };
  return (
    <Card className="grid gap-4" role="region" aria-labelledby={headingId}>
      <div className="flex items-center gap-3">
        <span className="bg-primary/10 text-primary grid size-9 shrink-0 place-items-center rounded-full">
          <Eye className="size-4" aria-hidden />
        </span>
        <h2 id={headingId} className="text-lg font-semibold">
          {t(texts.title, name)}
        </h2>
      </div>
      <ListState
        query={views}
        compact
        loading={t(texts.loading, name)}
        describeError={(error) => shown(errorMessage(error, t('profile.whoViewed.loadFailed')))}
      >
        <ListState query={views} compact isEmpty={items.length === 0} empty={t(texts.empty, name)}>
          <ul className="divide-border grid divide-y">
            {items.map((view) => (
              <li key={view.id} className="grid gap-0.5 py-3 first:pt-0">
                <p className="font-medium">{view.coachName}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <VerifiedBadge
                    text={t('profile.whoViewed.verified', {
                      institution: view.institution,
                      level: t(coachLevelTexts[view.level]),
                    })}
                  />
                  {view.sport ? <span>{sportText(view.sport)}</span> : null}
                </p>
                <p className="text-muted-foreground text-sm">
                  {t('profile.whoViewed.day', { date: longDay(view.day), actions: didWhat(view) })}
                </p>
              </li>
            ))}
          </ul>
        </ListState>
        {views.hasNextPage ? (
          <div>
            <Button
              variant="secondary"
              size="sm"
              disabled={views.isFetchingNextPage}
              onClick={() => void views.fetchNextPage()}
            >
              {views.isFetchingNextPage
                ? t('profile.whoViewed.loadingMore')
                : t('profile.whoViewed.showMore')}
            </Button>
          </div>
        ) : null}
        {views.isFetchNextPageError ? (
          <Alert tone="error">{t('profile.whoViewed.moreFailed')}</Alert>
        ) : null}
        <p className="text-muted-foreground text-sm">
          {first && first.otherViews > 0
            ? t(texts.otherViews, {
                ...name,
                days: OTHER_VIEWS_DAYS,
                count: first.otherViews,
                times: String(first.otherViews),
              })
            : t('profile.whoViewed.onlyVerified')}
        </p>
      </ListState>
    </Card>
  );
}
