import { useState, type FormEvent } from 'react';
import { eventTimeZones } from '#shared/event-times';
import { eventKindLabels, eventKinds, type EventKind } from '#shared/programs';
import type { EventInput, ManagedEvent } from '#shared/schemas/events';
import { usStates } from '#shared/us-states';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { centsToDecimal, parseMoneyInput } from '#shared/money';

type Team = { id: string; name: string };
type Channel = { slug: string; title: string };

type Values = {
  kind: EventKind;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  timeZone: EventInput['timeZone'];
  place: string;
  city: string;
  state: string;
  capacity: string;
  price: string;
  channelSlug: string;
  teamIds: string[];
};

function valuesOf(event: ManagedEvent | undefined, defaults: { state: string | null }): Values {
  if (!event) {
    return {
      kind: 'game',
      title: '',
      description: '',
      startsAt: '',
      endsAt: '',
      timeZone: 'America/Chicago',
      place: '',
      city: '',
      state: defaults.state ?? '',
      capacity: '',
      price: '',
      channelSlug: '',
      teamIds: [],
    };
  }
  return {
    kind: event.kind,
    title: event.title,
    description: event.description ?? '',
    startsAt: event.startsLocal,
    endsAt: event.endsLocal,
    timeZone: event.timeZone as EventInput['timeZone'],
    place: event.place ?? '',
    city: event.city ?? '',
    state: event.state ?? '',
    capacity: event.capacity === null ? '' : String(event.capacity),
    price: event.priceCents ? centsToDecimal(event.priceCents) : '',
    channelSlug: event.channelSlug ?? '',
    teamIds: event.teamIds,
  };
}

/** What the form sends: numbers for seats and a price in cents, nulls for what is left empty. */
function inputOf(values: Values): EventInput {
  const session = values.kind === 'session';
  // Text that is not an amount goes as no number, which the schema refuses with its message.
  const price = parseMoneyInput(values.price);
  const priceCents = price === undefined ? Number.NaN : (price ?? 0);
  return {
    kind: values.kind,
    title: values.title,
    description: values.description || null,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    timeZone: values.timeZone,
    place: values.place || null,
    city: values.city || null,
    state: (values.state || null) as EventInput['state'],
    capacity: session && values.capacity ? Number(values.capacity) : null,
    priceCents: session ? priceCents : 0,
    channelSlug: values.channelSlug || null,
    teamIds: values.teamIds,
  };
}

/**
 * An event's fields (docs/product.md#events): what, when in the time zone where it happens,
 * where, which teams, the channel that streams it, and for a paid session its seats and price.
 */
export function EventForm({
  event,
  teams,
  channels,
  defaultState,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  event?: ManagedEvent;
  teams: Team[];
  channels: Channel[];
  defaultState: string | null;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (input: EventInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(() => valuesOf(event, { state: defaultState }));
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const set =
    <K extends keyof Values>(name: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const session = values.kind === 'session';

  async function submit(e: FormEvent) {
    e.preventDefault();
    const done = await onSubmit(inputOf(values));
    if (done && !event) setValues(valuesOf(undefined, { state: defaultState }));
  }

  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
      <FormField label="Kind" error={fieldErrors.kind?.[0]}>
        <Select value={values.kind} onChange={(e) => set('kind')(e.target.value as EventKind)}>
          {eventKinds.map((kind) => (
            <option key={kind} value={kind}>
              {eventKindLabels[kind]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Title" error={fieldErrors.title?.[0]}>
        <Input value={values.title} onChange={(e) => set('title')(e.target.value)} />
      </FormField>
      <FormField label="Starts" error={fieldErrors.startsAt?.[0]}>
        <Input
          type="datetime-local"
          value={values.startsAt}
          onChange={(e) => set('startsAt')(e.target.value)}
        />
      </FormField>
      <FormField label="Ends" error={fieldErrors.endsAt?.[0]}>
        <Input
          type="datetime-local"
          value={values.endsAt}
          onChange={(e) => set('endsAt')(e.target.value)}
        />
      </FormField>
      <FormField
        label="Time zone"
        hint="Where the event happens: its times are shown in this zone."
        error={fieldErrors.timeZone?.[0]}
      >
        <Select
          value={values.timeZone}
          onChange={(e) => set('timeZone')(e.target.value as Values['timeZone'])}
        >
          {eventTimeZones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Place" hint="The venue and its address." error={fieldErrors.place?.[0]}>
        <Input value={values.place} onChange={(e) => set('place')(e.target.value)} />
      </FormField>
      <FormField label="City" error={fieldErrors.city?.[0]}>
        <Input value={values.city} onChange={(e) => set('city')(e.target.value)} />
      </FormField>
      <FormField label="State" error={fieldErrors.state?.[0]}>
        <Select value={values.state} onChange={(e) => set('state')(e.target.value)}>
          <option value="">None</option>
          {usStates.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={session ? 'Channel that sells the seats' : 'Stream on'}
        error={fieldErrors.channelSlug?.[0]}
        hint={channels.length === 0 ? 'Your program has no channel yet.' : undefined}
      >
        <Select value={values.channelSlug} onChange={(e) => set('channelSlug')(e.target.value)}>
          <option value="">{session ? 'Choose a channel' : 'No stream'}</option>
          {channels.map((channel) => (
            <option key={channel.slug} value={channel.slug}>
              {channel.title}
            </option>
          ))}
        </Select>
      </FormField>
      {session ? (
        <>
          <FormField label="Seats" error={fieldErrors.capacity?.[0]}>
            <Input
              inputMode="numeric"
              value={values.capacity}
              onChange={(e) => set('capacity')(e.target.value.replace(/\D/g, ''))}
            />
          </FormField>
          <FormField
            label="Price a seat (USD)"
            hint="Each seat is sold at this price, above $0.00."
            error={fieldErrors.priceCents?.[0]}
          >
            <Input
              inputMode="decimal"
              value={values.price}
              onChange={(e) => set('price')(e.target.value)}
            />
          </FormField>
        </>
      ) : null}
      {teams.length > 0 ? (
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="text-sm font-medium">Teams taking part</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {teams.map((team) => (
              <label key={team.id} className="flex min-h-6 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={values.teamIds.includes(team.id)}
                  onChange={(e) =>
                    set('teamIds')(
                      e.target.checked
                        ? [...values.teamIds, team.id]
                        : values.teamIds.filter((id) => id !== team.id),
                    )
                  }
                />
                {team.name}
              </label>
            ))}
          </div>
          {fieldErrors.teamIds?.[0] ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {fieldErrors.teamIds[0]}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="sm:col-span-2">
        <FormField label="Description" error={fieldErrors.description?.[0]}>
          <Textarea
            value={values.description}
            onChange={(e) => set('description')(e.target.value)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Close
          </Button>
        ) : null}
      </div>
      {error && Object.keys(fieldErrors).length === 0 ? (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2 dark:text-red-400">
          {errorMessage(error, 'The event could not be saved. Please try again.')}
        </p>
      ) : null}
    </form>
  );
}
