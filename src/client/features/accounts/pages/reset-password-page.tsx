import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { resetPasswordSchema } from '../../../../shared/schemas/accounts';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api';
import { resetPassword } from '../api/auth-requests';
import { AuthCard } from '../components/auth-card';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const form = useForm<z.input<typeof resetPasswordSchema>>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (!token || params.get('error')) {
    return (
      <AuthCard title="Choose a new password">
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
      toast.success('Password changed', { description: 'Log in with your new password.' });
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
    <AuthCard title="Choose a new password" description="Your other sessions will be signed out.">
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          label="New password"
          error={errors.password?.message}
          hint="At least 6 characters."
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
