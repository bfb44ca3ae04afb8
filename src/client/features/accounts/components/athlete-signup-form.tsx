import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast';
import type { AthleteSignup, AthleteSignupInput } from '#shared/schemas/accounts';
import { accountMessages } from '#shared/account-messages';
import { graduationYearChoices } from '#shared/graduation-years';
import { genders } from '#shared/genders';
import { athleteSportIds, sportName } from '#shared/sports';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select } from '#client/components/ui/input';
import { ApiError, applyFieldErrors } from '#client/lib/api';
import { useRedirectTo } from '#client/lib/auth/guards';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { signUpWithEmail } from '../api/auth-requests';
import { genderLabels, sportNameLabels } from './field-labels';
import { NewPasswordFields } from './new-password-fields';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { FormBirthDateFields } from '#client/components/birth-date-fields';

const formFields = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'sport',
  'position',
  'school',
  'location',
  'gender',
  'graduationYear',
  'birthMonth',
  'birthYear',
  'guardianEmail',
] as const;

/**
 * The "Title: description" texts (docs/product.md#texts-accounts) show as a toast's title and its
 * description (their translations keep the ": ").
 */
function toastParts(message: string): [string, string | undefined] {
  const at = message.indexOf(': ');
  return at === -1 ? [message, undefined] : [message.slice(0, at), message.slice(at + 2)];
}

/**
 * The athlete registration form (docs/product.md#sign-up). A visitor sent here from a page
 * (`?redirectTo=`) is led back to it by the confirmation link, which signs them in.
 */
export function AthleteSignupForm() {
  const t = useT();
  const shown = useShownText();
  const navigate = useNavigate();
  const back = useRedirectTo();
  const years = graduationYearChoices();
  const form = useForm<AthleteSignupInput, unknown, AthleteSignup>({
    resolver: lazyResolver(
      async () => (await import('#shared/schemas/accounts')).athleteSignupSchema,
    ),
    defaultValues: { form: 'athlete', graduationYear: years[0] },
  });
  const { errors, isSubmitting } = form.formState;
  const { register } = form;
  const fieldError = (message: string | undefined) =>
    message ? (toastParts(shown(message))[1] ?? shown(message)) : undefined;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await signUpWithEmail({ ...values, form: 'athlete' }, back ?? undefined);
        const [title, description] = toastParts(shown(accountMessages.athleteRegistrationSuccess));
        toast.success(title, { description });
        navigate('/athlete-profiles');
      } catch (error) {
        if (applyFieldErrors(error, form.setError, formFields)) return;
        if (error instanceof ApiError && error.code === 'PROFILE_CREATION_FAILED') {
          toast.error(shown(accountMessages.profileCreationFailed), {
            description: shown(error.message),
          });
          return;
        }
        toast.error(shown(accountMessages.registrationFailed), {
          description: shown(
            error instanceof Error && error.message
              ? error.message
              : accountMessages.unexpectedError,
          ),
        });
      }
    },
    (invalid) => {
      const first = Object.values(invalid)[0]?.message;
      if (typeof first === 'string') {
        const [title, description] = toastParts(shown(first));
        toast.error(title, { description });
      }
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('accounts.athlete.firstName')}
          error={fieldError(errors.firstName?.message)}
        >
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField
          label={t('accounts.athlete.lastName')}
          error={fieldError(errors.lastName?.message)}
        >
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
        <FormField label={t('accounts.athlete.email')} error={fieldError(errors.email?.message)}>
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField
          label={t('accounts.field.graduationYear')}
          error={fieldError(errors.graduationYear?.message)}
        >
          <Select {...register('graduationYear')}>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </Select>
        </FormField>
        <NewPasswordFields
          labels={{
            password: t('accounts.athlete.password'),
            confirmation: t('accounts.athlete.confirmPassword'),
          }}
          password={{ ...register('password'), error: fieldError(errors.password?.message) }}
          confirmation={{
            ...register('confirmPassword'),
            error: fieldError(errors.confirmPassword?.message),
          }}
        />
        <FormBirthDateFields form={form} />
      </div>
      <fieldset className="border-border grid gap-4 rounded-xl border p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">
          {t('accounts.athlete.details')}{' '}
          <span className="text-muted-foreground font-normal">
            {t('accounts.athlete.detailsNote')}
          </span>
        </legend>
        <FormField label={t('accounts.field.sport')}>
          <Select {...register('sport')}>
            <option value="">{t('accounts.athlete.notSpecified')}</option>
            {athleteSportIds.map((sport) => (
              <option key={sport} value={sportName(sport)}>
                {t(sportNameLabels[sport])}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('accounts.field.position')}>
          <Input placeholder={t('accounts.athlete.positionExample')} {...register('position')} />
        </FormField>
        <FormField label={t('accounts.field.school')}>
          <Input autoComplete="organization" {...register('school')} />
        </FormField>
        <FormField label={t('accounts.athlete.location')} hint={t('accounts.athlete.locationHint')}>
          <Input
            placeholder={t('accounts.athlete.locationExample')}
            autoComplete="address-level2"
            {...register('location')}
          />
        </FormField>
        <FormField label={t('accounts.athlete.gender')}>
          <Select {...register('gender')}>
            <option value="">{t('accounts.athlete.notSpecified')}</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {t(genderLabels[gender])}
              </option>
            ))}
          </Select>
        </FormField>
      </fieldset>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('accounts.athlete.creating') : t('accounts.athlete.create')}
      </Button>
    </form>
  );
}
