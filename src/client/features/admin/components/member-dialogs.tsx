import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { BAN_REASON_MAX, BAN_REASON_MIN, memberMessages } from '#shared/admin-members';
import type { MemberDetail } from '#shared/schemas/admin-members';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { dateInputValue } from '#client/lib/format-date';
import { toast } from '#client/lib/toast';
import {
  useBanMember,
  useDeleteMember,
  useResetTwoFactor,
  useSetMemberRole,
  useSignOutEverywhere,
  useUnbanMember,
} from '../api/members';
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
      setFailure(errorMessage(error, 'That did not work. Please try again.'));
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
          onReason || onUntil
            ? undefined
            : errorMessage(error, 'The ban did not go through. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={`Ban ${memberName}`}
      description="They are signed out everywhere at once and cannot sign in until the ban ends or you lift it."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          label="Reason"
          error={errors.reason}
          hint="Kept in the audit log for the other administrators."
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
          label="Last day of the ban (optional)"
          error={errors.until}
          hint="Leave it empty for a ban without end. The ban ends at the end of that day."
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
        <DialogButtons submit="Ban member" busy={busy} destructive onCancel={onClose} />
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
          : { form: errorMessage(error, 'The account was not deleted. Please try again.') },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Delete this account"
      description={
        <>
          The account, its athlete profile, photo and videos are deleted for good. This cannot be
          undone. Type <strong className="text-foreground break-all">{email}</strong> to confirm.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label="The member’s email address" error={failure.field}>
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
          submit="Delete account"
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
          onBan={(input) => withToast(ban.mutateAsync(input), `${name} is banned`)}
        />
      );
    case 'unban':
      return (
        <ConfirmActionDialog
          title={`Unban ${name}`}
          description="They can sign in again at once."
          confirm="Unban"
          onClose={onClose}
          onConfirm={() => withToast(unban.mutateAsync(), `${name} can sign in again`)}
        />
      );
    case 'role':
      return (
        <ConfirmActionDialog
          title={isAdmin ? `Remove ${name} as administrator` : `Make ${name} an administrator`}
          description={
            isAdmin
              ? 'They lose access to this dashboard at once.'
              : 'They can open this dashboard and ban, demote or delete any member, you included.'
          }
          confirm={isAdmin ? 'Remove admin' : 'Make admin'}
          destructive={isAdmin}
          onClose={onClose}
          onConfirm={() =>
            withToast(
              setRole.mutateAsync(isAdmin ? 'user' : 'admin'),
              isAdmin ? `${name} is no longer an administrator` : `${name} is now an administrator`,
            )
          }
        />
      );
    case 'reset':
      return (
        <ConfirmActionDialog
          title="Reset two-step sign-in"
          description="Their authenticator and backup codes stop working and they are signed out everywhere. They sign in again with their password and can turn two-step sign-in back on from their profile."
          confirm="Reset two-step sign-in"
          destructive
          onClose={onClose}
          onConfirm={() =>
            withToast(resetTwoFactor.mutateAsync(), 'Two-step sign-in is off for this member')
          }
        />
      );
    case 'signOut':
      return (
        <ConfirmActionDialog
          title="Sign out everywhere"
          description="Every open session of this member ends: on each device, their next click signs them out."
          confirm="Sign out everywhere"
          destructive
          onClose={onClose}
          onConfirm={() => withToast(signOut.mutateAsync(), `${name} is signed out everywhere`)}
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
              `The account of ${member.email} is deleted`,
            );
            void navigate('/admin-dashboard/members', { replace: true });
          }}
        />
      );
    default:
      return null;
  }
}
