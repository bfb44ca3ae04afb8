import { usStates } from '#shared/us-states';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select } from '#client/components/ui/input';
import { useT } from '#client/lib/i18n/i18n';
import type { EventFormValues, SetEventField } from './event-form-values';

type FieldsProps = {
  values: EventFormValues;
  set: SetEventField;
  /** the server's messages, by field, in the page's language */
  fieldErrors: Record<string, string[]>;
};

/** Where the event happens: the venue, its city and state. */
export function EventPlaceFields({ values, set, fieldErrors }: FieldsProps) {
  const t = useT();
  return (
    <>
      <FormField
        label={t('programs.eventForm.place')}
        hint={t('programs.eventForm.placeHint')}
        error={fieldErrors.place?.[0]}
      >
        <Input value={values.place} onChange={(e) => set('place')(e.target.value)} />
      </FormField>
      <FormField label={t('programs.details.city')} error={fieldErrors.city?.[0]}>
        <Input value={values.city} onChange={(e) => set('city')(e.target.value)} />
      </FormField>
      <FormField label={t('programs.details.state')} error={fieldErrors.state?.[0]}>
        <Select value={values.state} onChange={(e) => set('state')(e.target.value)}>
          <option value="">{t('programs.eventForm.noState')}</option>
          {usStates.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </Select>
      </FormField>
    </>
  );
}

/** A paid session's seats and the price of each. */
export function EventSeatFields({ values, set, fieldErrors }: FieldsProps) {
  const t = useT();
  return (
    <>
      <FormField label={t('programs.seats.title')} error={fieldErrors.capacity?.[0]}>
        <Input
          inputMode="numeric"
          value={values.capacity}
          onChange={(e) => set('capacity')(e.target.value.replace(/\D/g, ''))}
        />
      </FormField>
      <FormField
        label={t('programs.eventForm.price')}
        hint={t('programs.eventForm.priceHint')}
        error={fieldErrors.priceCents?.[0]}
      >
        <Input
          inputMode="decimal"
          value={values.price}
          onChange={(e) => set('price')(e.target.value)}
        />
      </FormField>
    </>
  );
}

/** The program's teams taking part, each a checkbox. */
export function EventTeamsField({
  teams,
  values,
  set,
  fieldErrors,
}: FieldsProps & { teams: { id: string; name: string }[] }) {
  const t = useT();
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="text-sm font-medium">{t('programs.eventForm.teams')}</legend>
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
  );
}
