import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { programMessages } from '#shared/programs';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { invitationQueryOptions, useAnswerInvitation } from '../api/programs';
import { InvitationShell, SignedInToAnswer } from '../components/invitation-shell';
import { useProgramFormats } from '../components/use-program-formats';

export const handle: PageHandle = {
  prefetch: ({ queryClient, params }) =>
    prefetchSubject(queryClient, invitationQueryOptions(params.token ?? '')),
};

/**
 * /invitations/{token}: an athlete accepts or declines an invitation to a team, or a join link
 * (docs/product.md#programs). Signed out, they are sent to log in and come back here.
 */
export function Component() {
  const t = useT();
  const shown = useShownText();
  const { longDate, sport } = useProgramFormats();
  const { token = '' } = useParams();
  const invitation = useQuery(invitationQueryOptions(token));
  const answer = useAnswerInvitation(token);
  return (
    <InvitationShell
      icon={<Users className="size-5" aria-hidden />}
      title={t('programs.invitation.title')}
      invitation={invitation}
    >
      {(data) => (
        <>
          <div>
            <p className="text-muted-foreground text-sm">
              {t('programs.invitation.invites', { program: data.program.name })}
            </p>
            <h2 className="text-2xl font-semibold">{data.team.name}</h2>
            <p className="text-muted-foreground">
              {t('programs.team.summary', {
                sport: sport(data.team.sport),
                level: data.team.level,
                season: data.team.season,
              })}
            </p>
          </div>
          {answer.data ? (
            <Answered
              status={answer.data.status}
              href={`/org/${answer.data.programSlug}/teams/${answer.data.team.id}`}
            />
          ) : data.state === 'used' ? (
            <Alert tone="warning">{shown(programMessages.invitationUsed)}</Alert>
          ) : data.state === 'expired' ? (
            <Alert tone="warning">{shown(programMessages.invitationExpired)}</Alert>
          ) : (
            <SignedInToAnswer
              prompt={t('programs.invitation.prompt')}
              signup={{ to: '/signup/player', label: t('programs.invitation.signup') }}
            >
              <div className="grid gap-3">
                <p className="text-muted-foreground text-sm">
                  {data.kind === 'email'
                    ? t('programs.invitation.once')
                    : t('programs.invitation.link')}{' '}
                  {t('programs.invitation.expires', { date: longDate(data.expiresAt) })}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
                    {t('programs.invitation.accept')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={answer.isPending}
                    onClick={() => answer.mutate('decline')}
                  >
                    {t('programs.invitation.decline')}
                  </Button>
                </div>
                {answer.error ? (
                  <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                    {shown(errorMessage(answer.error, t('programs.didNotWork')))}
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
  const t = useT();
  if (status === 'left') {
    return <Alert tone="info">{t('programs.invitation.declined')}</Alert>;
  }
  return (
    <Alert
      tone="success"
      title={
        status === 'active' ? t('programs.invitation.onTeam') : t('programs.invitation.almostThere')
      }
    >
      {status === 'active'
        ? t('programs.invitation.onTeamText')
        : t('programs.invitation.guardianText')}{' '}
      <Link to={href} className="font-medium underline">
        {t('programs.invitation.openTeam')}
      </Link>
    </Alert>
  );
}
