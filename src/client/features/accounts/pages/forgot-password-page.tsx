import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { forgotPasswordSchema } from '#shared/schemas/accounts';
import type { z } from '#shared/schemas/zod';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { requestPasswordReset } from '../api/auth-requests';
import { AuthCard } from '../components/auth-card';
import { lazyResolver } from '#client/lib/lazy-resolver';

export function Component() {
  const t = useT();
  const shown = useShownText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof forgotPasswordSchema>>({
    resolver: lazyResolver(
      async () => (await import('#shared/schemas/accounts')).forgotPasswordSchema,
    ),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFailure(shown(errorMessage(error, t('signIn.forgot.failed'))));
    }
  });

  return (
    <AuthCard
      title={t('signIn.forgot.title')}
      description={t('signIn.forgot.description')}
      footer={
        <Link
          to="/login"
          className="text-primary font-medium underline underline-offset-4 hover:decoration-2"
        >
          {t('signIn.forgot.backToLogIn')}
        </Link>
      }
    >
      {sentTo ? (
        // The same answer whether or not the address has an account, so nobody can probe for accounts.
        <Alert tone="success" title={t('signIn.forgot.sentTitle')}>
          {t('signIn.forgot.sentText', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <FormField
            label={t('accounts.field.email')}
            error={errors.email?.message && shown(errors.email.message)}
          >
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? t('signIn.forgot.sending') : t('signIn.forgot.send')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
