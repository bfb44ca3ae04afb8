import { useForm } from 'react-hook-form';
import { toast } from '#client/lib/toast';
import type { changePasswordSchema } from '#shared/schemas/accounts';
import type { z } from '#shared/schemas/zod';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PasswordField } from '#client/components/ui/password-field';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { changePassword } from '../api/auth-requests';
import { NewPasswordFields } from './new-password-fields';
import { lazyResolver } from '#client/lib/lazy-resolver';

export function ChangePasswordCard() {
  const t = useT();
  const shown = useShownText();
  const form = useForm<z.input<typeof changePasswordSchema>>({
    resolver: lazyResolver(
      async () => (await import('#shared/schemas/accounts')).changePasswordSchema,
    ),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset();
      toast.success(t('profile.password.changed'), {
        description: t('profile.password.changedText'),
      });
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['currentPassword', 'newPassword'])) return;
      toast.error(t('accounts.error'), {
        description: shown(errorMessage(error, t('profile.password.failed'))),
      });
    }
  });

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('profile.password.title')}</h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-3">
        <PasswordField
          label={t('profile.password.current')}
          error={
            errors.currentPassword?.message ? shown(errors.currentPassword.message) : undefined
          }
          autoComplete="current-password"
          {...form.register('currentPassword')}
        />
        <NewPasswordFields
          password={{ ...form.register('newPassword'), error: errors.newPassword?.message }}
          confirmation={{
            ...form.register('confirmPassword'),
            error: errors.confirmPassword?.message,
          }}
        />
        <div className="sm:col-span-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('profile.password.saving') : t('profile.password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
