import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { programMessages, staffRoleLabels } from '#shared/programs';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { longDate } from '#client/lib/format-date';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { staffInvitationQueryOptions, useAcceptStaffInvitation } from '../api/programs';
import { InvitationShell, SignedInToAnswer } from '../components/invitation-shell';

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
  return (
    <InvitationShell
      icon={<ShieldCheck className="size-5" aria-hidden />}
      title="Staff invitation"
      invitation={invitation}
    >
      {(data) => (
        <>
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
          ) : (
            <SignedInToAnswer
              prompt="Log in with the address this invitation was sent to, then accept it here."
              signup={{ to: '/signup', label: 'Create an account' }}
            >
              <div className="grid gap-3">
                <p className="text-muted-foreground text-sm">
                  {roleText[data.role]} This invitation works once, with the account of the address
                  it was sent to, until {longDate(data.expiresAt)}.
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
            </SignedInToAnswer>
          )}
        </>
      )}
    </InvitationShell>
  );
}
