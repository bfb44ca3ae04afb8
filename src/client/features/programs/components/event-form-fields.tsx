import { usStates } from '#shared/us-states';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select } from '#client/components/ui/input';
import type { EventFormValues, SetEventField } from './event-form-values';

type FieldsProps = {
  values: EventFormValues;
  set: SetEventField;
  /** the server's messages, by field */
  fieldErrors: Record<string, string[]>;
};

/** Where the event happens: the venue, its city and state. */
export function EventPlaceFields({ values, set, fieldErrors }: FieldsProps) {
  return (
    <>
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
    </>
  );
}

/** A paid session's seats and the price of each. */
export function EventSeatFields({ values, set, fieldErrors }: FieldsProps) {
  return (
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
  );
}

/** The program's teams taking part, each a checkbox. */
export function EventTeamsField({
  teams,
  values,
  set,
  fieldErrors,
}: FieldsProps & { teams: { id: string; name: string }[] }) {
  return (
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
  );
}
