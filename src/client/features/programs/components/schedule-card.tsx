import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CancelledEvent, EventInput, ManagedEvent } from '#shared/schemas/events';
import { Badge } from '#client/components/ui/badge';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { ListState } from '#client/components/ui/list-state';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT, type Translate } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import {
  programScheduleQueryOptions,
  useCancelEvent,
  useCreateEvent,
  useUpdateEvent,
} from '../api/events';
import { EventForm } from './event-form';
import { eventPlace } from './event-list';
import { eventKindLabels } from './program-labels';
import { useProgramFormats } from './use-program-formats';

type Team = { id: string; name: string };

/** "Cancelled. 3 seats refunded to cards; 1 Pi refund is due from the app's wallet." */
function cancelledText(
  t: Translate,
  result: Pick<CancelledEvent, 'refunded' | 'refundsDue' | 'released' | 'failed'>,
) {
  const parts: string[] = [];
  if (result.refunded) parts.push(t('programs.schedule.refunded', { count: result.refunded }));
  if (result.refundsDue)
    parts.push(t('programs.schedule.refundsDue', { count: result.refundsDue }));
  if (result.failed) parts.push(t('programs.schedule.refundFailed', { count: result.failed }));
  if (result.released) parts.push(t('programs.schedule.released', { count: result.released }));
  return parts.length
    ? t('programs.schedule.cancelledWith', { parts: parts.join(', ') })
    : t('programs.schedule.cancelled');
}

/**
 * /programs#schedule (docs/product.md#events): the program's events from a month back, for its
 * coaches and admins to add, edit and cancel. Cancelling a paid session refunds its seats.
 */
export function ScheduleCard({
  userId,
  teams,
  defaultState,
}: {
  userId: string;
  teams: Team[];
  defaultState: string | null;
}) {
  const t = useT();
  const schedule = useQuery({ ...programScheduleQueryOptions(userId), enabled: Boolean(userId) });
  const events = schedule.data?.events ?? [];
  const channels = schedule.data?.channels ?? [];
  const create = useCreateEvent();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  async function add(input: EventInput) {
    try {
      const event = await create.mutateAsync(input);
      toast.success(t('programs.schedule.added', { title: event.title }));
      setAdding(false);
      addButton.current?.focus();
      return true;
    } catch {
      return false;
    }
  }

  return (
    <section id="schedule" aria-labelledby="schedule-heading" className="grid scroll-mt-24 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="schedule-heading" className="text-2xl font-semibold">
          {t('programs.team.schedule')}
        </h2>
        <button
          ref={addButton}
          type="button"
          className={buttonClasses({ variant: adding ? 'secondary' : 'primary' })}
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          {adding ? t('programs.schedule.closeForm') : t('programs.schedule.add')}
        </button>
      </div>
      {adding && schedule.data ? (
        <Card className="grid gap-4" role="region" aria-labelledby="new-event-heading">
          <h3 id="new-event-heading" className="text-xl font-semibold">
            {t('programs.schedule.newEvent')}
          </h3>
          <EventForm
            teams={teams}
            channels={schedule.data.channels}
            defaultState={defaultState}
            submitLabel={t('programs.schedule.addSubmit')}
            busy={create.isPending}
            error={create.error}
            onSubmit={add}
          />
        </Card>
      ) : null}
      <ListState
        query={schedule}
        loading={t('programs.schedule.loading')}
        className=""
        errorStyle="alert"
        errorTitle={t('programs.schedule.failed')}
        retry
        isEmpty={events.length === 0}
        emptyView={
          <Card>
            <p className="text-muted-foreground text-sm">{t('programs.schedule.empty')}</p>
          </Card>
        }
      >
        <ul className="grid gap-3">
          {events.map((event) => (
            <li key={event.id}>
              <ScheduledEvent
                event={event}
                teams={teams}
                channels={channels}
                defaultState={defaultState}
              />
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function ScheduledEvent({
  event,
  teams,
  channels,
  defaultState,
}: {
  event: ManagedEvent;
  teams: Team[];
  channels: { slug: string; title: string }[];
  defaultState: string | null;
}) {
  const t = useT();
  const shown = useShownText();
  const { eventWhen } = useProgramFormats();
  const update = useUpdateEvent(event.id);
  const cancel = useCancelEvent(event.id);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [over] = useState(() => Date.parse(event.endsAt) <= Date.now());
  const place = eventPlace(event);
  const open = !event.cancelled && !over;

  async function save(input: EventInput) {
    try {
      await update.mutateAsync(input);
      toast.success(t('programs.schedule.saved', { title: input.title }));
      setEditing(false);
      return true;
    } catch {
      return false;
    }
  }

  return (
    <Card className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="accent">{t(eventKindLabels[event.kind])}</Badge>
        {event.cancelled ? <Badge tone="danger">{t('programs.event.cancelled')}</Badge> : null}
        {!event.cancelled && over ? <Badge>{t('programs.schedule.ended')}</Badge> : null}
      </div>
      <h3 className="font-semibold break-words">
        <Link to={`/events/${event.id}`} className="underline-offset-4 hover:underline">
          {event.title}
        </Link>
      </h3>
      <p className="text-muted-foreground text-sm">
        {eventWhen(event)}
        {place ? ` · ${place}` : ''}
      </p>
      {event.kind === 'session' && event.capacity !== null ? (
        <p className="text-sm">
          {t('programs.schedule.seatsTaken', {
            booked: event.seatsBooked,
            capacity: event.capacity,
          })}
        </p>
      ) : null}
      {open && !editing ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {t('programs.schedule.edit')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            {t('programs.schedule.cancelEvent')}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <EventForm
          event={event}
          teams={teams}
          channels={channels}
          defaultState={defaultState}
          submitLabel={t('programs.schedule.saveEvent')}
          busy={update.isPending}
          error={update.error}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('programs.schedule.cancelTitle', { title: event.title })}
        description={
          event.seatsBooked > 0
            ? t('programs.schedule.cancelSeats', { count: event.seatsBooked })
            : t('programs.schedule.cancelKept')
        }
      >
        {cancel.error ? (
          <p role="alert" className="mb-3 text-sm text-red-600 dark:text-red-400">
            {shown(errorMessage(cancel.error, t('programs.schedule.notCancelled')))}
          </p>
        ) : null}
        <DialogButtons
          submit={t('programs.schedule.cancelEvent')}
          busy={cancel.isPending}
          busyLabel={t('programs.schedule.cancelling')}
          destructive
          onCancel={() => setConfirming(false)}
          onSubmit={() =>
            cancel.mutate(undefined, {
              onSuccess: (result) => {
                setConfirming(false);
                toast.success(cancelledText(t, result));
              },
            })
          }
        />
      </Dialog>
    </Card>
  );
}
