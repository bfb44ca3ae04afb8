import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#client/lib/toast';
import type { resetPasswordSchema } from '#shared/schemas/accounts';
import type { z } from '#shared/schemas/zod';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { ApiError, errorMessage } from '#client/lib/api';
import { resetPassword } from '../api/auth-requests';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { lazyResolver } from '#client/lib/lazy-resolver';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  // A sign-up that replaced an earlier one with the same address is finished here: choosing the
  // password confirms the address (the mail that links here says so).
  const finishingSignup = params.get('finish') === 'signup';
  const title = finishingSignup ? 'Choose your password' : 'Choose a new password';
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
        <Alert tone="error" title="This reset link has expired or was already used.">
          Ask for a new one; it arrives within a minute.
        </Alert>
        <Link to="/forgot-password" className={buttonClasses({ className: 'mt-4 w-full' })}>
          Send a new link
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword({ token, newPassword: password });
      if (finishingSignup) {
        toast.success('Email confirmed', { description: 'Log in with the password you chose.' });
      } else {
        toast.success('Password changed', { description: 'Log in with your new password.' });
      }
      navigate('/login', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.newPassword?.[0]) {
        form.setError('password', { message: error.fieldErrors.newPassword[0] });
        return;
      }
      toast.error('Error', {
        description: errorMessage(error, 'The password could not be changed.'),
      });
    }
  });

  return (
    <AuthCard
      title={title}
      description={
        finishingSignup
          ? 'This address was used to sign up more than once: the password you choose here is the one that logs in, and it confirms your address.'
          : 'Your other sessions will be signed out.'
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
          {isSubmitting ? 'Saving...' : 'Save new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
