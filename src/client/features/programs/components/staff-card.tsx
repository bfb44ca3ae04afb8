import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { staffRoleLabels, staffStatusLabels, type StaffRole } from '#shared/programs';
import type { StaffMemberView } from '#shared/schemas/programs';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select } from '#client/components/ui/input';
import { ListState } from '#client/components/ui/list-state';
import { ApiError, errorMessage } from '#client/lib/api';
import { longDate } from '#client/lib/format-date';
import { staffQueryOptions, useInviteStaff, useRemoveStaff } from '../api/programs';

/**
 * The program's staff on /programs, for its admins (docs/product.md#programs): who helps run it
 * with their role and status, an invitation by email with a role, and removing with a confirm step.
 */
export function StaffCard({ userId }: { userId: string }) {
  const staff = useQuery(staffQueryOptions(userId));
  const members = staff.data?.staff ?? [];
  return (
    <section aria-labelledby="staff-heading" className="grid gap-4">
      <h2 id="staff-heading" className="text-2xl font-semibold">
        Staff
      </h2>
      <Card className="grid gap-5">
        <p className="text-muted-foreground text-sm">
          Admins do everything you do here, staff included. Coaches run the rosters: they invite
          athletes, set numbers and positions and take athletes off a team, but do not edit the
          page, the teams or the staff.
        </p>
        <ListState
          query={staff}
          compact
          loading="Loading the staff..."
          renderError={(error) => (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {errorMessage(error, 'The staff could not be loaded. Please try again.')}
            </p>
          )}
          isEmpty={members.length === 0}
          empty="No staff yet. Invite a coach below."
        >
          <ul className="divide-border grid divide-y" aria-label="Staff members">
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
          <Badge tone="accent">{staffRoleLabels[member.role]}</Badge>
          <Badge tone={member.status === 'active' ? 'success' : 'neutral'}>
            {staffStatusLabels[member.status]}
          </Badge>
          {member.status === 'invited' ? (
            <span className="text-muted-foreground text-sm">
              until {longDate(member.expiresAt)}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {confirming ? (
          <>
            <span className="text-sm">
              Remove {who} from the staff? They lose access to the program at once.
            </span>
            <Button
              size="sm"
              variant="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(member.id)}
            >
              Remove {who}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
              Keep them
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${who} from the staff…`}
            onClick={() => setConfirming(true)}
          >
            Remove…
          </Button>
        )}
      </div>
      {remove.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(remove.error, 'The staff member could not be removed. Please try again.')}
        </p>
      ) : null}
    </li>
  );
}

function InviteStaffForm() {
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
      setSent(`Invitation sent to ${made.email} as ${staffRoleLabels[made.role].toLowerCase()}.`);
      setEmail('');
    } catch {
      // Shown below from the mutation's error.
    }
  }
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-[1_1_14rem]">
          <FormField label="Invite to the staff by email" error={emailError}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
        </div>
        <FormField label="Role" error={roleError}>
          <Select value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            <option value="coach">{staffRoleLabels.coach}</option>
            <option value="admin">{staffRoleLabels.admin}</option>
          </Select>
        </FormField>
        <Button type="submit" disabled={invite.isPending || email.trim() === ''}>
          {invite.isPending ? 'Sending…' : 'Invite to the staff'}
        </Button>
      </div>
      <p role="status" className={sent ? 'text-muted-foreground text-sm' : 'sr-only'}>
        {sent}
      </p>
      {invite.error && !emailError && !roleError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(invite.error, 'The invitation could not be sent. Please try again.')}
        </p>
      ) : null}
    </form>
  );
}
