import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { useShownText, useT } from '#client/lib/i18n/i18n';

/**
 * Why a level is locked (the server's words, docs/product.md#training-access) and the way to unlock
 * it.
 */
export function LockedLevelAlert({
  message,
  signedIn,
  accessDisabled,
}: {
  message: string;
  signedIn: boolean;
  accessDisabled: boolean;
}) {
  const t = useT();
  const shown = useShownText();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <Lock className="size-5 shrink-0" aria-hidden />
      <p className="flex-1 text-sm font-medium">{shown(message)}</p>
      {accessDisabled ? (
        <Link to="/contact" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('training.locked.contactSupport')}
        </Link>
      ) : signedIn ? (
        <Link to="/pricing" className={buttonClasses({ size: 'sm' })}>
          {t('training.viewPlans')}
        </Link>
      ) : (
        <Link to="/signup" className={buttonClasses({ size: 'sm' })}>
          {t('training.locked.signUp')}
        </Link>
      )}
    </div>
  );
}
