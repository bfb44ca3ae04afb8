import { useQuery } from '@tanstack/react-query';
import { MessageSquare, ShieldCheck, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { GuardianChild, GuardianOverview } from '#shared/schemas/guardian';
import { ConsentDecision } from '#client/components/consent-decision';
import { MailboxLink } from '#client/components/mailbox-link';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { Switch } from '#client/components/ui/switch';
import { errorMessage } from '#client/lib/api';
import { RequireAuth } from '#client/lib/auth/guards';
import { useAuth } from '#client/lib/auth/auth-provider';
import { shortDateTime } from '#client/lib/format-date';
import {
  guardianOverviewQueryOptions,
  useDecideChildConsent,
  useDecideChildTeam,
  useSetChildContact,
} from '#client/lib/guardian';
import type { PageHandle } from '#client/lib/page-prefetch';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { WhoViewedMeCard } from '../components/who-viewed-me-card';

/** For signed-in members only: the server sends everyone else to log in first. */
export const handle: PageHandle = { audience: 'member' };

/**
 * /guardian (docs/product.md#guardians): a parent or guardian, signed in with the address their
 * child named, looks after each child in one place: consent and who may see the profile, which
 * coaches may write, the conversations they are copied on, and who viewed the profile.
 */
export function Component() {
  useDocumentTitle('Parent or guardian');
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:py-14">
        <div className="flex items-center gap-3">
          <span className="bg-primary/10 text-primary grid size-11 shrink-0 place-items-center rounded-full">
            <ShieldCheck className="size-5" aria-hidden />
          </span>
          <h1 className="text-3xl font-bold tracking-tight">Parent or guardian</h1>
        </div>
        <GuardianContent />
      </div>
    </RequireAuth>
  );
}

function GuardianContent() {
  const overview = useQuery(guardianOverviewQueryOptions());
  return (
    <ListState
      query={overview}
      loading="Loading your children's accounts..."
      className=""
      errorStyle="alert"
      errorTitle="This page could not be loaded."
    >
      {overview.data ? <GuardianChildren overview={overview.data} /> : null}
    </ListState>
  );
}

function GuardianChildren({ overview }: { overview: GuardianOverview }) {
  const { user } = useAuth();
  const { email, children, notAGuardian } = overview;
  if (notAGuardian) {
    return (
      <Alert tone="warning" title="This account cannot look after a child’s profile">
        {user?.email ?? 'This address'} belongs to a coach, organization, staff, athlete or
        administrator account. A minor&apos;s parent or guardian is someone independent of the
        coaches and teams they talk to, so their consent and copies go to another address. A parent
        or guardian account of your own, with its own address, can look after your child.
      </Alert>
    );
  }
  if (!email) {
    return (
      <Alert tone="warning" title="Confirm your email address first">
        Your children are found by the address they gave as their parent&apos;s or guardian&apos;s.
        Open the link we sent to {user?.email ?? 'your address'} to confirm it, then come back to
        this page.
      </Alert>
    );
  }
  return (
    <>
      <p className="text-muted-foreground">
        Every athlete under 18 who gave <strong className="text-foreground">{email}</strong> as
        their parent&apos;s or guardian&apos;s address is here once we have written to you. You are
        copied on each of their conversations with coaches.
      </p>
      <ListState
        // the children come with the overview, loaded above
        isEmpty={children.length === 0}
        emptyView={
          <Card>
            <h2 className="text-lg font-semibold">No children yet</h2>
            <p className="text-muted-foreground mt-2 text-sm">
              No athlete has given {email} as their parent&apos;s or guardian&apos;s address. When
              your child signs up and confirms their own address, we write to you and they appear
              here. A different address? Write to <MailboxLink mailbox="childSafety" />.
            </p>
          </Card>
        }
      >
        {children.map((child) => (
          <ChildSection key={child.profileId} child={child} />
        ))}
      </ListState>
    </>
  );
}

