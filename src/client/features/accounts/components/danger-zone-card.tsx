import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { deleteAccount, revokeOtherSessions } from '../api/auth-requests';
import { CurrentPasswordField } from './current-password-field';

const CONFIRMATION = 'DELETE';

export function SessionsCard() {
  const t = useT();
  const shown = useShownText();
  const [busy, setBusy] = useState(false);
  return (
    <Card>
      <h2 className="text-lg font-semibold">{t('profile.sessions.title')}</h2>
      <p className="text-muted-foreground mt-1 text-sm">{t('profile.sessions.text')}</p>
      <Button
        variant="secondary"
        className="mt-4"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await revokeOtherSessions();
            toast.success(t('profile.sessions.done'));
          } catch (error) {
            toast.error(t('accounts.error'), {
              description: shown(errorMessage(error, t('profile.sessions.failed'))),
            });
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? t('profile.sessions.busy') : t('profile.sessions.submit')}
      </Button>
    </Card>
  );
}

export function DeleteAccountCard() {
  const t = useT();
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <Card className="border-red-300 dark:border-red-900">
      <h2 className="text-lg font-semibold text-red-700 dark:text-red-400">
        {t('profile.delete.title')}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">{t('profile.delete.text')}</p>
      <p className="text-muted-foreground mt-2 text-sm">{t('profile.delete.more')}</p>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          setError(undefined);
          try {
            await deleteAccount(password);
            await refresh();
            toast.success(t('profile.delete.deleted'));
            navigate('/', { replace: true });
          } catch (failure) {
            setError(errorMessage(failure, t('profile.delete.failed')));
          } finally {
            setBusy(false);
          }
        }}
      >
        <FormField label={t('profile.delete.typeToConfirm', { word: CONFIRMATION })}>
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
          />
        </FormField>
        <CurrentPasswordField value={password} onChange={setPassword} error={error} />
        <div className="sm:col-span-2">
          <Button
            type="submit"
            variant="danger"
            disabled={busy || typed !== CONFIRMATION || password === ''}
          >
            {busy ? t('profile.delete.busy') : t('profile.delete.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
