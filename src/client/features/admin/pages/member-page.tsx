import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '#client/components/ui/alert';
import { buttonClasses } from '#client/components/ui/button';
import { ApiError, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useAdminMember } from '../api/members';
import { AdminSection } from '../components/admin-section';
import { ActionsSection } from '../components/member-actions-section';
import { MemberDialogs, type MemberAction } from '../components/member-dialogs';
import { planName, PlansSection } from '../components/member-plans-section';
import { ProfileSection } from '../components/member-profile-section';
import { SessionsSection } from '../components/member-sessions-section';

function BackLink() {
  const t = useT();
  return (
    <Link
      to="/admin-dashboard/members"
      className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mb-2 -ml-3' })}
    >
      <ArrowLeft className="size-4" aria-hidden />
      {t('admin.member.back')}
    </Link>
  );
}

/** One member: what they have, and what an administrator can do about it. */
export function Component() {
  const t = useT();
  const shown = useShownText();
  const { userId = '' } = useParams();
  const member = useAdminMember(userId);
  const [dialog, setDialog] = useState<MemberAction | null>(null);

  if (member.isPending) {
    return (
      <AdminSection title={t('admin.member.title')}>
        <BackLink />
        <p role="status" className="text-muted-foreground py-10 text-center text-sm">
          {t('admin.list.loading')}
        </p>
      </AdminSection>
    );
  }
  if (member.error || !member.data) {
    const missing = member.error instanceof ApiError && member.error.status === 404;
    return (
      <AdminSection title={missing ? t('admin.member.missing.title') : t('admin.member.title')}>
        <BackLink />
        <Alert tone={missing ? 'info' : 'error'}>
          {missing
            ? t('admin.member.missing.text')
            : t('admin.member.loadFailed', {
                message: shown(errorMessage(member.error, t('admin.member.loadFailed.fallback'))),
              })}
        </Alert>
      </AdminSection>
    );
  }

  const detail = member.data;
  const { member: summary } = detail;
  const badges = [
    summary.role === 'admin' ? t('admin.member.role.admin') : null,
    summary.banned ? t('admin.members.banned') : null,
    summary.plan ? planName(t, summary.plan) : null,
    detail.access.hasAccess ? null : t('admin.members.filter.access.off'),
  ].filter(Boolean);

  return (
    <AdminSection
      title={summary.name || summary.email}
      description={
        <>
          {summary.email}
          {badges.length > 0 ? ` · ${badges.join(' · ')}` : ''}
        </>
      }
    >
      <BackLink />
      <div className="grid gap-6">
        <ProfileSection detail={detail} />
        <PlansSection detail={detail} />
        <SessionsSection detail={detail} onSignOut={() => setDialog('signOut')} />
        <ActionsSection detail={detail} onOpen={setDialog} />
      </div>
      <MemberDialogs detail={detail} open={dialog} onClose={() => setDialog(null)} />
    </AdminSection>
  );
}
