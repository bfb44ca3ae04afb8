import { useQuery } from '@tanstack/react-query';
import { ChevronRight, MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { NotFoundPage } from '#client/components/status-pages';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { useT } from '#client/lib/i18n/i18n';
import { isMissing } from '#client/lib/page-status';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { programPageQueryOptions } from '../api/programs';
import { EventList } from '../components/event-list';
import { useProgramFormats } from '../components/use-program-formats';

export const handle: PageHandle = {
  prefetch: ({ queryClient, params }) =>
    prefetchSubject(queryClient, programPageQueryOptions(params.slug ?? '')),
};

/**
 * /org/{slug}: a program's public page (docs/product.md#programs): its name, logo, place, sports,
 * about text and teams. No athlete is named here; each team's page shows its roster as the
 * viewer may see it.
 */
export function Component() {
  const t = useT();
  const { sport: sportName } = useProgramFormats();
  const { slug = '' } = useParams();
  const program = useQuery(programPageQueryOptions(slug));
  const data = program.data;
  const place = data ? [data.city, data.state].filter(Boolean).join(', ') : '';
  useDocumentTitle(
    data ? data.name : t('programs.program.title'),
    data
      ? t('programs.program.description', {
          name: data.name,
          hasPlace: place ? 'yes' : 'no',
          place,
          teamCount: data.teams.length,
          hasSports: data.sports.length ? 'yes' : 'no',
          sports: data.sports.map(sportName).join(', '),
        })
      : undefined,
  );
  if (isMissing(program.error)) return <NotFoundPage />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:py-14">
      {program.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('programs.program.loading')}
        </p>
      ) : !data ? (
        <Alert tone="error" title={t('programs.program.failed')}>
          {t('programs.tryAgainLater')}
        </Alert>
      ) : (
        <>
          <header className="flex flex-wrap items-center gap-4">
            {data.logoUrl ? (
              <img
                src={data.logoUrl}
                alt=""
                width={64}
                height={64}
                className="bg-muted size-16 rounded-xl object-cover"
              />
            ) : null}
            <div className="min-w-0">
              <h1 className="text-3xl font-bold tracking-tight">{data.name}</h1>
              {place ? (
                <p className="text-muted-foreground mt-1 flex items-center gap-1">
                  <MapPin className="size-4" aria-hidden />
                  {place}
                </p>
              ) : null}
            </div>
          </header>
          {data.sports.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t('programs.program.sports')}>
              {data.sports.map((sport) => (
                <li key={sport}>
                  <Badge tone="accent">{sportName(sport)}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {data.about ? <p className="whitespace-pre-line">{data.about}</p> : null}
          <section aria-labelledby="teams-heading" className="grid gap-3">
            <h2 id="teams-heading" className="text-xl font-semibold">
              {t('programs.program.teams')}
            </h2>
            <ListState
              // the teams and the schedule come with the program, loaded above
              isEmpty={data.teams.length === 0}
              emptyView={
                <Card>
                  <p className="text-muted-foreground text-sm">{t('programs.program.noTeams')}</p>
                </Card>
              }
            >
              <ul className="grid gap-3 sm:grid-cols-2">
                {data.teams.map((team) => (
                  <li key={team.id}>
                    <Link
                      to={`/org/${data.slug}/teams/${team.id}`}
                      className="border-border bg-card hover:bg-muted focus-visible:ring-primary/40 flex items-center justify-between gap-3 rounded-xl border p-4 outline-none focus-visible:ring-3"
                    >
                      <span>
                        <span className="block font-semibold">{team.name}</span>
                        <span className="text-muted-foreground block text-sm">
                          {sportName(team.sport)} · {team.level} · {team.season}
                        </span>
                      </span>
                      <ChevronRight className="text-muted-foreground size-5" aria-hidden />
                    </Link>
                  </li>
                ))}
              </ul>
            </ListState>
          </section>
          <section aria-labelledby="schedule-heading" className="grid gap-3">
            <h2 id="schedule-heading" className="text-xl font-semibold">
              {t('programs.program.comingUp')}
            </h2>
            <ListState
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
        </>
      )}
    </div>
  );
}
