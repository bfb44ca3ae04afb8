import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '#client/components/ui/alert';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { NotFoundPage } from '#client/components/status-pages';
import { errorMessage } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';
import { withRedirectTo } from '#client/lib/auth/guards';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { isMissing } from '#client/lib/page-status';
import { useDocumentTitle } from '#client/lib/use-document-title';

/**
 * The page an invitation's link opens (a team's, a program staff's): its title, the invitation
 * loading, not found (404) or failing to load, and once loaded its card with `children`.
 */
export function InvitationShell<T>({
  icon,
  title,
  invitation,
  children,
}: {
  icon: ReactNode;
  title: string;
  invitation: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  const shown = useShownText();
  useDocumentTitle(title);
  if (isMissing(invitation.error)) return <NotFoundPage />;
  const data = invitation.data;
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <div className="flex items-center gap-3">
        <span className="bg-primary/10 text-primary grid size-11 shrink-0 place-items-center rounded-full">
          {icon}
        </span>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      </div>
      {invitation.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('programs.invitation.loading')}
        </p>
      ) : data === undefined ? (
        <Alert tone="error" title={t('programs.invitation.failed')}>
          {shown(errorMessage(invitation.error, t('programs.tryAgainLater')))}
        </Alert>
      ) : (
        <Card className="grid gap-4">{children(data)}</Card>
      )}
    </div>
  );
}

/**
 * What answers an open invitation: while the session is checked a status, signed out `prompt`
 * with Log in and `signup` (both come back to this page), signed in `children`.
 */
export function SignedInToAnswer({
  prompt,
  signup,
  children,
}: {
  prompt: string;
  signup: { to: string; label: string };
  children: ReactNode;
}) {
  const t = useT();
  const { user, loading } = useAuth();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (loading) {
    return (
      <p role="status" className="text-muted-foreground text-sm">
        {t('programs.invitation.checkingSession')}
      </p>
    );
  }
  if (user) return <>{children}</>;
  return (
    <div className="grid gap-3">
      <p className="text-sm">{prompt}</p>
      <div className="flex flex-wrap gap-2">
        <Link to={withRedirectTo('/login', here)} className={buttonClasses()}>
          {t('programs.invitation.logIn')}
        </Link>
        <Link
          to={withRedirectTo(signup.to, here)}
          className={buttonClasses({ variant: 'secondary' })}
        >
          {signup.label}
        </Link>
      </div>
    </div>
  );
}
