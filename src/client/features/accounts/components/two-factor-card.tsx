import { useState } from 'react';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { RichMessage } from '#client/components/rich-message';
import { disableTwoFactor, enableTwoFactor, verifyTotp } from '../api/auth-requests';
import { useRefreshAccount } from '../api/get-account';
import { CurrentPasswordField } from './current-password-field';

type Setup = { qr: string; secret: string; backupCodes: string[] };

/** Two-step sign-in with an authenticator app (TOTP): set up with a QR code, or remove. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const t = useT();
  const shown = useShownText();
  const refreshAccount = useRefreshAccount();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<Setup | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure, t('profile.twoFactor.failed')));
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () => {
      const result = await enableTwoFactor(password);
      const { toDataURL } = await import('qrcode');
      const secret = new URL(result.totpURI).searchParams.get('secret') ?? '';
      setSetup({
        qr: await toDataURL(result.totpURI, { margin: 1, width: 200 }),
        secret,
        backupCodes: result.backupCodes,
      });
      setPassword('');
    });

  const confirm = () =>
    run(async () => {
      await verifyTotp(code.trim());
      setSetup(null);
      setCode('');
      await refreshAccount();
      toast.success(t('profile.twoFactor.enabled'));
    });

  const remove = () =>
    run(async () => {
      await disableTwoFactor(password);
      setPassword('');
      await refreshAccount();
      toast.success(t('profile.twoFactor.disabled'));
    });

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('profile.twoFactor.title')}</h2>
      <p className="text-muted-foreground mt-1 text-sm">
        {enabled ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
      </p>

      {setup ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-[auto_1fr]">
          <img
            src={setup.qr}
            alt={t('profile.twoFactor.qrAlt')}
            width={200}
            height={200}
            className="rounded-lg bg-white"
          />
          <div className="grid content-start gap-3 text-sm">
            <p>
              <RichMessage
                id="profile.twoFactor.scan"
                parts={{
                  key: (
                    <code className="bg-muted rounded px-1.5 py-0.5 break-all">{setup.secret}</code>
                  ),
                }}
              />
            </p>
            <p className="font-medium">{t('profile.twoFactor.backupCodes')}</p>
            <ul className="bg-muted grid grid-cols-2 gap-1 rounded-lg p-3 font-mono text-xs">
              {setup.backupCodes.map((backup) => (
                <li key={backup}>{backup}</li>
              ))}
            </ul>
            <FormField label={t('profile.twoFactor.code')} error={error ? shown(error) : undefined}>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </FormField>
            <div>
              <Button disabled={busy || code.trim().length !== 6} onClick={confirm}>
                {busy ? t('profile.twoFactor.checking') : t('profile.twoFactor.turnOn')}
              </Button>
            </div>
          </div>
        </div>
      ) : (
        <form
          className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void (enabled ? remove() : start());
          }}
        >
          <div className="flex-1">
            <CurrentPasswordField value={password} onChange={setPassword} error={error} />
          </div>
          <Button
            type="submit"
            variant={enabled ? 'secondary' : 'primary'}
            disabled={busy || password === ''}
          >
            {enabled ? t('profile.twoFactor.turnOff') : t('profile.twoFactor.setUp')}
          </Button>
        </form>
      )}
    </Card>
  );
}
