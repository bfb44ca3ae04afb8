import type { ReactNode } from 'react';
import type { MemberDetail } from '#shared/schemas/admin-members';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Switch } from '#client/components/ui/switch';
import { errorMessage } from '#client/lib/api';
import { shortDateTime } from '#client/lib/format-date';
import { toast } from '#client/lib/toast';
import { useSetMemberAccess } from '../api/members';
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
  const { member, self } = detail;
  const setAccess = useSetMemberAccess(member.id);
  const isAdmin = member.role === 'admin';
  return (
    <SectionCard id="member-actions" title="Actions">
      {self ? (
        <Alert tone="info" className="mb-4">
          This is your own account. Another administrator can ban, demote, sign out or delete it.
        </Alert>
      ) : null}
      <div className="pb-4">
        <Switch
          id="member-training-access"
          label="Training access"
          description="Off: the member cannot watch any training video, whatever their plan."
          checked={detail.access.hasAccess}
          disabled={setAccess.isPending}
          onChange={(hasAccess) =>
            setAccess.mutate(hasAccess, {
              onSuccess: () =>
                toast.success(hasAccess ? 'Training access is on' : 'Training access is off'),
              onError: (error) =>
                toast.error(errorMessage(error, 'Access was not changed. Please try again.')),
            })
          }
        />
        {detail.access.updatedAt ? (
          <p className="text-muted-foreground mt-1 text-xs">
            Last switched {shortDateTime(detail.access.updatedAt)}
            {detail.access.updatedBy ? ` by ${detail.access.updatedBy}` : ''}.
          </p>
        ) : null}
      </div>
      <div>
        <ActionRow
          title={member.banned ? 'Banned' : 'Ban'}
          text={
            member.banned
              ? 'Lifting the ban lets them sign in again.'
              : 'Signs them out everywhere and keeps them from signing in.'
          }
        >
          {member.banned ? (
            <Button variant="secondary" onClick={() => onOpen('unban')}>
              Unban
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => onOpen('ban')} disabled={self}>
              Ban
            </Button>
          )}
        </ActionRow>
        <ActionRow
          title="Administrator"
          text={
            isAdmin
              ? 'They can open this dashboard and act on every member.'
              : 'Administrators can open this dashboard and act on every member.'
          }
        >
          <Button variant="secondary" onClick={() => onOpen('role')} disabled={self}>
            {isAdmin ? 'Remove admin' : 'Make admin'}
          </Button>
        </ActionRow>
        <ActionRow
          title="Two-step sign-in"
          text={
            detail.twoFactorEnabled
              ? 'For a member who lost their authenticator: turns it off, and they sign in with their password.'
              : 'This member does not use two-step sign-in.'
          }
        >
          <Button
            variant="secondary"
            onClick={() => onOpen('reset')}
            disabled={self || !detail.twoFactorEnabled}
          >
            Reset two-step sign-in
          </Button>
        </ActionRow>
        <ActionRow
          title="Delete account"
          text="Deletes the account with its athlete profile, photo and videos. This cannot be undone."
        >
          <Button
            variant="plain"
            className="border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40"
            onClick={() => onOpen('delete')}
            disabled={self}
          >
            Delete account
          </Button>
        </ActionRow>
      </div>
    </SectionCard>
  );
}
