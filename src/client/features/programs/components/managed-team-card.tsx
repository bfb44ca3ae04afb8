import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { rosterStatusLabels } from '#shared/programs';
import type { OwnProgram } from '#shared/schemas/programs';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { CopyButton } from '#client/components/ui/copy-button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ListState } from '#client/components/ui/list-state';
import { ApiError, errorMessage } from '#client/lib/api';
import { longDate } from '#client/lib/format-date';
import {
  useCreateJoinLink,
  useDeleteTeam,
  useInviteAthlete,
  useRemoveEntry,
  useUpdateEntry,
  useUpdateTeam,
} from '../api/programs';
import { VerifyStatsButton } from './verify-stats-dialog';

type ManagedTeam = OwnProgram['teams'][number];
type Entry = ManagedTeam['roster'][number];

/**
 * One team on /programs: invite, the join link, open invitations and the roster; for the
 * program's admins (canEditTeam) also the team's fields and deleting it. Coaches run the roster.
 */
export function ManagedTeamCard({
  team,
  programSlug,
  canEditTeam = true,
}: {
  team: ManagedTeam;
  programSlug: string;
  canEditTeam?: boolean;
}) {
  const headingId = `team-${team.id}`;
  return (
    <Card className="grid gap-5" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {team.name}
          </h3>
          <p className="text-muted-foreground text-sm">
            {team.sport} · {team.level} · {team.season} season
          </p>
        </div>
        <Link
          to={`/org/${programSlug}/teams/${team.id}`}
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          View the team page
        </Link>
      </div>
      {canEditTeam ? <EditTeam team={team} /> : null}
      <InviteForm teamId={team.id} teamName={team.name} />
      <JoinLink teamId={team.id} />
      <Invitations team={team} />
      <Roster team={team} />
      {canEditTeam ? <DeleteTeam teamId={team.id} teamName={team.name} /> : null}
    </Card>
  );
}

const teamFields = [
  ['name', 'Team name'],
  ['sport', 'Sport'],
  ['level', 'Level'],
  ['season', 'Season'],
] as const;

/** The team's name, sport, level and season, changed in place. */
function EditTeam({ team }: { team: ManagedTeam }) {
  const update = useUpdateTeam(team.id);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({
    name: team.name,
    sport: team.sport,
    level: team.level,
    season: team.season,
  });
  const fieldErrors = update.error instanceof ApiError ? update.error.fieldErrors : {};
  if (!open) {
    return (
      <div>
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          Edit the team
        </Button>
      </div>
    );
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await update.mutateAsync(values);
      setOpen(false);
    } catch {
      // Shown below from the mutation's error.
    }
  }
  return (
    <form className="grid gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
      {teamFields.map(([field, label]) => (
        <FormField key={field} label={label} error={fieldErrors[field]?.[0]}>
          <Input
            value={values[field]}
            onChange={(e) => setValues((current) => ({ ...current, [field]: e.target.value }))}
          />
        </FormField>
      ))}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          Save the team
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
      {update.error && Object.keys(fieldErrors).length === 0 ? (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2 dark:text-red-400">
          {errorMessage(update.error, 'The team could not be saved. Please try again.')}
        </p>
      ) : null}
    </form>
  );
}

function InviteForm({ teamId, teamName }: { teamId: string; teamName: string }) {
  const invite = useInviteAthlete(teamId);
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const fieldError =
    invite.error instanceof ApiError ? invite.error.fieldErrors.email?.[0] : undefined;
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    try {
      const made = await invite.mutateAsync(email);
      setSent(`Invitation sent to ${made.email}.`);
      setEmail('');
    } catch {
      // Shown below from the mutation's error.
    }
  }
  return (
    <form className="grid gap-2" onSubmit={submit} noValidate>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-[1_1_14rem]">
          <FormField label={`Invite an athlete to ${teamName} by email`} error={fieldError}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
        </div>
        <Button type="submit" disabled={invite.isPending || email.trim() === ''}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
      <p role="status" className={sent ? 'text-muted-foreground text-sm' : 'sr-only'}>
        {sent}
      </p>
      {invite.error && !fieldError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(invite.error, 'The invitation could not be sent. Please try again.')}
        </p>
      ) : null}
    </form>
  );
}

