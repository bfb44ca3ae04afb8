import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { INVITATION_DAYS } from '#shared/programs';
import type { OwnProgram } from '#shared/schemas/programs';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { CopyButton } from '#client/components/ui/copy-button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ListState } from '#client/components/ui/list-state';
import { ApiError, errorMessage } from '#client/lib/api';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import {
  useCreateJoinLink,
  useDeleteTeam,
  useInviteAthlete,
  useRemoveEntry,
  useUpdateEntry,
  useUpdateTeam,
} from '../api/programs';
import { rosterStatusLabels } from './program-labels';
import { useProgramFormats } from './use-program-formats';
import { VerifyStatsButton } from './verify-stats-dialog';

type ManagedTeam = OwnProgram['teams'][number];
type Entry = ManagedTeam['roster'][number];

/** A field's first message from the server, in the page's language. */
const shownError = (shown: (text: string) => string, messages: string[] | undefined) =>
  messages?.[0] === undefined ? undefined : shown(messages[0]);

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
  const t = useT();
  const { sport } = useProgramFormats();
  const headingId = `team-${team.id}`;
  return (
    <Card className="grid gap-5" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="text-xl font-semibold">
            {team.name}
          </h3>
          <p className="text-muted-foreground text-sm">
            {t('programs.team.summary', {
              sport: sport(team.sport),
              level: team.level,
              season: team.season,
            })}
          </p>
        </div>
        <Link
          to={`/org/${programSlug}/teams/${team.id}`}
          className="text-primary text-sm font-medium underline-offset-4 hover:underline"
        >
          {t('programs.manage.viewTeam')}
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
  ['name', 'programs.newTeam.name'],
  ['sport', 'programs.newTeam.sport'],
  ['level', 'programs.newTeam.level'],
  ['season', 'programs.newTeam.season'],
] as const satisfies readonly (readonly [string, MessageId])[];

/** The team's name, sport, level and season, changed in place. */
function EditTeam({ team }: { team: ManagedTeam }) {
  const t = useT();
  const shown = useShownText();
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
          {t('programs.manage.editTeam')}
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
        <FormField key={field} label={t(label)} error={shownError(shown, fieldErrors[field])}>
          <Input
            value={values[field]}
            onChange={(e) => setValues((current) => ({ ...current, [field]: e.target.value }))}
          />
        </FormField>
      ))}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {t('programs.manage.saveTeam')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('programs.manage.cancel')}
        </Button>
      </div>
      {update.error && Object.keys(fieldErrors).length === 0 ? (
        <p role="alert" className="text-sm text-red-600 sm:col-span-2 dark:text-red-400">
          {shown(errorMessage(update.error, t('programs.manage.teamNotSaved')))}
        </p>
      ) : null}
    </form>
  );
}

function InviteForm({ teamId, teamName }: { teamId: string; teamName: string }) {
  const t = useT();
  const shown = useShownText();
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
      setSent(t('programs.manage.invitationSent', { email: made.email ?? '' }));
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
            label={t('programs.manage.inviteLabel', { team: teamName })}
            error={fieldError ? shown(fieldError) : undefined}
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
        <Button type="submit" disabled={invite.isPending || email.trim() === ''}>
          {invite.isPending ? t('programs.manage.sending') : t('programs.manage.sendInvitation')}
        </Button>
      </div>
      <p role="status" className={sent ? 'text-muted-foreground text-sm' : 'sr-only'}>
        {sent}
      </p>
      {invite.error && !fieldError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {shown(errorMessage(invite.error, t('programs.manage.invitationNotSent')))}
        </p>
      ) : null}
    </form>
  );
}

function JoinLink({ teamId }: { teamId: string }) {
  const t = useT();
  const shown = useShownText();
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
          {create.data ? t('programs.manage.anotherJoinLink') : t('programs.manage.joinLink')}
        </Button>
        <span className="text-muted-foreground text-xs">
          {t('programs.manage.joinLinkText', { days: INVITATION_DAYS })}
        </span>
      </div>
      {create.data?.url ? (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            readOnly
            value={create.data.url}
            aria-label={t('programs.manage.joinLinkLabel')}
            className="min-w-0 flex-1"
          />
          <CopyButton value={create.data.url} label={t('programs.manage.copyLink')} />
        </div>
      ) : null}
      {create.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {shown(errorMessage(create.error, t('programs.manage.linkNotMade')))}
        </p>
      ) : null}
    </div>
  );
}

