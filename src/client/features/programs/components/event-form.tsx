import { useState, type FormEvent } from 'react';
import { eventTimeZones } from '#shared/event-times';
import { eventKindLabels, eventKinds, type EventKind } from '#shared/programs';
import type { EventInput, ManagedEvent } from '#shared/schemas/events';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { EventPlaceFields, EventSeatFields, EventTeamsField } from './event-form-fields';
import { inputOf, valuesOf, type EventFormValues, type SetEventField } from './event-form-values';

type Team = { id: string; name: string };
type Channel = { slug: string; title: string };

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
  const set: SetEventField = (name) => (value) =>
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
          onChange={(e) => set('timeZone')(e.target.value as EventFormValues['timeZone'])}
        >
          {eventTimeZones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {zone.label}
            </option>
          ))}
        </Select>
      </FormField>
      <EventPlaceFields values={values} set={set} fieldErrors={fieldErrors} />
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
      {session ? <EventSeatFields values={values} set={set} fieldErrors={fieldErrors} /> : null}
      {teams.length > 0 ? (
        <EventTeamsField teams={teams} values={values} set={set} fieldErrors={fieldErrors} />
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
