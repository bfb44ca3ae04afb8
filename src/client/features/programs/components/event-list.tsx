import { CalendarDays, ChevronRight, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { EventSummary } from '#shared/schemas/events';
import { Badge } from '#client/components/ui/badge';
import { useT } from '#client/lib/i18n/i18n';
import { eventKindLabels } from './program-labels';
import { useProgramFormats } from './use-program-formats';

/** "Fieldhouse · Madison, WI": where an event happens, as far as it is known. */
export function eventPlace(event: Pick<EventSummary, 'place' | 'city' | 'state'>): string {
  const town = [event.city, event.state].filter(Boolean).join(', ');
  return [event.place, town].filter(Boolean).join(' · ');
}

/**
 * Events as cards linking to their pages (docs/product.md#events): when and where, the kind, the
 * program that runs it when the list spans programs.
 */
export function EventList({
  events,
  showProgram = false,
  headingLevel: Heading = 'h3',
}: {
  events: EventSummary[];
  showProgram?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT();
  const { eventWhen } = useProgramFormats();
  return (
    <ul className="grid gap-3">
      {events.map((event) => {
        const place = eventPlace(event);
        return (
          <li key={event.id}>
            <Link
              to={`/events/${event.id}`}
              className="border-border bg-card hover:bg-muted focus-visible:ring-primary/40 flex items-center justify-between gap-3 rounded-xl border p-4 outline-none focus-visible:ring-3"
            >
              <span className="grid min-w-0 gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <Badge tone="accent">{t(eventKindLabels[event.kind])}</Badge>
                  {event.cancelled ? (
                    <Badge tone="danger">{t('programs.event.cancelled')}</Badge>
                  ) : null}
                </span>
                <Heading className="font-semibold break-words">{event.title}</Heading>
                <span className="text-muted-foreground flex items-start gap-1 text-sm">
                  <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {eventWhen(event)}
                </span>
                {place ? (
                  <span className="text-muted-foreground flex items-start gap-1 text-sm">
                    <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
                    {place}
                  </span>
                ) : null}
                {showProgram && event.programName ? (
                  <span className="text-sm">{event.programName}</span>
                ) : null}
              </span>
              <ChevronRight className="text-muted-foreground size-5 shrink-0" aria-hidden />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