function JoinLink({ teamId }: { teamId: string }) {
  const create = useCreateJoinLink(teamId);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={create.isPending}
          onClick={() => create.mutate()}
        >
          {create.data ? 'Make another join link' : 'Make a join link'}
        </Button>
        <span className="text-muted-foreground text-xs">
          Anyone with an athlete account can join with it for 14 days.
        </span>
      </div>
      {create.data?.url ? (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            readOnly
            value={create.data.url}
            aria-label="Join link"
            className="min-w-0 flex-1"
          />
          <CopyButton value={create.data.url} label="Copy link" />
        </div>
      ) : null}
      {create.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(create.error, 'The link could not be made. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}

function Invitations({ team }: { team: ManagedTeam }) {
  if (team.invitations.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h4 className="font-medium">Open invitations</h4>
      <ul className="grid gap-1 text-sm">
        {team.invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap justify-between gap-2">
            <span className="break-all">{invitation.email ?? 'Join link'}</span>
            <span className="text-muted-foreground">until {longDate(invitation.expiresAt)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Roster({ team }: { team: ManagedTeam }) {
  return (
    <div className="grid gap-2">
      <h4 className="font-medium">Roster</h4>
      <ListState
        // the roster comes with the program, loaded above
        compact
        isEmpty={team.roster.length === 0}
        empty="No athletes yet. Invite them by email or share a join link."
      >
        <ul className="divide-border grid divide-y">
          {team.roster.map((entry) => (
            <RosterRow key={entry.entryId} team={team} entry={entry} />
          ))}
        </ul>
      </ListState>
    </div>
  );
}

function RosterRow({ team, entry }: { team: ManagedTeam; entry: Entry }) {
  const teamId = team.id;
  const update = useUpdateEntry(teamId);
  const remove = useRemoveEntry(teamId);
  const [jersey, setJersey] = useState(entry.jerseyNumber?.toString() ?? '');
  const [position, setPosition] = useState(entry.position ?? '');
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const name =
    entry.firstName !== null ? `${entry.firstName} ${entry.lastName ?? ''}`.trim() : null;
  const label = name ?? 'An athlete whose profile is not shown to you';
  const fieldErrors = update.error instanceof ApiError ? update.error.fieldErrors : {};
  async function save(event: FormEvent) {
    event.preventDefault();
    const number = jersey.trim() === '' ? null : Number(jersey);
    setSaved(false);
    try {
      await update.mutateAsync({
        entryId: entry.entryId,
        changes: { jerseyNumber: number, position },
      });
      setSaved(true);
    } catch {
      // Shown below from the mutation's error.
    }
  }
  return (
    <li className="grid gap-2 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className={name ? 'font-medium' : 'text-muted-foreground italic'}>{label}</span>
        <Badge tone={entry.status === 'active' ? 'success' : 'warning'}>
          {rosterStatusLabels[entry.status]}
        </Badge>
        {/* Statistics are verified for athletes on the roster whose profile the caller may see. */}
        {entry.status === 'active' && name ? (
          <span className="ml-auto">
            <VerifyStatsButton
              teamId={team.id}
              teamName={team.name}
              season={team.season}
              entryId={entry.entryId}
              athleteName={name}
            />
          </span>
        ) : null}
      </div>
      <form className="flex flex-wrap items-end gap-2" onSubmit={save} noValidate>
        <div className="w-24">
          <FormField
            label={
              <>
                Jersey<span className="sr-only"> number of {name ?? 'this athlete'}</span>
              </>
            }
            error={fieldErrors.jerseyNumber?.[0]}
          >
            <Input inputMode="numeric" value={jersey} onChange={(e) => setJersey(e.target.value)} />
          </FormField>
        </div>
        <div className="min-w-32 flex-1">
          <FormField
            label={
              <>
                Position<span className="sr-only"> of {name ?? 'this athlete'}</span>
              </>
            }
            error={fieldErrors.position?.[0]}
          >
            <Input value={position} onChange={(e) => setPosition(e.target.value)} />
          </FormField>
        </div>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          aria-label={`Save the number and position of ${name ?? 'this athlete'}`}
        >
          Save
        </Button>
        {confirming ? (
          <>
            <Button
              size="sm"
              variant="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(entry.entryId)}
            >
              Remove from the team
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${name ?? 'this athlete'} from the team…`}
          >
            Remove…
          </Button>
        )}
      </form>
      <p role="status" className={saved ? 'text-muted-foreground text-sm' : 'sr-only'}>
        {saved ? 'Saved.' : ''}
      </p>
      {(update.error && Object.keys(fieldErrors).length === 0) || remove.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(update.error ?? remove.error, 'That did not work. Please try again.')}
        </p>
      ) : null}
    </li>
  );
}

function DeleteTeam({ teamId, teamName }: { teamId: string; teamName: string }) {
  const remove = useDeleteTeam(teamId);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="border-border flex flex-wrap items-center gap-2 border-t pt-4">
      {confirming ? (
        <>
          <span className="text-sm">
            Delete {teamName} with its roster and invitations? This cannot be undone.
          </span>
          <Button
            size="sm"
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Delete the team
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          Delete this team…
        </Button>
      )}
      {remove.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(remove.error, 'The team could not be deleted. Please try again.')}
        </p>
      ) : null}
    </div>
  );
}
