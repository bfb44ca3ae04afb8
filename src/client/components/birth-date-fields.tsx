import {
  useWatch,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { ageGroupOn, birthDateOf, birthYearChoices, privacyMessages } from '#shared/privacy';
import { Alert } from '#client/components/ui/alert';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select } from '#client/components/ui/input';
import { useLocaleTag, useShownText, useT } from '#client/lib/i18n/i18n';

/** The twelve months' names in the page's language. */
function monthNamesIn(tag: string): string[] {
  const format = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) =>
    format.format(new Date(Date.UTC(2000, index, 1))),
  );
}

/** The age group of a month and year as picked in the form, or null until both are. */
export function pickedAgeGroup(month: unknown, year: unknown) {
  const m = Number(month);
  const y = Number(year);
  if (!m || !y) return null;
  return ageGroupOn(birthDateOf({ year: y, month: m }), new Date());
}

/**
 * The athlete sign-up forms' date of birth (month and year) and, for 13 to 17, their parent's or
 * guardian's email. Under 13 is told at once, kindly, that an account must wait.
 */
export function BirthDateFields({
  month,
  year,
  register,
  errors,
}: {
  /** the values picked so far */
  month: unknown;
  year: unknown;
  register: {
    birthMonth: UseFormRegisterReturn;
    birthYear: UseFormRegisterReturn;
    guardianEmail: UseFormRegisterReturn;
  };
  errors: { birthMonth?: string; birthYear?: string; guardianEmail?: string };
}) {
  const t = useT();
  const shown = useShownText();
  const months = monthNamesIn(useLocaleTag());
  const group = pickedAgeGroup(month, year);
  const years = birthYearChoices(new Date());
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-1.5 text-sm font-medium">{t('accounts.birthDate.legend')}</legend>
      <FormField
        label={t('accounts.birthDate.month')}
        error={errors.birthMonth && shown(errors.birthMonth)}
      >
        <Select autoComplete="bday-month" {...register.birthMonth}>
          <option value="">{t('accounts.birthDate.monthPlaceholder')}</option>
          {months.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('accounts.birthDate.year')}
        error={group === 'child' || !errors.birthYear ? undefined : shown(errors.birthYear)}
        hint={t('accounts.birthDate.yearHint')}
      >
        <Select autoComplete="bday-year" {...register.birthYear}>
          <option value="">{t('accounts.birthDate.yearPlaceholder')}</option>
          {years.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Select>
      </FormField>
      {group === 'child' ? (
        <div className="sm:col-span-2">
          <Alert tone="info">{shown(privacyMessages.underMinimumAge)}</Alert>
        </div>
      ) : null}
      {group === 'minor' ? (
        <div className="sm:col-span-2">
          <FormField
            label={t('accounts.birthDate.guardianEmail')}
            error={errors.guardianEmail && shown(errors.guardianEmail)}
            hint={t('accounts.birthDate.guardianHint')}
          >
            <Input type="email" autoComplete="off" {...register.guardianEmail} />
          </FormField>
        </div>
      ) : null}
    </fieldset>
  );
}

const birthKeys = ['birthMonth', 'birthYear', 'guardianEmail'] as const;

/**
 * The date-of-birth fields of a form whose values have `birthMonth`, `birthYear` and
 * `guardianEmail`: registered, watched and showing their errors. `emptyAsUnset`: an unpicked
 * month or year is sent as nothing (a form where the date of birth is asked of players only).
 */
export function FormBirthDateFields<Values extends FieldValues>({
  form,
  emptyAsUnset = false,
}: {
  // The form's own resolver output type does not matter here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<Values, any, any>;
  emptyAsUnset?: boolean;
}) {
  const [month, year] = useWatch({
    control: form.control,
    name: [birthKeys[0] as Path<Values>, birthKeys[1] as Path<Values>],
  });
  const unset = emptyAsUnset
    ? { setValueAs: (value: unknown) => (value === '' ? undefined : value) }
    : {};
  const errors = form.formState.errors as Partial<
    Record<(typeof birthKeys)[number], { message?: string }>
  >;
  return (
    <BirthDateFields
      month={month}
      year={year}
      register={{
        birthMonth: form.register('birthMonth' as Path<Values>, unset),
        birthYear: form.register('birthYear' as Path<Values>, unset),
        guardianEmail: form.register('guardianEmail' as Path<Values>),
      }}
      errors={{
        birthMonth: errors.birthMonth?.message,
        birthYear: errors.birthYear?.message,
        guardianEmail: errors.guardianEmail?.message,
      }}
    />
  );
}
