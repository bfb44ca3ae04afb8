import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { programMessages } from '#shared/programs';
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
import { invitationQueryOptions, useAnswerInvitation } from '../api/programs';

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
  const { user, loading } = useAuth();
  const location = useLocation();
  useDocumentTitle('Team invitation');
  if (isMissing(invitation.error)) return <NotFoundPage />;
  const data = invitation.data;
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <div className="flex items-center gap-3">
        <span className="bg-primary/10 text-primary grid size-11 shrink-0 place-items-center rounded-full">
          <Users className="size-5" aria-hidden />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Team invitation</h1>
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
          ) : loading ? (
            <p role="status" className="text-muted-foreground text-sm">
              Checking your session…
            </p>
          ) : !user ? (
            <div className="grid gap-3">
              <p className="text-sm">Log in with your athlete account to answer.</p>
              <div className="flex flex-wrap gap-2">
                <Link to={withRedirectTo('/login', here)} className={buttonClasses()}>
                  Log in
                </Link>
                <Link
                  to={withRedirectTo('/signup/player', here)}
                  className={buttonClasses({ variant: 'secondary' })}
                >
                  Create an athlete account
                </Link>
              </div>
            </div>
          ) : (
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
          )}
        </Card>
      )}
    </div>
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
