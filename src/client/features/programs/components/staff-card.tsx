import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { StaffRole } from '#shared/programs';
import type { StaffMemberView } from '#shared/schemas/programs';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select } from '#client/components/ui/input';
import { ListState } from '#client/components/ui/list-state';
import { ApiError, errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { staffQueryOptions, useInviteStaff, useRemoveStaff } from '../api/programs';
import { staffRoleLabels, staffStatusLabels } from './program-labels';
import { useProgramFormats } from './use-program-formats';

/**
 * The program's staff on /programs, for its admins (docs/product.md#programs): who helps run it
 * with their role and status, an invitation by email with a role, and removing with a confirm step.
 */
export function StaffCard({ userId }: { userId: string }) {
  const t = useT();
  const shown = useShownText();
  const staff = useQuery(staffQueryOptions(userId));
  const members = staff.data?.staff ?? [];
  return (
    <section aria-labelledby="staff-heading" className="grid gap-4">
      <h2 id="staff-heading" className="text-2xl font-semibold">
        {t('programs.staff.title')}
      </h2>
      <Card className="grid gap-5">
        <p className="text-muted-foreground text-sm">{t('programs.staff.text')}</p>
        <ListState
          query={staff}
          compact
          loading={t('programs.staff.loading')}
          renderError={(error) => (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {shown(errorMessage(error, t('programs.staff.failed')))}
            </p>
          )}
          isEmpty={members.length === 0}
          empty={t('programs.staff.empty')}
        >
          <ul className="divide-border grid divide-y" aria-label={t('programs.staff.members')}>
            {members.map((member) => (
              <StaffRow key={member.id} member={member} />
            ))}
          </ul>
        </ListState>
        <InviteStaffForm />
      </Card>
    </section>
  );
}

function StaffRow({ member }: { member: StaffMemberView }) {
  const t = useT();
  const shown = useShownText();
  const { longDate } = useProgramFormats();
  const remove = useRemoveStaff();
  const [confirming, setConfirming] = useState(false);
  const who = member.name ?? member.email;
  return (
    <li className="grid gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-all">{who}</p>
          {member.name ? (
            <p className="text-muted-foreground text-sm break-all">{member.email}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="accent">{t(staffRoleLabels[member.role])}</Badge>
          <Badge tone={member.status === 'active' ? 'success' : 'neutral'}>
            {t(staffStatusLabels[member.status])}
          </Badge>
          {member.status === 'invited' ? (
            <span className="text-muted-foreground text-sm">
              {t('programs.until', { date: longDate(member.expiresAt) })}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {confirming ? (
          <>
            <span className="text-sm">{t('programs.staff.removeConfirm', { name: who })}</span>
            <Button
              size="sm"
              variant="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(member.id)}
            >
              {t('programs.staff.remove', { name: who })}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              {t('programs.staff.keep')}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('programs.staff.removeLabel', { name: who })}
            onClick={() => setConfirming(true)}
          >
            {t('programs.manage.remove')}
          </Button>
        )}
      </div>
      {remove.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {shown(errorMessage(remove.error, t('programs.staff.notRemoved')))}
        </p>
      ) : null}
    </li>
  );
}

function InviteStaffForm() {
  const t = useT();
  const shown = useShownText();
  const invite = useInviteStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('coach');
  const [sent, setSent] = useState<string | null>(null);
  const fieldErrors = invite.error instanceof ApiError ? invite.error.fieldErrors : {};
  const emailError = fieldErrors.email?.[0];
  const roleError = fieldErrors.role?.[0];
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    try {
      const made = await invite.mutateAsync({ email, role });
      setSent(t('programs.staff.sent', { email: made.email, role: made.role }));
      setEmail('');
    } catch {
      // Shown below from the mutation's error.
    }
  }
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-[1_1_14rem]">
          <FormField
            label={t('programs.staff.inviteLabel')}
            error={emailError ? shown(emailError) : undefined}
          >
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
        </div>
        <FormField
          label={t('programs.staff.role')}
          error={roleError ? shown(roleError) : undefined}
        >
          <Select value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            <option value="coach">{t(staffRoleLabels.coach)}</option>
            <option value="admin">{t(staffRoleLabels.admin)}</option>
          </Select>
        </FormField>
        <Button type="submit" disabled={invite.isPending || email.trim() === ''}>
          {invite.isPending ? t('programs.manage.sending') : t('programs.staff.invite')}
        </Button>
      </div>
      <p role="status" className={sent ? 'text-muted-foreground text-sm' : 'sr-only'}>
        {sent}
      </p>
      {invite.error && !emailError && !roleError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {shown(errorMessage(invite.error, t('programs.manage.invitationNotSent')))}
        </p>
      ) : null}
    </form>
  );
}
