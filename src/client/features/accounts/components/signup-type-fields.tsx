import type { UseFormReturn } from 'react-hook-form';
import type { SignupInput } from '#shared/schemas/accounts';
import { coachTypes, labels, organizationTypes, schoolLevels } from '#shared/account-fields';
import { graduationYearChoices } from '#shared/graduation-years';
import { signupSportIds, sportName } from '#shared/sports';
import { FormBirthDateFields } from '#client/components/birth-date-fields';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select } from '#client/components/ui/input';

type SignupForm = UseFormReturn<SignupInput>;

function emptyToUndefined(value: unknown) {
  return value === '' ? undefined : value;
}

// Players and coaches both name their sport; only one of the two groups shows at a time.
function SportField({ form }: { form: SignupForm }) {
  const { errors } = form.formState;
  return (
    <FormField label="Sport" error={errors.sport?.message}>
      <Select {...form.register('sport', { setValueAs: emptyToUndefined })}>
        <option value="">Choose…</option>
        {signupSportIds.map((sport) => (
          <option key={sport} value={sport}>
            {sportName(sport)}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

/** What a player tells at sign-up: birth month and year, school, sport, position and class. */
export function PlayerSignupFields({ form }: { form: SignupForm }) {
  const { errors } = form.formState;
  const { register } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormBirthDateFields form={form} emptyAsUnset />
      </div>
      <FormField label="School" error={errors.school?.message}>
        <Input autoComplete="organization" {...register('school')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <SportField form={form} />
        <FormField label="Position" error={errors.position?.message}>
          <Input {...register('position')} />
        </FormField>
        <FormField label="Graduation year" error={errors.graduationYear?.message}>
          <Select {...register('graduationYear', { setValueAs: emptyToUndefined })}>
            <option value="">Choose…</option>
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
  const { errors } = form.formState;
  const { register } = form;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Coach type" error={errors.coachType?.message}>
          <Select {...register('coachType', { setValueAs: emptyToUndefined })}>
            <option value="">Choose…</option>
            {coachTypes.map((type) => (
              <option key={type} value={type}>
                {labels.coachType[type]}
              </option>
            ))}
          </Select>
        </FormField>
        <SportField form={form} />
      </div>
      {coachType === 'college' ? (
        <FormField label="College or university" error={errors.institution?.message}>
          <Input {...register('institution')} />
        </FormField>
      ) : null}
      {coachType === 'juniorHigh' || coachType === 'highSchool' ? (
        <FormField label="School" error={errors.school?.message}>
          <Input {...register('school')} />
        </FormField>
      ) : null}
      {coachType === 'youth' ? (
        <FormField label="Program" error={errors.program?.message}>
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
  const { errors } = form.formState;
  const { register } = form;
  return (
    <>
      <FormField label="Organization name" error={errors.organizationName?.message}>
        <Input autoComplete="organization" {...register('organizationName')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Organization type" error={errors.organizationType?.message}>
          <Select {...register('organizationType', { setValueAs: emptyToUndefined })}>
            <option value="">Choose…</option>
            {organizationTypes.map((type) => (
              <option key={type} value={type}>
                {labels.organizationType[type]}
              </option>
            ))}
          </Select>
        </FormField>
        {organizationType === 'school' ? (
          <FormField label="School level" error={errors.schoolLevel?.message}>
            <Select {...register('schoolLevel', { setValueAs: emptyToUndefined })}>
              <option value="">Choose…</option>
              {schoolLevels.map((level) => (
                <option key={level} value={level}>
                  {labels.schoolLevel[level]}
                </option>
              ))}
            </Select>
          </FormField>
        ) : null}
      </div>
    </>
  );
}
