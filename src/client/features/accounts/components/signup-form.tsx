import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast';
import type { SignupInput, UserType } from '#shared/schemas/accounts';
import { accountMessages } from '#shared/account-messages';
import { signupUserTypes } from '#shared/account-fields';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { useRedirectTo, withRedirectTo } from '#client/lib/auth/guards';
import { cn } from '#client/lib/cn';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { signUpWithEmail } from '../api/auth-requests';
import { userTypeLabels } from './field-labels';
import { NewPasswordFields } from './new-password-fields';
import { lazyResolver } from '#client/lib/lazy-resolver';
import {
  CoachSignupFields,
  OrganizationSignupFields,
  PlayerSignupFields,
} from './signup-type-fields';

const formFields = [
  'email',
  'password',
  'confirmPassword',
  'userType',
  'phoneNumber',
  'firstName',
  'lastName',
  'school',
  'sport',
  'position',
  'graduationYear',
  'coachType',
  'institution',
  'program',
  'organizationName',
  'organizationType',
  'schoolLevel',
  'birthMonth',
  'birthYear',
  'guardianEmail',
] as const;

/**
 * Sign-up for players, coaches and organizations; the fields follow the chosen type. A visitor
 * sent here from a page (`?redirectTo=`, a plan they chose) comes back to it: the confirmation
 * link leads there once it has signed them in, and so does logging in afterwards.
 */
export function SignupForm({
  fixedType,
  defaultEmail = '',
  defaultBack,
}: {
  fixedType?: UserType;
  /** the address a mail to it was sent to (a guardian's) */
  defaultEmail?: string;
  /** where the member goes after confirming, when the page they came from says nothing */
  defaultBack?: string;
}) {
  const t = useT();
  const shown = useShownText();
  const navigate = useNavigate();
  const back = useRedirectTo() ?? defaultBack ?? null;
  const form = useForm<SignupInput>({
    resolver: lazyResolver(async () => (await import('#shared/schemas/accounts')).signupSchema),
    defaultValues: {
      form: 'generic',
      userType: fixedType,
      email: defaultEmail,
      phoneNumber: fixedType === 'guardian' ? undefined : '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [userType, coachType, organizationType] = useWatch({
    control: form.control,
    name: ['userType', 'coachType', 'organizationType'],
  });
  const { register } = form;
  const shownError = (message: string | undefined) => (message ? shown(message) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUpWithEmail(values, back ?? undefined);
      toast.success(shown(accountMessages.registrationSuccess));
      navigate(withRedirectTo('/login', back));
    } catch (error) {
      if (applyFieldErrors(error, form.setError, formFields)) return;
      toast.error(t('accounts.error'), {
        description: shown(errorMessage(error, accountMessages.signupFallback)),
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {fixedType ? null : (
        <fieldset>
          <legend className="text-sm font-medium">{t('accounts.signup.signingUpAs')}</legend>
          <div className="mt-2 grid grid-cols-3 gap-2">
            {signupUserTypes.map((type) => (
              <label
                key={type}
                className={cn(
                  'border-border hover:bg-muted has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-primary/40 flex cursor-pointer items-center justify-center rounded-lg border px-3 py-2.5 text-sm font-medium has-focus-visible:ring-3',
                )}
              >
                <input type="radio" value={type} className="sr-only" {...register('userType')} />
                {t(userTypeLabels[type])}
              </label>
            ))}
          </div>
          {errors.userType ? (
            <p role="alert" className="mt-1.5 text-sm text-red-600 dark:text-red-400">
              {shownError(errors.userType.message)}
            </p>
          ) : null}
        </fieldset>
      )}

      {userType === 'player' || userType === 'coach' || userType === 'guardian' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('accounts.field.firstName')}
            error={shownError(errors.firstName?.message)}
          >
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField
            label={t('accounts.field.lastName')}
            error={shownError(errors.lastName?.message)}
          >
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
        </div>
      ) : null}

      {userType === 'player' ? <PlayerSignupFields form={form} /> : null}
      {userType === 'coach' ? <CoachSignupFields form={form} coachType={coachType} /> : null}
      {userType === 'organization' ? (
        <OrganizationSignupFields form={form} organizationType={organizationType} />
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        {/* A parent or guardian gives no phone number: the address takes the whole row. */}
        <div className={cn('grid', userType === 'guardian' && 'sm:col-span-2')}>
          <FormField label={t('accounts.field.email')} error={shownError(errors.email?.message)}>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
        </div>
        {userType === 'guardian' ? null : (
          <FormField
            label={t('accounts.field.phoneNumber')}
            error={shownError(errors.phoneNumber?.message)}
          >
            <Input type="tel" autoComplete="tel" {...register('phoneNumber')} />
          </FormField>
        )}
        <NewPasswordFields
          labels={{
            password: t('accounts.field.password'),
            confirmation: t('accounts.field.confirmPassword'),
          }}
          password={{ ...register('password'), error: errors.password?.message }}
          confirmation={{ ...register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
      </div>

      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t('accounts.signup.creating') : t('accounts.signup.create')}
      </Button>
    </form>
  );
}
