import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { TeamPage } from '#shared/schemas/programs';
import { ListState } from '#client/components/ui/list-state';
import { useT } from '#client/lib/i18n/i18n';

/**
 * A team's roster as the viewer may see it: each athlete the server sent (those whose own
 * privacy lets this viewer see them), then how many more there are, without a name.
 */
export function RosterList({ roster, hiddenCount }: Pick<TeamPage, 'roster' | 'hiddenCount'>) {
  const t = useT();
  const hiddenText = useHiddenText();
  return (
    <ListState
      // the roster comes with the team, loaded above; hidden athletes count as on it
      compact
      isEmpty={roster.length === 0 && hiddenCount === 0}
      empty={t('programs.roster.empty')}
    >
      <div className="grid gap-3">
        {roster.length > 0 ? (
          <ul className="divide-border border-border bg-card divide-y rounded-xl border">
            {roster.map((athlete) => (
              <li key={athlete.profileId}>
                <Link
                  to={`/athlete/${athlete.profileId}`}
                  className="hover:bg-muted focus-visible:ring-primary/40 flex items-center gap-3 px-4 py-3 outline-none focus-visible:ring-3"
                >
                  <span
                    className="bg-muted text-muted-foreground grid size-10 shrink-0 place-items-center rounded-full text-sm font-semibold"
                    aria-hidden
                  >
                    {athlete.jerseyNumber ?? <UserRound className="size-5" />}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-medium">
                      {athlete.firstName} {athlete.lastName}
                    </span>
                    <span className="text-muted-foreground block text-sm">
                      {[
                        athlete.jerseyNumber !== null ? `#${athlete.jerseyNumber}` : null,
                        athlete.position,
                      ]
                        .filter(Boolean)
                        .join(' · ') || t('programs.roster.athlete')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {hiddenCount > 0 ? (
          <p className="text-muted-foreground text-sm">
            {hiddenText(hiddenCount, roster.length > 0)}
          </p>
        ) : null}
      </div>
    </ListState>
  );
}

/** "And 2 more athletes, not shown…" after names, "1 more athlete, not shown…" alone. */
export function useHiddenText(): (count: number, afterNames: boolean) => string {
  const t = useT();
  return (count, afterNames) =>
    afterNames
      ? t('programs.roster.hiddenAfterNames', { count })
      : t('programs.roster.hidden', { count });
}
