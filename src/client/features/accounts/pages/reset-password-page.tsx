import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#client/lib/toast';
import type { resetPasswordSchema } from '#shared/schemas/accounts';
import type { z } from '#shared/schemas/zod';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { ApiError, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { resetPassword } from '../api/auth-requests';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { lazyResolver } from '#client/lib/lazy-resolver';

export function Component() {
  const t = useT();
  const shown = useShownText();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  // A sign-up that replaced an earlier one with the same address is finished here: choosing the
  // password confirms the address (the mail that links here says so).
  const finishingSignup = params.get('finish') === 'signup';
  const title = finishingSignup ? t('signIn.reset.titleFinishingSignup') : t('signIn.reset.title');
  const form = useForm<z.input<typeof resetPasswordSchema>>({
    resolver: lazyResolver(
      async () => (await import('#shared/schemas/accounts')).resetPasswordSchema,
    ),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (!token || params.get('error')) {
    return (
      <AuthCard title={title}>
        <Alert tone="error" title={t('signIn.reset.expired.title')}>
          {t('signIn.reset.expired.text')}
        </Alert>
        <Link to="/forgot-password" className={buttonClasses({ className: 'mt-4 w-full' })}>
          {t('signIn.reset.sendNewLink')}
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword({ token, newPassword: password });
      if (finishingSignup) {
        toast.success(t('signIn.reset.confirmedTitle'), {
          description: t('signIn.reset.confirmedText'),
        });
      } else {
        toast.success(t('signIn.reset.changedTitle'), {
          description: t('signIn.reset.changedText'),
        });
      }
      navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.newPassword?.[0]) {
        form.setError('password', { message: error.fieldErrors.newPassword[0] });
        return;
      }
      toast.error(t('accounts.error'), {
        description: shown(errorMessage(error, t('signIn.reset.failed'))),
      });
    }
  });

  return (
    <AuthCard
      title={title}
      description={
        finishingSignup
          ? t('signIn.reset.descriptionFinishingSignup')
          : t('signIn.reset.description')
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <NewPasswordFields
          password={{ ...form.register('password'), error: errors.password?.message }}
          confirmation={{
            ...form.register('confirmPassword'),
            error: errors.confirmPassword?.message,
          }}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('signIn.reset.saving') : t('signIn.reset.save')}
        </Button>
      </form>
    </AuthCard>
  );
}
