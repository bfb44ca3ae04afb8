import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';
import { deleteAccount, revokeOtherSessions } from '../api/auth-requests';
import { CurrentPasswordField } from './current-password-field';

const CONFIRMATION = 'DELETE';

export function SessionsCard() {
  const [busy, setBusy] = useState(false);
  return (
    <Card>
      <h2 className="text-lg font-semibold">Devices</h2>
      <p className="text-muted-foreground mt-1 text-sm">
        Signed in on a shared or lost device? Sign it out; this device stays signed in.
      </p>
      <Button
        variant="secondary"
        className="mt-4"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await revokeOtherSessions();
            toast.success('Signed out of all other devices');
          } catch (error) {
            toast.error('Error', {
              description: errorMessage(error, 'The other devices could not be signed out.'),
            });
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? 'Signing out...' : 'Sign out of all other devices'}
      </Button>
    </Card>
  );
}

export function DeleteAccountCard() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <Card className="border-red-300 dark:border-red-900">
      <h2 className="text-lg font-semibold text-red-700 dark:text-red-400">Delete account</h2>
      <p className="text-muted-foreground mt-1 text-sm">
        This removes your account, your athlete profile and everything tied to them. It cannot be
        undone.
      </p>
      <p className="text-muted-foreground mt-2 text-sm">
        Your photos and videos, your newsletter sign-up and the messages you sent us are deleted
        too. Reports you filed stay with our safety team, without your account or email address.
      </p>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          setError(undefined);
          try {
            await deleteAccount(password);
            await refresh();
            toast.success('Your account was deleted');
            navigate('/', { replace: true });
          } catch (failure) {
            setError(errorMessage(failure, 'The account could not be deleted.'));
          } finally {
            setBusy(false);
          }
        }}
      >
        <FormField label={`Type ${CONFIRMATION} to confirm`}>
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
            {busy ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
