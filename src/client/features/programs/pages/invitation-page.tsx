import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { programMessages } from '#shared/programs';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { longDate } from '#client/lib/format-date';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { invitationQueryOptions, useAnswerInvitation } from '../api/programs';
import { InvitationShell, SignedInToAnswer } from '../components/invitation-shell';

export const handle: PageHandle = {
  prefetch: ({ queryClient, params }) =>
    prefetchSubject(queryClient, invitationQueryOptions(params.token ?? '')),
};

/**
 * /invitations/{token}: an athlete accepts or declines an invitation to a team, or a join link
 * (docs/product.md#programs). Signed out, they are sent to log in and come back here.
 */
export function Component() {
  const { token = '' } = useParams();
  const invitation = useQuery(invitationQueryOptions(token));
  const answer = useAnswerInvitation(token);
  return (
    <InvitationShell
      icon={<Users className="size-5" aria-hidden />}
      title="Team invitation"
      invitation={invitation}
    >
      {(data) => (
        <>
          <div>
            <p className="text-muted-foreground text-sm">{data.program.name} invites you to join</p>
            <h2 className="text-2xl font-semibold">{data.team.name}</h2>
            <p className="text-muted-foreground">
              {data.team.sport} · {data.team.level} · {data.team.season} season
            </p>
          </div>
          {answer.data ? (
            <Answered
              status={answer.data.status}
              href={`/org/${answer.data.programSlug}/teams/${answer.data.team.id}`}
            />
          ) : data.state === 'used' ? (
            <Alert tone="warning">{programMessages.invitationUsed}</Alert>
          ) : data.state === 'expired' ? (
            <Alert tone="warning">{programMessages.invitationExpired}</Alert>
          ) : (
            <SignedInToAnswer
              prompt="Log in with your athlete account to answer."
              signup={{ to: '/signup/player', label: 'Create an athlete account' }}
            >
              <div className="grid gap-3">
                <p className="text-muted-foreground text-sm">
                  {data.kind === 'email'
                    ? 'This invitation works once.'
                    : 'Anyone with an athlete account can use this link.'}{' '}
                  It expires on {longDate(data.expiresAt)}. If you are under 18, your parent or
                  guardian approves before you appear on the roster, and your privacy settings still
                  decide who sees you there.
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
                    Accept
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate('decline')}
                  >
                    Decline
                  </Button>
                </div>
                {answer.error ? (
                  <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                    {errorMessage(answer.error, 'That did not work. Please try again.')}
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

function Answered({ status, href }: { status: string; href: string }) {
  if (status === 'left') {
    return <Alert tone="info">You declined the invitation.</Alert>;
  }
  return (
    <Alert tone="success" title={status === 'active' ? 'You are on the team.' : 'Almost there.'}>
      {status === 'active'
        ? 'You appear on the roster to everyone your privacy settings allow.'
        : 'We asked your parent or guardian to approve. You join the roster once they do.'}{' '}
      <Link to={href} className="font-medium underline">
        Open the team page
      </Link>
    </Alert>
  );
}
