import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { eventKindLabels } from '#shared/programs';
import type { EventInput, ManagedEvent } from '#shared/schemas/events';
import { Badge } from '#client/components/ui/badge';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { ListState } from '#client/components/ui/list-state';
import { errorMessage } from '#client/lib/api';
import { toast } from '#client/lib/toast';
import {
  programScheduleQueryOptions,
  useCancelEvent,
  useCreateEvent,
  useUpdateEvent,
} from '../api/events';
import { EventForm } from './event-form';
import { eventPlace, eventWhen } from './event-list';

type Team = { id: string; name: string };

/** "Cancelled. 3 seats refunded to cards; 1 Pi refund is due from the app's wallet." */
function cancelledText(result: {
  refunded: number;
  refundsDue: number;
  released: number;
  failed: number;
}) {
  const parts: string[] = [];
  if (result.refunded)
    parts.push(`${result.refunded} ${result.refunded === 1 ? 'seat' : 'seats'} refunded`);
  if (result.refundsDue)
    parts.push(`${result.refundsDue} Pi ${result.refundsDue === 1 ? 'refund' : 'refunds'} due`);
  if (result.failed) parts.push(`${result.failed} to be refunded by our team`);
  if (result.released)
    parts.push(
      `${result.released} open ${result.released === 1 ? 'checkout' : 'checkouts'} closed`,
    );
  return parts.length
    ? `Cancelled: ${parts.join(', ')}. Each buyer was told by email.`
    : 'Cancelled.';
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
  const schedule = useQuery({ ...programScheduleQueryOptions(userId), enabled: Boolean(userId) });
  const events = schedule.data?.events ?? [];
  const channels = schedule.data?.channels ?? [];
  const create = useCreateEvent();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  async function add(input: EventInput) {
    try {
      const event = await create.mutateAsync(input);
      toast.success(`${event.title} is on the schedule.`);
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
          Schedule
        </h2>
        <button
          ref={addButton}
          type="button"
          className={buttonClasses({ variant: adding ? 'secondary' : 'primary' })}
          aria-expanded={adding}
          onClick={() => setAdding((open) => !open)}
        >
          {adding ? 'Close the form' : 'Add an event'}
        </button>
      </div>
      {adding && schedule.data ? (
        <Card className="grid gap-4" role="region" aria-labelledby="new-event-heading">
          <h3 id="new-event-heading" className="text-xl font-semibold">
            New event
          </h3>
          <EventForm
            teams={teams}
            channels={schedule.data.channels}
            defaultState={defaultState}
            submitLabel="Add to the schedule"
            busy={create.isPending}
            error={create.error}
            onSubmit={add}
          />
        </Card>
      ) : null}
      <ListState
        query={schedule}
        loading="Loading the schedule..."
        className=""
        errorStyle="alert"
        errorTitle="The schedule could not be loaded."
        retry
        isEmpty={events.length === 0}
        emptyView={
          <Card>
            <p className="text-muted-foreground text-sm">
              Nothing on the schedule yet. Add your games, practices, tournaments, showcases and
              paid training sessions.
            </p>
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
      toast.success(`${input.title} is saved.`);
      setEditing(false);
      return true;
    } catch {
      return false;
    }
  }

  return (
    <Card className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="accent">{eventKindLabels[event.kind]}</Badge>
        {event.cancelled ? <Badge tone="danger">Cancelled</Badge> : null}
        {!event.cancelled && over ? <Badge>Ended</Badge> : null}
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
          {event.seatsBooked} of {event.capacity} seats taken
        </p>
      ) : null}
      {open && !editing ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            Cancel the event
          </Button>
        </div>
      ) : null}
      {editing ? (
        <EventForm
          event={event}
          teams={teams}
          channels={channels}
          defaultState={defaultState}
          submitLabel="Save the event"
          busy={update.isPending}
          error={update.error}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel ${event.title}?`}
        description={
          event.seatsBooked > 0
            ? `${event.seatsBooked} ${event.seatsBooked === 1 ? 'seat is' : 'seats are'} taken: each is refunded through the payment that bought it, and each buyer is told by email.`
            : 'It stays on the schedule marked cancelled, so links to it keep working.'
        }
      >
        {cancel.error ? (
          <p role="alert" className="mb-3 text-sm text-red-600 dark:text-red-400">
            {errorMessage(cancel.error, 'The event could not be cancelled. Please try again.')}
          </p>
        ) : null}
        <DialogButtons
          submit="Cancel the event"
          busy={cancel.isPending}
          busyLabel="Cancelling…"
          destructive
          onCancel={() => setConfirming(false)}
          onSubmit={() =>
            cancel.mutate(undefined, {
              onSuccess: (result) => {
                setConfirming(false);
                toast.success(cancelledText(result));
              },
            })
          }
        />
      </Dialog>
    </Card>
  );
}
