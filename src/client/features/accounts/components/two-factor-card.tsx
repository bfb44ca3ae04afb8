import { useState } from 'react';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { disableTwoFactor, enableTwoFactor, verifyTotp } from '../api/auth-requests';
import { useRefreshAccount } from '../api/get-account';
import { CurrentPasswordField } from './current-password-field';

type Setup = { qr: string; secret: string; backupCodes: string[] };

/** Two-step sign-in with an authenticator app (TOTP): set up with a QR code, or remove. */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
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
      setError(errorMessage(failure, 'That did not work. Please try again.'));
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
      toast.success('Two-step sign-in is on');
    });

  const remove = () =>
    run(async () => {
      await disableTwoFactor(password);
      setPassword('');
      await refreshAccount();
      toast.success('Two-step sign-in is off');
    });

  return (
    <Card>
      <h2 className="text-lg font-semibold">Two-step sign-in</h2>
      <p className="text-muted-foreground mt-1 text-sm">
        {enabled
          ? 'On: signing in asks for a code from your authenticator app.'
          : 'Add a code from an authenticator app to your password, so a stolen password is not enough.'}
      </p>

      {setup ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-[auto_1fr]">
          <img
            src={setup.qr}
            alt="QR code to scan with your authenticator app"
            width={200}
            height={200}
            className="rounded-lg bg-white"
          />
          <div className="grid content-start gap-3 text-sm">
            <p>
              Scan the code with your authenticator app, or type this key:{' '}
              <code className="bg-muted rounded px-1.5 py-0.5 break-all">{setup.secret}</code>
            </p>
            <p className="font-medium">Backup codes (keep them somewhere safe; each works once):</p>
            <ul className="bg-muted grid grid-cols-2 gap-1 rounded-lg p-3 font-mono text-xs">
              {setup.backupCodes.map((backup) => (
                <li key={backup}>{backup}</li>
              ))}
            </ul>
            <FormField label="Code from the app" error={error}>
              <Input
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            </FormField>
            <div>
              <Button disabled={busy || code.trim().length !== 6} onClick={confirm}>
                {busy ? 'Checking...' : 'Turn on two-step sign-in'}
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
            {enabled ? 'Turn off' : 'Set up'}
          </Button>
        </form>
      )}
    </Card>
  );
}
