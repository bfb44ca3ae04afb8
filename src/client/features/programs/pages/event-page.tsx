import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarDays, MapPin, Radio, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { EventPage } from '#shared/schemas/events';
import { RichMessage } from '#client/components/rich-message';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { NotFoundPage } from '#client/components/status-pages';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useT } from '#client/lib/i18n/i18n';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { isMissing } from '#client/lib/page-status';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { eventPageQueryOptions } from '../api/events';
import { eventPlace } from '../components/event-list';
import { eventKindLabels } from '../components/program-labels';
import { useProgramFormats } from '../components/use-program-formats';

export const handle: PageHandle = {
  prefetch: ({ queryClient, params, userId }) =>
    prefetchSubject(queryClient, eventPageQueryOptions(params.id ?? '', userId)),
};

/**
 * /events/{id}: one event of a program's schedule (docs/product.md#events): when and where (in
 * its own time zone), the program, the teams taking part, its stream, a session's seats, and for
 * a showcase or tournament the way to its roster book. No athlete is named here.
 */
export function Component() {
  const t = useT();
  const formats = useProgramFormats();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const query = useQuery(eventPageQueryOptions(id, user?.id ?? null));
  const event = query.data;
  const town = event ? [event.city, event.state].filter(Boolean).join(', ') : '';
  useDocumentTitle(
    event ? event.title : t('programs.event.title'),
    event
      ? t('programs.event.description', {
          kind: t(eventKindLabels[event.kind]),
          hasProgram: event.programName ? 'yes' : 'no',
          program: event.programName ?? '',
          days: formats.eventDays(event.startsAt, event.endsAt, event.timeZone),
          hasPlace: town ? 'yes' : 'no',
          place: town,
        })
      : undefined,
  );
  if (isMissing(query.error)) return <NotFoundPage />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:py-14">
      {event?.programSlug ? (
        <Link
          to={`/org/${event.programSlug}`}
          className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {event.programName}
        </Link>
      ) : null}
      {query.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('programs.event.loading')}
        </p>
      ) : !event ? (
        <Alert tone="error" title={t('programs.event.failed')}>
          {t('programs.tryAgainLater')}
        </Alert>
      ) : (
        <EventDetails event={event} />
      )}
    </div>
  );
}

function EventDetails({ event }: { event: EventPage }) {
  const t = useT();
  const formats = useProgramFormats();
  const place = eventPlace(event);
  const days = formats.eventDays(event.startsAt, event.endsAt, event.timeZone);
  return (
    <>
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="accent">{t(eventKindLabels[event.kind])}</Badge>
          {event.sport ? <Badge>{formats.sport(event.sport)}</Badge> : null}
          {event.cancelled ? <Badge tone="danger">{t('programs.event.cancelled')}</Badge> : null}
        </div>
        <h1 className="text-3xl font-bold tracking-tight break-words">{event.title}</h1>
      </header>
      {event.cancelled ? (
        <Alert tone="warning" title={t('programs.event.cancelledTitle')}>
          {event.seats ? t('programs.event.cancelledRefunded') : t('programs.event.cancelledKept')}
        </Alert>
      ) : null}
      <Card className="grid gap-3">
        <p className="flex items-start gap-2">
          <CalendarDays className="text-muted-foreground mt-0.5 size-5 shrink-0" aria-hidden />
          <span>
            <span className="block font-medium">{days}</span>
            <span className="text-muted-foreground block text-sm">
              {t('programs.event.fromTo', {
                start: formats.eventTime(event.startsAt, event.timeZone),
                end: formats.eventTime(event.endsAt, event.timeZone),
              })}
            </span>
          </span>
        </p>
        {place ? (
          <p className="flex items-start gap-2">
            <MapPin className="text-muted-foreground mt-0.5 size-5 shrink-0" aria-hidden />
            <span>{place}</span>
          </p>
        ) : null}
        {event.channel ? (
          <p className="flex items-start gap-2">
            <Radio className="text-muted-foreground mt-0.5 size-5 shrink-0" aria-hidden />
            <span>
              <RichMessage
                id="programs.event.streamedOn"
                parts={{
                  channel: (
                    <Link
                      to={`/live/${event.channel.slug}`}
                      className="font-medium underline underline-offset-4"
                    >
                      {event.channel.title}
                    </Link>
                  ),
                }}
              />
            </span>
          </p>
        ) : null}
      </Card>
      {event.description ? <p className="whitespace-pre-line">{event.description}</p> : null}
      {event.seats && !event.cancelled ? <Seats event={event} seats={event.seats} /> : null}
      <section aria-labelledby="event-teams-heading" className="grid gap-3">
        <h2 id="event-teams-heading" className="text-xl font-semibold">
          {t('programs.event.teams')}
        </h2>
        <ListState
          // the teams come with the event, loaded above
          isEmpty={event.teams.length === 0}
          emptyView={
            <Card>
              <p className="text-muted-foreground text-sm">{t('programs.event.noTeams')}</p>
            </Card>
          }
        >
          <ul className="grid gap-3 sm:grid-cols-2">
            {event.teams.map((team) => (
              <li key={team.id}>
                <Link
                  to={`/org/${team.programSlug}/teams/${team.id}`}
                  className="border-border bg-card hover:bg-muted focus-visible:ring-primary/40 flex items-center gap-3 rounded-xl border p-4 outline-none focus-visible:ring-3"
                >
                  <Users className="text-muted-foreground size-5 shrink-0" aria-hidden />
                  <span className="min-w-0">
                    <span className="block font-semibold break-words">{team.name}</span>
                    <span className="text-muted-foreground block text-sm">
                      {team.level} · {team.season}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </ListState>
      </section>
      {event.hasRosterBook || event.canManage ? (
        <div className="flex flex-wrap gap-3">
          {event.hasRosterBook ? (
            <Link to={`/events/${event.id}/roster-book`} className={buttonClasses()}>
              {t('programs.event.openRosterBook')}
            </Link>
          ) : null}
          {event.canManage ? (
            <Link to="/programs#schedule" className={buttonClasses({ variant: 'secondary' })}>
              {t('programs.event.editOnMyProgram')}
            </Link>
          ) : null}
        </div>
      ) : null}
      {event.hasRosterBook ? (
        <p className="text-muted-foreground text-sm">{t('programs.event.rosterBookText')}</p>
      ) : null}
    </>
  );
}

function Seats({ event, seats }: { event: EventPage; seats: NonNullable<EventPage['seats']> }) {
  const t = useT();
  const formats = useProgramFormats();
  return (
    <Card className="grid gap-3">
      <h2 className="text-lg font-semibold">{t('programs.seats.title')}</h2>
      <p>
        {seats.priceCents > 0
          ? t('programs.seats.price', { price: formats.usd(seats.priceCents) })
          : t('programs.seats.free')}
        {' · '}
        {seats.left === 0
          ? t('programs.seats.full')
          : t('programs.seats.left', { left: seats.left, capacity: seats.capacity })}
      </p>
      {seats.booking === 'booked' ? (
        <Badge tone="success" className="w-fit">
          {t('programs.seats.booked')}
        </Badge>
      ) : event.channel ? (
        <Link
          to={`/live/${event.channel.slug}#channel-sessions`}
          className={buttonClasses({ className: 'w-fit' })}
        >
          {seats.booking === 'held' ? t('programs.seats.finish') : t('programs.seats.book')}
        </Link>
      ) : null}
    </Card>
  );
}
