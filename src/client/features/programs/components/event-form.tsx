import { useState, type FormEvent } from 'react';
import { eventTimeZones } from '#shared/event-times';
import { eventKinds, type EventKind } from '#shared/programs';
import type { EventInput, ManagedEvent } from '#shared/schemas/events';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { EventPlaceFields, EventSeatFields, EventTeamsField } from './event-form-fields';
import { inputOf, valuesOf, type EventFormValues, type SetEventField } from './event-form-values';
import { eventKindLabels, timeZoneLabels } from './program-labels';

type Team = { id: string; name: string };
type Channel = { slug: string; title: string };

/** The server's messages by field, in the page's language. */
const shownFieldErrors = (
  shown: (text: string) => string,
  fieldErrors: Record<string, string[]>,
): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(shown)]),
  );

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
  const t = useT();
  const shown = useShownText();
  const [values, setValues] = useState(() => valuesOf(event, { state: defaultState }));
  const fieldErrors = shownFieldErrors(shown, error instanceof ApiError ? error.fieldErrors : {});
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
      <FormField label={t('programs.eventForm.kind')} error={fieldErrors.kind?.[0]}>
        <Select value={values.kind} onChange={(e) => set('kind')(e.target.value as EventKind)}>
          {eventKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(eventKindLabels[kind])}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('programs.eventForm.title')} error={fieldErrors.title?.[0]}>
        <Input value={values.title} onChange={(e) => set('title')(e.target.value)} />
      </FormField>
      <FormField label={t('programs.eventForm.starts')} error={fieldErrors.startsAt?.[0]}>
        <Input
          type="datetime-local"
          value={values.startsAt}
          onChange={(e) => set('startsAt')(e.target.value)}
        />
      </FormField>
      <FormField label={t('programs.eventForm.ends')} error={fieldErrors.endsAt?.[0]}>
        <Input
          type="datetime-local"
          value={values.endsAt}
          onChange={(e) => set('endsAt')(e.target.value)}
        />
      </FormField>
      <FormField
        label={t('programs.eventForm.timeZone')}
        hint={t('programs.eventForm.timeZoneHint')}
        error={fieldErrors.timeZone?.[0]}
      >
        <Select
          value={values.timeZone}
          onChange={(e) => set('timeZone')(e.target.value as EventFormValues['timeZone'])}
        >
          {eventTimeZones.map((zone) => (
            <option key={zone.id} value={zone.id}>
              {t(timeZoneLabels[zone.id])}
            </option>
          ))}
        </Select>
      </FormField>
      <EventPlaceFields values={values} set={set} fieldErrors={fieldErrors} />
      <FormField
        label={session ? t('programs.eventForm.sellingChannel') : t('programs.eventForm.streamOn')}
        error={fieldErrors.channelSlug?.[0]}
        hint={channels.length === 0 ? t('programs.eventForm.noChannel') : undefined}
      >
        <Select value={values.channelSlug} onChange={(e) => set('channelSlug')(e.target.value)}>
          <option value="">
            {session ? t('programs.eventForm.chooseChannel') : t('programs.eventForm.noStream')}
          </option>
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
        <FormField label={t('programs.eventForm.description')} error={fieldErrors.description?.[0]}>
          <Textarea
            value={values.description}
            onChange={(e) => set('description')(e.target.value)}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? t('programs.saving') : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('programs.eventForm.close')}
          </Button>
        ) : null}
      </div>
      {error && Object.keys(fieldErrors).length === 0 ? (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2 dark:text-red-400">
          {shown(errorMessage(error, t('programs.eventForm.failed')))}
        </p>
      ) : null}
    </form>
  );
}
