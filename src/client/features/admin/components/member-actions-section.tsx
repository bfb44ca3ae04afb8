import type { ReactNode } from 'react';
import type { MemberDetail } from '#shared/schemas/admin-members';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Switch } from '#client/components/ui/switch';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import { useSetMemberAccess } from '../api/members';
import { useAdminFormats } from './admin-formats';
import type { MemberAction } from './member-dialogs';
import { SectionCard } from './member-section-card';

/** One action: what it does, and its button. */
function ActionRow({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="border-border flex flex-wrap items-center justify-between gap-3 border-t py-4 first:border-t-0 first:pt-0">
      <div className="min-w-0 flex-1 basis-64">
        <p className="text-sm font-medium">{title}</p>
        <p className="text-muted-foreground text-sm">{text}</p>
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** Training access, and what an administrator can do to the account: each opens its dialog. */
export function ActionsSection({
  detail,
  onOpen,
}: {
  detail: MemberDetail;
  onOpen: (action: MemberAction) => void;
}) {
  const t = useT();
  const shown = useShownText();
  const formats = useAdminFormats();
  const { member, self } = detail;
  const setAccess = useSetMemberAccess(member.id);
  const isAdmin = member.role === 'admin';
  return (
    <SectionCard id="member-actions" title={t('admin.member.actions.title')}>
      {self ? (
        <Alert tone="info" className="mb-4">
          {t('admin.member.actions.self')}
        </Alert>
      ) : null}
      <div className="pb-4">
        <Switch
          id="member-training-access"
          label={t('admin.member.access.label')}
          description={t('admin.member.access.description')}
          checked={detail.access.hasAccess}
          disabled={setAccess.isPending}
          onChange={(hasAccess) =>
            setAccess.mutate(hasAccess, {
              onSuccess: () =>
                toast.success(
                  hasAccess ? t('admin.member.access.on') : t('admin.member.access.off'),
                ),
              onError: (error) =>
                toast.error(shown(errorMessage(error, t('admin.member.access.failed')))),
            })
          }
        />
        {detail.access.updatedAt ? (
          <p className="text-muted-foreground mt-1 text-xs">
            {detail.access.updatedBy
              ? t('admin.member.access.switchedBy', {
                  date: formats.dateTime(detail.access.updatedAt),
                  by: detail.access.updatedBy,
                })
              : t('admin.member.access.switched', {
                  date: formats.dateTime(detail.access.updatedAt),
                })}
          </p>
        ) : null}
      </div>
      <div>
        <ActionRow
          title={member.banned ? t('admin.members.banned') : t('admin.member.ban')}
          text={member.banned ? t('admin.member.ban.lift') : t('admin.member.ban.text')}
        >
          {member.banned ? (
            <Button variant="secondary" onClick={() => onOpen('unban')}>
              {t('admin.member.unban')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => onOpen('ban')} disabled={self}>
              {t('admin.member.ban')}
            </Button>
          )}
        </ActionRow>
        <ActionRow
          title={t('admin.member.role.admin')}
          text={isAdmin ? t('admin.member.role.isAdmin') : t('admin.member.role.notAdmin')}
        >
          <Button variant="secondary" onClick={() => onOpen('role')} disabled={self}>
            {isAdmin ? t('admin.member.role.remove') : t('admin.member.role.make')}
          </Button>
        </ActionRow>
        <ActionRow
          title={t('admin.member.profile.twoFactor')}
          text={
            detail.twoFactorEnabled
              ? t('admin.member.twoFactor.text')
              : t('admin.member.twoFactor.none')
          }
        >
          <Button
            variant="secondary"
            onClick={() => onOpen('reset')}
            disabled={self || !detail.twoFactorEnabled}
          >
            {t('admin.member.twoFactor.reset')}
          </Button>
        </ActionRow>
        <ActionRow title={t('admin.member.delete')} text={t('admin.member.delete.text')}>
          <Button
            variant="plain"
            className="border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40"
            onClick={() => onOpen('delete')}
            disabled={self}
          >
            {t('admin.member.delete')}
          </Button>
        </ActionRow>
      </div>
    </SectionCard>
  );
}
