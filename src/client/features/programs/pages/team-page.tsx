import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Radio } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { RosterStatus } from '#shared/programs';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { NotFoundPage } from '#client/components/status-pages';
import { errorMessage } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { isMissing, pageNotFound } from '#client/lib/page-status';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { teamPageQueryOptions, useLeaveTeam } from '../api/programs';
import { EventList } from '../components/event-list';
import { rosterStatusLabels } from '../components/program-labels';
import { useProgramFormats } from '../components/use-program-formats';
import { RosterList } from '../components/roster-list';

// A team that is not there, or not of the program in the address, has no page: 404.
export const handle: PageHandle = {
  prefetch: async ({ queryClient, params, userId }) => {
    const team = await prefetchSubject(queryClient, teamPageQueryOptions(params.id ?? '', userId));
    if (team && team.program.slug !== params.slug) throw pageNotFound();
    return team;
  },
};

/**
 * /org/{slug}/teams/{id}: a team and its roster as the viewer may see it
 * (docs/product.md#programs). Athletes whose privacy hides them from this viewer are never sent
 * by the server; the page says how many more there are.
 */
export function Component() {
  const t = useT();
  const { sport } = useProgramFormats();
  const { slug = '', id = '' } = useParams();
  const { user } = useAuth();
  const team = useQuery(teamPageQueryOptions(id, user?.id ?? null));
  const data = team.data;
  useDocumentTitle(
    data ? `${data.team.name} · ${data.program.name}` : t('programs.team.title'),
    data
      ? t('programs.team.description', {
          team: data.team.name,
          sport: sport(data.team.sport),
          level: data.team.level,
          season: data.team.season,
          program: data.program.name,
        })
      : undefined,
  );
  if (isMissing(team.error) || (data && data.program.slug !== slug)) return <NotFoundPage />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:py-14">
      <Link
        to={`/org/${slug}`}
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {data ? data.program.name : t('programs.program.title')}
      </Link>
      {team.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('programs.team.loading')}
        </p>
      ) : !data ? (
        <Alert tone="error" title={t('programs.team.failed')}>
          {t('programs.tryAgainLater')}
        </Alert>
      ) : (
        <>
          <header>
            <h1 className="text-3xl font-bold tracking-tight">{data.team.name}</h1>
            <p className="text-muted-foreground mt-1">
              {t('programs.team.summary', {
                sport: sport(data.team.sport),
                level: data.team.level,
                season: data.team.season,
              })}
            </p>
          </header>
          {data.myEntry ? <MyPlace entry={data.myEntry} teamName={data.team.name} /> : null}
          <section aria-labelledby="roster-heading" className="grid gap-3">
            <h2 id="roster-heading" className="text-xl font-semibold">
              {t('programs.team.roster')}
            </h2>
            <RosterList roster={data.roster} hiddenCount={data.hiddenCount} />
          </section>
          <section aria-labelledby="team-schedule-heading" className="grid gap-3">
            <h2 id="team-schedule-heading" className="text-xl font-semibold">
              {t('programs.team.schedule')}
            </h2>
            <ListState
              // the schedule comes with the team, loaded above
              isEmpty={data.events.length === 0}
              emptyView={
                <Card>
                  <p className="text-muted-foreground text-sm">
                    {t('programs.schedule.emptyPublic')}
                  </p>
                </Card>
              }
            >
              <EventList events={data.events} />
            </ListState>
          </section>
          {data.channels.length > 0 ? (
            <section aria-labelledby="team-streams-heading" className="grid gap-3">
              <h2 id="team-streams-heading" className="text-xl font-semibold">
                {t('programs.team.streams')}
              </h2>
              <ul className="grid gap-3 sm:grid-cols-2">
                {data.channels.map((channel) => (
                  <li key={channel.slug}>
                    <Link
                      to={`/live/${channel.slug}`}
                      className="border-border bg-card hover:bg-muted focus-visible:ring-primary/40 flex items-center gap-3 rounded-xl border p-4 outline-none focus-visible:ring-3"
                    >
                      <Radio className="text-muted-foreground size-5 shrink-0" aria-hidden />
                      <span className="min-w-0">
                        <span className="block font-semibold break-words">{channel.title}</span>
                        <span className="text-muted-foreground block text-sm">
                          {t('programs.team.streamText')}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

function MyPlace({
  entry,
  teamName,
}: {
  entry: { entryId: string; status: RosterStatus };
  teamName: string;
}) {
  const t = useT();
  const shown = useShownText();
  const leave = useLeaveTeam();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">{t('programs.myPlace.title')}</h2>
        <Badge tone={entry.status === 'active' ? 'success' : 'warning'}>
          {t(rosterStatusLabels[entry.status])}
        </Badge>
      </div>
      {entry.status === 'guardian_pending' ? (
        <p className="text-muted-foreground text-sm">{t('programs.myPlace.guardianPending')}</p>
      ) : null}
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm">{t('programs.myPlace.confirm', { team: teamName })}</span>
          <Button
            size="sm"
            variant="danger"
            disabled={leave.isPending}
            onClick={() => leave.mutate(entry.entryId)}
          >
            {t('programs.myPlace.leave')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
            {t('programs.myPlace.stay')}
          </Button>
        </div>
      ) : (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            {entry.status === 'active'
              ? t('programs.myPlace.leaveThisTeam')
              : t('programs.myPlace.withdraw')}
          </Button>
        </div>
      )}
      {leave.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {shown(errorMessage(leave.error, t('programs.didNotWork')))}
        </p>
      ) : null}
    </Card>
  );
}