function ChildSection({ child }: { child: GuardianChild }) {
  const { user } = useAuth();
  const name = `${child.firstName} ${child.lastName}`;
  const headingId = `child-${child.profileId}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} className="text-2xl font-semibold">
          {name}
        </h2>
        <Badge tone={child.minor ? 'accent' : 'neutral'}>
          {child.minor ? 'Under 18' : '18 or older'}
        </Badge>
        <Badge tone={child.listed ? 'success' : 'warning'}>
          {child.listed ? 'Profile listed' : 'Profile hidden'}
        </Badge>
      </div>
      <ChildConsent child={child} />
      {child.teamRequests.length > 0 ? <ChildTeamRequests child={child} /> : null}
      <ChildContact child={child} />
      <ChildConversations child={child} />
      {user ? (
        <WhoViewedMeCard
          userId={user.id}
          child={{ profileId: child.profileId, firstName: child.firstName }}
        />
      ) : null}
    </section>
  );
}

function ChildConsent({ child }: { child: GuardianChild }) {
  const decide = useDecideChildConsent(child.profileId);
  return (
    <div className="grid gap-2">
      <h3 className="text-lg font-semibold">Consent</h3>
      <ConsentDecision
        request={{
          athleteFirstName: child.firstName,
          status: child.consent.status,
          decidedAt: child.consent.decidedAt,
          allowedVisibility: child.consent.allowedVisibility,
          expired: false,
          expiresAt: '',
        }}
        decide={decide}
        deadline={false}
      />
    </div>
  );
}

/**
 * Teams the child accepted a place on, waiting for the guardian (docs/product.md#programs).
 * Approving puts them on the roster; who sees them there is still the consent's choice.
 */
function ChildTeamRequests({ child }: { child: GuardianChild }) {
  const decide = useDecideChildTeam(child.profileId);
  const [done, setDone] = useState<string | null>(null);
  const headingId = `teams-${child.profileId}`;
  async function answer(entryId: string, decision: 'approve' | 'decline', teamName: string) {
    setDone(null);
    try {
      await decide.mutateAsync({ entryId, decision });
      setDone(
        decision === 'approve'
          ? `${child.firstName} is on ${teamName} now.`
          : `${child.firstName} will not join ${teamName}.`,
      );
    } catch {
      // Shown below from the mutation's error.
    }
  }
  return (
    <Card className="grid gap-3" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Users className="text-primary size-5" aria-hidden />
        Team requests
      </h3>
      <p className="text-muted-foreground text-sm">
        {child.firstName} accepted these invitations. They join the roster once you approve. Who may
        see {child.firstName} on the team&apos;s page still follows the choice you made above.
      </p>
      <ul className="divide-border grid divide-y">
        {child.teamRequests.map((request) => (
          <li
            key={request.entryId}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <span>
              <span className="font-medium">{request.team.name}</span>
              <span className="text-muted-foreground block text-sm">
                {request.programName} · {request.team.sport} · {request.team.level} ·{' '}
                {request.team.season}
              </span>
            </span>
            <span className="flex gap-2">
              <Button
                size="sm"
                disabled={decide.isPending}
                onClick={() => void answer(request.entryId, 'approve', request.team.name)}
                aria-label={`Approve ${child.firstName} joining ${request.team.name}`}
              >
                Approve
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={decide.isPending}
                onClick={() => void answer(request.entryId, 'decline', request.team.name)}
                aria-label={`Decline ${child.firstName} joining ${request.team.name}`}
              >
                Decline
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className={done ? 'text-muted-foreground text-sm' : 'sr-only'}>
        {done}
      </p>
      {decide.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(decide.error, 'That did not work. Please try again.')}
        </p>
      ) : null}
    </Card>
  );
}

function ChildContact({ child }: { child: GuardianChild }) {
  const setContact = useSetChildContact(child.profileId);
  const [done, setDone] = useState<string | null>(null);
  const { allCoachesOff, coachesOff } = child.contact;
  const switchId = `contact-${child.profileId}`;
  async function change(input: { coachUserId: string | null; allowed: boolean }, message: string) {
    setDone(null);
    try {
      await setContact.mutateAsync(input);
      setDone(message);
    } catch {
      // Shown below from the mutation's error.
    }
  }
  return (
    <Card className="grid gap-4" role="region" aria-labelledby={`${switchId}-heading`}>
      <h3 id={`${switchId}-heading`} className="text-lg font-semibold">
        Contact from coaches
      </h3>
      <Switch
        id={switchId}
        label={`Coaches may write to ${child.firstName}`}
        description="Only verified college coaches, from the date the NCAA calendar allows. You receive every message."
        checked={
          setContact.isPending && setContact.variables?.coachUserId === null
            ? setContact.variables.allowed
            : !allCoachesOff
        }
        // Not disabled while saving: a disabled switch would drop the keyboard's focus.
        onChange={(allowed) =>
          !setContact.isPending &&
          void change(
            { coachUserId: null, allowed },
            allowed
              ? `Coaches may write to ${child.firstName} again.`
              : 'Contact from all coaches is switched off.',
          )
        }
      />
      {coachesOff.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium">Switched off for these coaches:</p>
          <ul className="divide-border grid divide-y">
            {coachesOff.map((coach) => (
              <li
                key={coach.coachUserId}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span>{coach.name || 'A deleted account'}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={setContact.isPending}
                  aria-label={`Switch contact from ${coach.name || 'this coach'} back on`}
                  onClick={() =>
                    void change(
                      { coachUserId: coach.coachUserId, allowed: true },
                      `Contact from ${coach.name || 'this coach'} is switched back on.`,
                    )
                  }
                >
                  Switch back on
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p role="status" className={done ? 'text-muted-foreground text-sm' : 'sr-only'}>
        {done}
      </p>
      {setContact.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(setContact.error, 'That did not work. Please try again.')}
        </p>
      ) : null}
    </Card>
  );
}

const statusLabel = { request: 'Request', active: 'Active', declined: 'Declined' } as const;

function ChildConversations({ child }: { child: GuardianChild }) {
  const headingId = `conversations-${child.profileId}`;
  return (
    <Card className="grid gap-3" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquare className="text-primary size-5" aria-hidden />
        Conversations
      </h3>
      <ListState
        // the conversations come with the overview, loaded above
        compact
        isEmpty={child.conversations.length === 0}
        empty={<>No coach has written to {child.firstName} yet.</>}
      >
        <ul className="grid gap-2">
          {child.conversations.map((conversation) => {
            const coach = conversation.with.find((one) => one.role === 'coach');
            return (
              <li key={conversation.id}>
                <Link
                  to={`/messages/${conversation.id}`}
                  className="border-border hover:bg-muted focus-visible:ring-primary/40 flex flex-wrap items-center justify-between gap-2 rounded-lg border px-3 py-2 outline-none focus-visible:ring-3"
                >
                  <span className={conversation.unread > 0 ? 'font-semibold' : undefined}>
                    {coach?.name || 'A deleted account'}
                  </span>
                  <span className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
                    {conversation.status === 'request' ? (
                      <Badge tone="warning" className="whitespace-nowrap">
                        Request to answer
                      </Badge>
                    ) : (
                      statusLabel[conversation.status]
                    )}
                    {conversation.unread > 0 ? (
                      <Badge tone="primary" className="whitespace-nowrap">
                        {conversation.unread} unread
                      </Badge>
                    ) : null}
                    <span className="whitespace-nowrap">
                      {shortDateTime(conversation.lastMessageAt)}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </ListState>
    </Card>
  );
}