function Invitations({ team }: { team: ManagedTeam }) {
  const t = useT();
  const { longDate } = useProgramFormats();
  if (team.invitations.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h4 className="font-medium">{t('programs.manage.openInvitations')}</h4>
      <ul className="grid gap-1 text-sm">
        {team.invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap justify-between gap-2">
            <span className="break-all">
              {invitation.email ?? t('programs.manage.joinLinkLabel')}
            </span>
            <span className="text-muted-foreground">
              {t('programs.until', { date: longDate(invitation.expiresAt) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Roster({ team }: { team: ManagedTeam }) {
  const t = useT();
  return (
    <div className="grid gap-2">
      <h4 className="font-medium">{t('programs.team.roster')}</h4>
      <ListState
        // the roster comes with the program, loaded above
        compact
        isEmpty={team.roster.length === 0}
        empty={t('programs.manage.emptyRoster')}
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
  const t = useT();
  const shown = useShownText();
  const teamId = team.id;
  const update = useUpdateEntry(teamId);
  const remove = useRemoveEntry(teamId);
  const [jersey, setJersey] = useState(entry.jerseyNumber?.toString() ?? '');
  const [position, setPosition] = useState(entry.position ?? '');
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const name =
    entry.firstName !== null ? `${entry.firstName} ${entry.lastName ?? ''}`.trim() : null;
  const label = name ?? t('programs.manage.hiddenAthlete');
  const who = name ?? t('programs.manage.thisAthlete');
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
          {t(rosterStatusLabels[entry.status])}
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
                {t('programs.manage.jersey')}
                <span className="sr-only"> {t('programs.manage.jerseyOf', { name: who })}</span>
              </>
            }
            error={shownError(shown, fieldErrors.jerseyNumber)}
          >
            <Input inputMode="numeric" value={jersey} onChange={(e) => setJersey(e.target.value)} />
          </FormField>
        </div>
        <div className="min-w-32 flex-1">
          <FormField
            label={
              <>
                {t('programs.manage.position')}
                <span className="sr-only"> {t('programs.manage.positionOf', { name: who })}</span>
              </>
            }
            error={shownError(shown, fieldErrors.position)}
          >
            <Input value={position} onChange={(e) => setPosition(e.target.value)} />
          </FormField>
        </div>
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={update.isPending}
          aria-label={t('programs.manage.saveEntryLabel', { name: who })}
        >
          {t('programs.manage.save')}
        </Button>
        {confirming ? (
          <>
            <Button
              size="sm"
              variant="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(entry.entryId)}
            >
              {t('programs.manage.removeFromTeam')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t('programs.manage.keep')}
            </Button>
          </>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setConfirming(true)}
            aria-label={t('programs.manage.removeLabel', { name: who })}
          >
            {t('programs.manage.remove')}
          </Button>
        )}
      </form>
      <p role="status" className={saved ? 'text-muted-foreground text-sm' : 'sr-only'}>
        {saved ? t('programs.saved') : ''}
      </p>
      {(update.error && Object.keys(fieldErrors).length === 0) || remove.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {shown(errorMessage(update.error ?? remove.error, t('programs.didNotWork')))}
        </p>
      ) : null}
    </li>
  );
}

function DeleteTeam({ teamId, teamName }: { teamId: string; teamName: string }) {
  const t = useT();
  const shown = useShownText();
  const remove = useDeleteTeam(teamId);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="border-border flex flex-wrap items-center gap-2 border-t pt-4">
      {confirming ? (
        <>
          <span className="text-sm">{t('programs.manage.deleteConfirm', { team: teamName })}</span>
          <Button
            size="sm"
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {t('programs.manage.deleteTeam')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
            {t('programs.manage.keepIt')}
          </Button>
        </>
      ) : (
        <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
          {t('programs.manage.deleteThisTeam')}
        </Button>
      )}
      {remove.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {shown(errorMessage(remove.error, t('programs.manage.teamNotDeleted')))}
        </p>
      ) : null}
    </div>
  );
}
