import { Eye } from 'lucide-react';
import { OTHER_VIEWS_DAYS, verifiedBadgeText } from '#shared/recruiting';
import { Alert } from '#client/components/ui/alert';
import { VerifiedBadge } from '#client/components/verified-badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { useProfileViews } from '#client/lib/evaluations';
import { longDay } from '#client/lib/format-date';

const didWhat = (view: { openedPage: boolean; playedHighlight: boolean }, whose: string) =>
  [
    view.openedPage ? `Opened ${whose} page` : null,
    view.playedHighlight ? `Played ${whose} highlights` : null,
  ]
    .filter(Boolean)
    .join(' · ');

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
  const views = useProfileViews(userId, child?.profileId);
  const whose = child ? `${child.firstName}'s` : 'your';
  const headingId = child ? `who-viewed-${child.profileId}` : 'who-viewed-me-heading';
  const first = views.data?.pages[0];
  const items = views.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card className="grid gap-4" role="region" aria-labelledby={headingId}>
      <div className="flex items-center gap-3">
        <span className="bg-primary/10 text-primary grid size-9 shrink-0 place-items-center rounded-full">
          <Eye className="size-4" aria-hidden />
        </span>
        <h2 id={headingId} className="text-lg font-semibold">
          {child ? `Who viewed ${child.firstName}` : 'Who viewed me'}
        </h2>
      </div>
      <ListState
        query={views}
        compact
        loading={<>Loading the views of {whose} profile...</>}
        errorFallback="The views could not be loaded."
      >
        <ListState
          query={views}
          compact
          isEmpty={items.length === 0}
          empty={<>No coach has viewed {whose} profile yet.</>}
        >
          <ul className="divide-border grid divide-y">
            {items.map((view) => (
              <li key={view.id} className="grid gap-0.5 py-3 first:pt-0">
                <p className="font-medium">{view.coachName}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <VerifiedBadge text={verifiedBadgeText(view)} />
                  {view.sport ? <span>{view.sport}</span> : null}
                </p>
                <p className="text-muted-foreground text-sm">
                  {longDay(view.day)}: {didWhat(view, whose)}
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
              {views.isFetchingNextPage ? 'Loading...' : 'Show more'}
            </Button>
          </div>
        ) : null}
        {views.isFetchNextPageError ? (
          <Alert tone="error">More views could not be loaded. Please try again.</Alert>
        ) : null}
        <p className="text-muted-foreground text-sm">
          {first && first.otherViews > 0
            ? `In the last ${OTHER_VIEWS_DAYS} days, other signed-in members viewed ${whose} profile ${first.otherViews === 1 ? 'once' : `${first.otherViews} times`}. We count these views but do not name anyone who is not a verified coach.`
            : 'Only verified coaches are named here. Views by other members are counted, never named.'}
        </p>
      </ListState>
    </Card>
  );
}
