import type { UseFormReturn } from 'react-hook-form';
import type { SignupInput } from '#shared/schemas/accounts';
import { coachTypes, organizationTypes, schoolLevels } from '#shared/account-fields';
import { graduationYearChoices } from '#shared/graduation-years';
import { signupSportIds } from '#shared/sports';
import { FormBirthDateFields } from '#client/components/birth-date-fields';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select } from '#client/components/ui/input';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import {
  coachTypeLabels,
  organizationTypeLabels,
  schoolLevelLabels,
  sportNameLabels,
} from './field-labels';

type SignupForm = UseFormReturn<SignupInput>;

function emptyToUndefined(value: unknown) {
  return value === '' ? undefined : value;
}

/** The page's words, and a field's error message in the page's language. */
function useTexts(form: SignupForm) {
  const t = useT();
  const shown = useShownText();
  const { errors } = form.formState;
  const error = (field: keyof SignupInput) => {
    const message = errors[field]?.message;
    return message ? shown(message) : undefined;
  };
  return { t, error };
}

// Players and coaches both name their sport; only one of the two groups shows at a time.
function SportField({ form }: { form: SignupForm }) {
  const { t, error } = useTexts(form);
  return (
    <FormField label={t('accounts.field.sport')} error={error('sport')}>
      <Select {...form.register('sport', { setValueAs: emptyToUndefined })}>
        <option value="">{t('accounts.field.choose')}</option>
        {signupSportIds.map((sport) => (
          <option key={sport} value={sport}>
            {t(sportNameLabels[sport])}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** What a player tells at sign-up: birth month and year, school, sport, position and class. */
export function PlayerSignupFields({ form }: { form: SignupForm }) {
  const { t, error } = useTexts(form);
  const { register } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormBirthDateFields form={form} emptyAsUnset />
      </div>
      <FormField label={t('accounts.field.school')} error={error('school')}>
        <Input autoComplete="organization" {...register('school')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <SportField form={form} />
        <FormField label={t('accounts.field.position')} error={error('position')}>
          <Input {...register('position')} />
        </FormField>
        <FormField label={t('accounts.field.graduationYear')} error={error('graduationYear')}>
          <Select {...register('graduationYear', { setValueAs: emptyToUndefined })}>
            <option value="">{t('accounts.field.choose')}</option>
            {graduationYearChoices().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
    </>
  );
}

/** What a coach tells at sign-up: the kind of coach, the sport, and where they coach. */
export function CoachSignupFields({
  form,
  coachType,
}: {
  form: SignupForm;
  coachType: SignupInput['coachType'];
}) {
  const { t, error } = useTexts(form);
  const { register } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('accounts.field.coachType')} error={error('coachType')}>
          <Select {...register('coachType', { setValueAs: emptyToUndefined })}>
            <option value="">{t('accounts.field.choose')}</option>
            {coachTypes.map((type) => (
              <option key={type} value={type}>
                {t(coachTypeLabels[type])}
              </option>
            ))}
          </Select>
        </FormField>
        <SportField form={form} />
      </div>
      {coachType === 'college' ? (
        <FormField label={t('accounts.field.institution')} error={error('institution')}>
          <Input {...register('institution')} />
        </FormField>
      ) : null}
      {coachType === 'juniorHigh' || coachType === 'highSchool' ? (
        <FormField label={t('accounts.field.school')} error={error('school')}>
          <Input {...register('school')} />
        </FormField>
      ) : null}
      {coachType === 'youth' ? (
        <FormField label={t('accounts.field.program')} error={error('program')}>
          <Input {...register('program')} />
        </FormField>
      ) : null}
    </>
  );
}

/** What an organization tells at sign-up: its name and type, and a school's level. */
export function OrganizationSignupFields({
  form,
  organizationType,
}: {
  form: SignupForm;
  organizationType: SignupInput['organizationType'];
}) {
  const { t, error } = useTexts(form);
  const { register } = form;
  return (
    <>
      <FormField label={t('accounts.field.organizationName')} error={error('organizationName')}>
        <Input autoComplete="organization" {...register('organizationName')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('accounts.field.organizationType')} error={error('organizationType')}>
          <Select {...register('organizationType', { setValueAs: emptyToUndefined })}>
            <option value="">{t('accounts.field.choose')}</option>
            {organizationTypes.map((type) => (
              <option key={type} value={type}>
                {t(organizationTypeLabels[type])}
              </option>
            ))}
          </Select>
        </FormField>
        {organizationType === 'school' ? (
          <FormField label={t('accounts.field.schoolLevel')} error={error('schoolLevel')}>
            <Select {...register('schoolLevel', { setValueAs: emptyToUndefined })}>
              <option value="">{t('accounts.field.choose')}</option>
              {schoolLevels.map((level) => (
                <option key={level} value={level}>
                  {t(schoolLevelLabels[level])}
                </option>
              ))}
            </Select>
          </FormField>
        ) : null}
      </div>
    </>
  );
}
