import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { programMessages, type StaffRole } from '#shared/programs';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { staffInvitationQueryOptions, useAcceptStaffInvitation } from '../api/programs';
import { InvitationShell, SignedInToAnswer } from '../components/invitation-shell';
import { useProgramFormats } from '../components/use-program-formats';

export const handle: PageHandle = {
  prefetch: ({ queryClient, params }) =>
    prefetchSubject(queryClient, staffInvitationQueryOptions(params.token ?? '')),
};

const roleText = {
  admin: 'programs.staffInvitation.adminText',
  coach: 'programs.staffInvitation.coachText',
} as const satisfies Record<StaffRole, MessageId>;

/**
 * /staff-invitations/{token}: a member accepts an invitation to help run a program as an admin or
 * a coach (docs/product.md#programs), signed in with the address it was mailed to. Signed out,
 * they are sent to log in and come back here.
 */
export function Component() {
  const t = useT();
  const shown = useShownText();
  const { longDate } = useProgramFormats();
  const { token = '' } = useParams();
  const invitation = useQuery(staffInvitationQueryOptions(token));
  const accept = useAcceptStaffInvitation(token);
  return (
    <InvitationShell
      icon={<ShieldCheck className="size-5" aria-hidden />}
      title={t('programs.staffInvitation.title')}
      invitation={invitation}
    >
      {(data) => (
        <>
          <div>
            <p className="text-muted-foreground text-sm">{t('programs.staffInvitation.invited')}</p>
            <h2 className="text-2xl font-semibold">{data.program.name}</h2>
            <p className="text-muted-foreground">
              {t('programs.staffInvitation.asRole', { role: data.role })}
            </p>
          </div>
          {accept.data ? (
            <Alert
              tone="success"
              title={t('programs.staffInvitation.accepted', { program: accept.data.program.name })}
            >
              <Link to="/programs" className="font-medium underline">
                {t('programs.staffInvitation.openMyProgram')}
              </Link>
            </Alert>
          ) : data.state === 'used' ? (
            <Alert tone="warning">{shown(programMessages.staffInvitationUsed)}</Alert>
          ) : data.state === 'expired' ? (
            <Alert tone="warning">{shown(programMessages.staffInvitationExpired)}</Alert>
          ) : (
            <SignedInToAnswer
              prompt={t('programs.staffInvitation.prompt')}
              signup={{ to: '/signup', label: t('programs.staffInvitation.signup') }}
            >
              <div className="grid gap-3">
                <p className="text-muted-foreground text-sm">
                  {t(roleText[data.role])}{' '}
                  {t('programs.staffInvitation.once', { date: longDate(data.expiresAt) })}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button disabled={accept.isPending} onClick={() => accept.mutate()}>
                    {t('programs.invitation.accept')}
                  </Button>
                </div>
                {accept.error ? (
                  <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                    {shown(errorMessage(accept.error, t('programs.didNotWork')))}
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
