import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth/auth-provider';
import { cn } from '#client/lib/cn';
import { accountQueryOptions } from '#client/features/accounts/api/get-account';
import { accountItemsFor, signedOutItems } from './nav-items';
import { useLogOut } from './use-log-out';
import { useT } from '#client/lib/i18n/i18n';

// Signed-in members only: its code (and the messages' calls) never loads for a visitor.
const MessagesLink = lazy(() => import('./messages-link'));

/** Log In / Sign Up, or Messages / My Profile / Log Out once signed in. */
export function AccountLinks({
  size = 'sm',
  className,
  onNavigate,
}: {
  size?: 'sm' | 'md';
  className?: string;
  onNavigate?: () => void;
}) {
  const { user, loading } = useAuth();
  const logOut = useLogOut();
  const t = useT();
  // Staff of a program (any kind of account) are told by GET /api/me; organizations need not ask.
  const account = useQuery({
    ...accountQueryOptions(),
    enabled: Boolean(user) && user?.userType !== 'organization',
  });
  const runsProgram = Boolean(account.data?.programRole);
  if (loading) return <div className={cn('h-9 w-40', className)} aria-hidden />;

  if (!user) {
    return (
      <div className={cn('flex items-center gap-2', className)}>
        {signedOutItems.map((item, index) => (
          <Link
            key={item.to}
            to={item.to}
            onClick={onNavigate}
            className={buttonClasses({ variant: index === 0 ? 'secondary' : 'primary', size })}
          >
            {t(item.label)}
          </Link>
        ))}
      </div>
    );
  }
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Suspense fallback={null}>
        <MessagesLink size={size} onNavigate={onNavigate} />
      </Suspense>
      {accountItemsFor(user.userType, runsProgram).map((item) => (
        <Link
          key={item.to}
          to={item.to}
          onClick={onNavigate}
          className={buttonClasses({ variant: 'secondary', size })}
        >
          {t(item.label)}
        </Link>
      ))}
      <button
        type="button"
        className={buttonClasses({ variant: 'ghost', size })}
        onClick={() => {
          onNavigate?.();
          void logOut();
        }}
      >
        {t('app.nav.logOut')}
      </button>
    </div>
  );
}
