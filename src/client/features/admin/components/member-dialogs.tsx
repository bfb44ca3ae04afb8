import { useState, type FormEvent, type ReactNode } from 'react';
import { BAN_REASON_MAX, BAN_REASON_MIN, memberMessages } from '#shared/admin-members';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError, errorMessage } from '#client/lib/api';
import { AdminDialog, DialogButtons } from './admin-dialog';
import { FormError } from './form-error';

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
    <AdminDialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={title}
      description={description}
    >
      <form onSubmit={onSubmit} className="grid gap-4">
        <FormError message={failure} />
        <DialogButtons submit={confirm} busy={busy} destructive={destructive} onCancel={onClose} />
      </form>
    </AdminDialog>
  );
}

/** The end of a chosen day, in the administrator's time zone, as the server takes it. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

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
  const today = localDay(new Date());

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
    <AdminDialog
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
    </AdminDialog>
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
    <AdminDialog
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
    </AdminDialog>
  );
}
