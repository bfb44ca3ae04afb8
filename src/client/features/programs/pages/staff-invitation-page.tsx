import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { programMessages, staffRoleLabels } from '#shared/programs';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { NotFoundPage } from '#client/components/status-pages';
import { errorMessage } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';
import { withRedirectTo } from '#client/lib/auth/guards';
import { longDate } from '#client/lib/format-date';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { isMissing } from '#client/lib/page-status';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { staffInvitationQueryOptions, useAcceptStaffInvitation } from '../api/programs';

export const handle: PageHandle = {
  prefetch: ({ queryClient, params }) =>
    prefetchSubject(queryClient, staffInvitationQueryOptions(params.token ?? '')),
};

const roleText = {
  admin: 'As an admin you edit the program page, its teams and its staff, and run the rosters.',
  coach:
    'As a coach you run the rosters of its teams: invite athletes, set their numbers and positions, and take them off a team.',
} as const;

/**
 * /staff-invitations/{token}: a member accepts an invitation to help run a program as an admin or
 * a coach (docs/product.md#programs), signed in with the address it was mailed to. Signed out,
 * they are sent to log in and come back here.
 */
export function Component() {
  const { token = '' } = useParams();
  const invitation = useQuery(staffInvitationQueryOptions(token));
  const accept = useAcceptStaffInvitation(token);
  const { user, loading } = useAuth();
  const location = useLocation();
  useDocumentTitle('Staff invitation');
  if (isMissing(invitation.error)) return <NotFoundPage />;
  const data = invitation.data;
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <div className="flex items-center gap-3">
        <span className="bg-primary/10 text-primary grid size-11 shrink-0 place-items-center rounded-full">
          <ShieldCheck className="size-5" aria-hidden />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Staff invitation</h1>
      </div>
      {invitation.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading the invitation...
        </p>
      ) : !data ? (
        <Alert tone="error" title="This invitation could not be loaded.">
          {errorMessage(invitation.error, 'Please try again in a moment.')}
        </Alert>
      ) : (
        <Card className="grid gap-4">
          <div>
            <p className="text-muted-foreground text-sm">You are invited to help run</p>
            <h2 className="text-2xl font-semibold">{data.program.name}</h2>
            <p className="text-muted-foreground">as {staffRoleLabels[data.role].toLowerCase()}</p>
          </div>
          {accept.data ? (
            <Alert tone="success" title={`You help run ${accept.data.program.name}.`}>
              <Link to="/programs" className="font-medium underline">
                Open My Program
              </Link>
            </Alert>
          ) : data.state === 'used' ? (
            <Alert tone="warning">{programMessages.staffInvitationUsed}</Alert>
          ) : data.state === 'expired' ? (
            <Alert tone="warning">{programMessages.staffInvitationExpired}</Alert>
          ) : loading ? (
            <p role="status" className="text-muted-foreground text-sm">
              Checking your session…
            </p>
          ) : !user ? (
            <div className="grid gap-3">
              <p className="text-sm">
                Log in with the address this invitation was sent to, then accept it here.
              </p>
              <div className="flex flex-wrap gap-2">
                <Link to={withRedirectTo('/login', here)} className={buttonClasses()}>
                  Log in
                </Link>
                <Link
                  to={withRedirectTo('/signup', here)}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  Create an account
                </Link>
              </div>
            </div>
          ) : (
            <div className="grid gap-3">
              <p className="text-muted-foreground text-sm">
                {roleText[data.role]} This invitation works once, with the account of the address it
                was sent to, until {longDate(data.expiresAt)}.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button disabled={accept.isPending} onClick={() => accept.mutate()}>
                  Accept
                </Button>
              </div>
              {accept.error ? (
                <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                  {errorMessage(accept.error, 'That did not work. Please try again.')}
                </p>
              ) : null}
            </div>
          )}
        </Card>
      )}
    </div>
  );
}
