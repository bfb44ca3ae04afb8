import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#client/lib/toast';
import type { LoginInput } from '#shared/schemas/accounts';
import { accountMessages } from '#shared/account-messages';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError, applyFieldErrors, errorMessage } from '#client/lib/api';
import { isActiveAdmin, sessionQueryKey, type SessionUser } from '#client/lib/auth/auth-provider';
import { useRedirectTo, withRedirectTo } from '#client/lib/auth/guards';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import {
  resendConfirmation,
  signInWithEmail,
  verifyBackupCode,
  verifyTotp,
} from '../api/auth-requests';
import { AuthCard } from '../components/auth-card';
import { PiSignInButton } from '../components/pi-sign-in-button';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { followAccountLanguage } from '#client/lib/i18n/choose-language';

export function Component() {
  const t = useT();
  const shown = useShownText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const back = useRedirectTo();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  // ?step=code: a sign-in with Pi reached an account with two-step sign-in on.
  const [askedForCode, setNeedsCode] = useState(false);
  const needsCode = askedForCode || params.get('step') === 'code';
  const form = useForm<LoginInput>({
    resolver: lazyResolver(async () => (await import('#shared/schemas/accounts')).loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function finish(user: SessionUser | undefined) {
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    toast.success(shown(accountMessages.loggedIn));
    const home = isActiveAdmin(user)
      ? '/admin'
      : user?.userType === 'guardian'
        ? '/guardian'
        : '/profile';
    // A member reads the site in their account's language, wherever they signed in.
    if (followAccountLanguage(user?.language, back ?? home)) return;
    navigate(back ?? home, { replace: true });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setUnconfirmedEmail(null);
    try {
      const result = await signInWithEmail(values);
      if (result.twoFactorRedirect) {
        setNeedsCode(true);
        return;
      }
      await finish(result.user);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        setUnconfirmedEmail(values.email);
        return;
      }
      if (applyFieldErrors(error, form.setError, ['email', 'password'])) return;
      toast.error(t('accounts.error'), {
        description: shown(errorMessage(error, accountMessages.loginFallback)),
      });
    }
  });

  if (needsCode) return <TwoFactorStep onDone={finish} />;

  return (
    <AuthCard
      title={t('signIn.login.title')}
      description={t('signIn.login.description')}
      footer={
        <>
          {t('signIn.login.newHere')}{' '}
          <Link
            to={withRedirectTo('/signup', back)}
            className="text-primary font-medium underline underline-offset-4 hover:decoration-2"
          >
            {t('signIn.login.createAccount')}
          </Link>
        </>
      }
    >
      {params.get('error') ? (
        <Alert tone="error" className="mb-4" title={t('signIn.login.linkExpired.title')}>
          {t('signIn.login.linkExpired.text')}
        </Alert>
      ) : null}
      {unconfirmedEmail ? <UnconfirmedNotice email={unconfirmedEmail} back={back} /> : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          label={t('accounts.field.email')}
          error={errors.email?.message && shown(errors.email.message)}
        >
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField
          label={t('accounts.field.password')}
          error={errors.password?.message && shown(errors.password.message)}
        >
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <div className="-mt-1 text-right text-sm">
          <Link
            to="/forgot-password"
            className="text-primary font-medium underline underline-offset-4 hover:decoration-2"
          >
            {t('signIn.login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('signIn.login.submitting') : t('signIn.login.submit')}
        </Button>
      </form>
      <div className="mt-4">
        <PiSignInButton
          onSignedIn={async ({ email }) => {
            // The email field shows the address the wallet's account goes by
            // (docs/product.md#pi-sign-in).
            form.setValue('email', email);
            await finish(undefined);
          }}
        />
      </div>
    </AuthCard>
  );
}

/** `back`: the page the new confirmation link leads to, as the first one did. */
function UnconfirmedNotice({ email, back }: { email: string; back: string | null }) {
  const t = useT();
  const shown = useShownText();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  return (
    <Alert tone="warning" className="mb-4" title={t('signIn.login.unconfirmed.title')}>
      <p>{t('signIn.login.unconfirmed.text', { email })}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={state !== 'idle'}
        onClick={async () => {
          setState('sending');
          try {
            await resendConfirmation(email, back ?? undefined);
            setState('sent');
            toast.success(t('signIn.login.unconfirmed.sentTitle'), {
              description: t('signIn.login.unconfirmed.sentText', { email }),
            });
          } catch (error) {
            setState('idle');
            toast.error(t('accounts.error'), {
              description: shown(errorMessage(error, t('signIn.login.unconfirmed.sendFailed'))),
            });
          }
        }}
      >
        {state === 'sent'
          ? t('signIn.login.unconfirmed.sent')
          : state === 'sending'
            ? t('signIn.login.unconfirmed.sending')
            : t('signIn.login.unconfirmed.resend')}
      </Button>
    </Alert>
  );
}

function TwoFactorStep({ onDone }: { onDone: (user: SessionUser | undefined) => Promise<void> }) {
  const t = useT();
  const shown = useShownText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <AuthCard title={t('signIn.twoFactor.title')} description={t('signIn.twoFactor.description')}>
      <form
        className="grid gap-4"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          setError(undefined);
          try {
            const entered = code.trim();
            // Authenticator codes are 6 digits; anything else is one of the backup codes.
            const result = /^\d{6}$/.test(entered)
              ? await verifyTotp(entered)
              : await verifyBackupCode(entered);
            await onDone(result.user);
          } catch (failure) {
            setError(shown(errorMessage(failure, t('signIn.twoFactor.failed'))));
          } finally {
            setBusy(false);
          }
        }}
      >
        <FormField label={t('signIn.twoFactor.code')} error={error}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </FormField>
        <Button type="submit" size="lg" disabled={busy || code.trim().length < 6}>
          {busy ? t('signIn.twoFactor.checking') : t('signIn.twoFactor.verify')}
        </Button>
      </form>
    </AuthCard>
  );
}
