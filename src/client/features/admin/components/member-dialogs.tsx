import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BAN_REASON_MAX, BAN_REASON_MIN, memberMessages } from '#shared/admin-members';
import type { MemberDetail } from '#shared/schemas/admin-members';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { dateInputValue } from '#client/lib/format-date';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import {
  useBanMember,
  useDeleteMember,
  useResetTwoFactor,
  useSetMemberRole,
  useSignOutEverywhere,
  useUnbanMember,
} from '../api/members';
import { RichMessage } from '#client/components/rich-message';
import { FormError } from './form-error';

/** What an administrator can do to a member, each confirmed in its dialog. */
export type MemberAction = 'ban' | 'unban' | 'role' | 'reset' | 'signOut' | 'delete';

/** The server's message for a field, if it named one. */
const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError ? error.fieldErrors[field]?.[0] : undefined;

/**
 * "Are you sure?" for one action on a member: what it does, and the button that does it. The
 * dialog stays open with the server's message when the action is refused.
 */
export function ConfirmActionDialog({
  title,
  description,
  confirm,
  destructive,
  onConfirm,
  onClose,
}: {
  title: string;
  description: ReactNode;
  confirm: string;
  destructive?: boolean;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t('admin.member.dialog.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      description={description}
    >
      <form onSubmit={onSubmit} className="grid gap-4">
        <FormError message={failure} />
        <DialogButtons submit={confirm} busy={busy} destructive={destructive} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

/** The end of a chosen day, in the administrator's time zone, as the server takes it. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/** A ban: the reason (kept in the audit log) and, if chosen, the last day it lasts. */
export function BanMemberDialog({
  memberName,
  onBan,
  onClose,
}: {
  memberName: string;
  onBan: (input: { reason: string; expiresAt?: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useT();
  const shown = useShownText();
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; until?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const today = dateInputValue(new Date());

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const trimmed = reason.trim();
    if (trimmed.length < BAN_REASON_MIN) found.reason = memberMessages.banReasonShort;
    if (until && until < today) found.until = memberMessages.banEndPast;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onBan({ reason: trimmed, ...(until ? { expiresAt: endOfDay(until) } : {}) });
      onClose();
    } catch (error) {
      const onReason = fieldError(error, 'reason');
      const onUntil = fieldError(error, 'expiresAt');
      setErrors({
        reason: onReason,
        until: onUntil,
        form:
          onReason || onUntil ? undefined : errorMessage(error, t('admin.member.banDialog.failed')),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('admin.member.banDialog.title', { name: memberName })}
      description={t('admin.member.banDialog.description')}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          label={t('admin.member.banDialog.reason')}
          error={errors.reason && shown(errors.reason)}
          hint={t('admin.member.banDialog.reason.hint')}
        >
          <Input
            value={reason}
            maxLength={BAN_REASON_MAX}
            disabled={busy}
            autoComplete="off"
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
        <FormField
          label={t('admin.member.banDialog.until')}
          error={errors.until && shown(errors.until)}
          hint={t('admin.member.banDialog.until.hint')}
        >
          <Input
            type="date"
            value={until}
            min={today}
            disabled={busy}
            onChange={(event) => setUntil(event.target.value)}
          />
        </FormField>
        <FormError message={errors.form} />
        <DialogButtons
          submit={t('admin.member.banDialog.submit')}
          busy={busy}
          destructive
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

/**
 * The deletion of an account, confirmed by typing its email address: the button stays off until
 * the address typed is the member's.
 */
export function DeleteMemberDialog({
  email,
  onDelete,
  onClose,
}: {
  email: string;
  onDelete: (confirmEmail: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const t = useT();
  const shown = useShownText();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<{ field?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setFailure({ field: memberMessages.confirmEmailWrong });
      return;
    }
    setBusy(true);
    try {
      await onDelete(typed.trim());
      onClose();
    } catch (error) {
      const onField = fieldError(error, 'confirmEmail');
      setFailure(
        onField
          ? { field: onField }
          : { form: errorMessage(error, t('admin.member.deleteDialog.failed')) },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('admin.member.deleteDialog.title')}
      description={
        <RichMessage
          id="admin.member.deleteDialog.description"
          parts={{ email: <strong className="text-foreground break-all">{email}</strong> }}
        />
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          label={t('admin.member.deleteDialog.email')}
          error={failure.field && shown(failure.field)}
        >
          <Input
            type="email"
            value={typed}
            disabled={busy}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
        <FormError message={failure.form} />
        <DialogButtons
          submit={t('admin.member.delete')}
          busy={busy}
          destructive
          disabled={!matches}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

/** Runs an action with a toast on success; a failure's message stays with the dialog. */
async function withToast<T>(action: Promise<T>, success: string): Promise<T> {
  const result = await action;
  toast.success(success);
  return result;
}

/** The member page's dialog that is open, if any, wired to its action. */
export function MemberDialogs({
  detail,
  open,
  onClose,
}: {
  detail: MemberDetail;
  open: MemberAction | null;
  onClose: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { member } = detail;
  const ban = useBanMember(member.id);
  const unban = useUnbanMember(member.id);
  const setRole = useSetMemberRole(member.id);
  const resetTwoFactor = useResetTwoFactor(member.id);
  const signOut = useSignOutEverywhere(member.id);
  const remove = useDeleteMember(member.id);
  const name = member.name || member.email;
  const isAdmin = member.role === 'admin';

  switch (open) {
    case 'ban':
      return (
        <BanMemberDialog
          memberName={name}
          onClose={onClose}
          onBan={(input) =>
            withToast(ban.mutateAsync(input), t('admin.member.toast.banned', { name }))
          }
        />
      );
    case 'unban':
      return (
        <ConfirmActionDialog
          title={t('admin.member.unbanDialog.title', { name })}
          description={t('admin.member.unbanDialog.description')}
          confirm={t('admin.member.unban')}
          onClose={onClose}
          onConfirm={() =>
            withToast(unban.mutateAsync(), t('admin.member.toast.unbanned', { name }))
          }
        />
      );
    case 'role':
      return (
        <ConfirmActionDialog
          title={
            isAdmin
              ? t('admin.member.roleDialog.removeTitle', { name })
              : t('admin.member.roleDialog.makeTitle', { name })
          }
          description={
            isAdmin
              ? t('admin.member.roleDialog.removeText')
              : t('admin.member.roleDialog.makeText')
          }
          confirm={isAdmin ? t('admin.member.role.remove') : t('admin.member.role.make')}
          destructive={isAdmin}
          onClose={onClose}
          onConfirm={() =>
            withToast(
              setRole.mutateAsync(isAdmin ? 'user' : 'admin'),
              isAdmin
                ? t('admin.member.toast.removedAdmin', { name })
                : t('admin.member.toast.madeAdmin', { name }),
            )
          }
        />
      );
    case 'reset':
      return (
        <ConfirmActionDialog
          title={t('admin.member.twoFactor.reset')}
          description={t('admin.member.resetDialog.description')}
          confirm={t('admin.member.twoFactor.reset')}
          destructive
          onClose={onClose}
          onConfirm={() =>
            withToast(resetTwoFactor.mutateAsync(), t('admin.member.toast.twoFactorReset'))
          }
        />
      );
    case 'signOut':
      return (
        <ConfirmActionDialog
          title={t('admin.member.signOutEverywhere')}
          description={t('admin.member.signOutDialog.description')}
          confirm={t('admin.member.signOutEverywhere')}
          destructive
          onClose={onClose}
          onConfirm={() =>
            withToast(signOut.mutateAsync(), t('admin.member.toast.signedOut', { name }))
          }
        />
      );
    case 'delete':
      return (
        <DeleteMemberDialog
          email={member.email}
          onClose={onClose}
          onDelete={async (confirmEmail) => {
            await withToast(
              remove.mutateAsync(confirmEmail),
              t('admin.member.toast.deleted', { email: member.email }),
            );
            void navigate('/admin-dashboard/members', { replace: true });
          }}
        />
      );
    default:
      return null;
  }
}
