import { Loader2, Wallet } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { usePi } from '#client/lib/pi/use-pi';
import { usePiSignIn } from '#client/lib/pi/use-pi-sign-in';
import { useT } from '#client/lib/i18n/i18n';

/**
 * Login's wallet button (docs/product.md#pi-sign-in): shown only once the Pi SDK is loaded. It
 * signs in to the account linked to the Pi wallet (made on first use), then hands over its address,
 * as the email field shows it.
 */
export function PiSignInButton({
  onSignedIn,
}: {
  onSignedIn: (account: { email: string; username: string }) => Promise<void> | void;
}) {
  const t = useT();
  const { sdk, state, mode } = usePi();
  const { signIn: signInWithPi, busy } = usePiSignIn(sdk);
  const ready = sdk !== null && state.status === 'initialized';
  // With the simulator the button is sure to come: its place is kept, so nothing moves then.
  const expected = mode === 'simulator' && state.status !== 'error';
  if (!ready && !expected) return null;

  async function signIn() {
    // null: it failed (the hook told why), or the account asks for its two-step code first.
    const answer = await signInWithPi();
    if (answer && !answer.twoFactorRedirect) {
      await onSignedIn({ email: answer.user.email, username: answer.username });
    }
  }

  return (
    <div
      className={cn('grid gap-3', !ready && 'invisible')}
      aria-hidden={!ready || undefined}
      inert={!ready || undefined}
    >
      <div className="text-muted-foreground flex items-center gap-3 text-xs uppercase">
        <span className="bg-border h-px flex-1" aria-hidden />
        {t('accounts.pi.or')}
        <span className="bg-border h-px flex-1" aria-hidden />
      </div>
      <Button
        type="button"
        variant="secondary"
        size="lg"
        disabled={busy || !ready}
        aria-busy={busy || undefined}
        onClick={() => void signIn()}
      >
        {busy ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <Wallet className="size-4" aria-hidden />
        )}
        {t('accounts.pi.signIn')}
      </Button>
      {mode === 'simulator' ? (
        <p className="text-muted-foreground text-center text-xs">{t('accounts.pi.testMode')}</p>
      ) : null}
    </div>
  );
}
