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
import { RichMessage } from '#client/components/rich-message';
import { errorMessage } from '#client/lib/api';
import { RequireAuth } from '#client/lib/auth/guards';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useLocaleTag, useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
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
  const t = useT();
  useDocumentTitle(t('guardian.page.title'));
  return (
    <RequireAuth>
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:py-14">
        <div className="flex items-center gap-3">
          <span className="bg-primary/10 text-primary grid size-11 shrink-0 place-items-center rounded-full">
            <ShieldCheck className="size-5" aria-hidden />
          </span>
          <h1 className="text-3xl font-bold tracking-tight">{t('guardian.page.title')}</h1>
        </div>
        <GuardianContent />
      </div>
    </RequireAuth>
  );
}

function GuardianContent() {
  const t = useT();
  const shown = useShownText();
  const overview = useQuery(guardianOverviewQueryOptions());
  return (
    <ListState
      query={overview}
      loading={t('guardian.page.loading')}
      className=""
      errorStyle="alert"
      errorTitle={t('guardian.page.loadFailed')}
      describeError={(error) => shown(errorMessage(error, t('guardian.tryAgainInAMoment')))}
    >
      {overview.data ? <GuardianChildren overview={overview.data} /> : null}
    </ListState>
  );
}

function GuardianChildren({ overview }: { overview: GuardianOverview }) {
  const t = useT();
  const { user } = useAuth();
  const { email, children, notAGuardian } = overview;
  // The signed-in member's address, or words for it while the session has none.
  const ownAddress = { hasEmail: user?.email ? 'yes' : 'no', email: user?.email ?? '' };
  if (notAGuardian) {
    return (
      <Alert tone="warning" title={t('guardian.notAGuardian.title')}>
        {t('guardian.notAGuardian.text', ownAddress)}
      </Alert>
    );
  }
  if (!email) {
    return (
      <Alert tone="warning" title={t('guardian.unconfirmed.title')}>
        {t('guardian.unconfirmed.text', ownAddress)}
      </Alert>
    );
  }
  return (
    <>
      <p className="text-muted-foreground">
        <RichMessage
          id="guardian.page.intro"
          parts={{ email: <strong className="text-foreground">{email}</strong> }}
        />
      </p>
      <ListState
        // the children come with the overview, loaded above
        isEmpty={children.length === 0}
        emptyView={
          <Card>
            <h2 className="text-lg font-semibold">{t('guardian.noChildren.title')}</h2>
            <p className="text-muted-foreground mt-2 text-sm">
              <RichMessage
                id="guardian.noChildren.text"
                values={{ email }}
                parts={{ mailbox: <MailboxLink mailbox="childSafety" /> }}
              />
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
  const t = useT();
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
          {child.minor ? t('guardian.child.minor') : t('guardian.child.adult')}
        </Badge>
        <Badge tone={child.listed ? 'success' : 'warning'}>
          {child.listed ? t('guardian.child.listed') : t('guardian.child.hidden')}
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
  const t = useT();
  const decide = useDecideChildConsent(child.profileId);
  return (
    <div className="grid gap-2">
      <h3 className="text-lg font-semibold">{t('guardian.child.consent')}</h3>
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
  const t = useT();
  const shown = useShownText();
  const decide = useDecideChildTeam(child.profileId);
  const first = child.firstName;
  const [done, setDone] = useState<string | null>(null);
  const headingId = `teams-${child.profileId}`;
  async function answer(entryId: string, decision: 'approve' | 'decline', teamName: string) {
    setDone(null);
    try {
      await decide.mutateAsync({ entryId, decision });
      setDone(
        decision === 'approve'
          ? t('guardian.teams.approved', { first, team: teamName })
          : t('guardian.teams.declined', { first, team: teamName }),
      );
    } catch {
      // Shown below from the mutation's error.
    }
  }
  return (
    <Card className="grid gap-3" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Users className="text-primary size-5" aria-hidden />
        {t('guardian.teams.title')}
      </h3>
      <p className="text-muted-foreground text-sm">{t('guardian.teams.text', { first })}</p>
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
                aria-label={t('guardian.teams.approveLabel', { first, team: request.team.name })}
              >
                {t('guardian.teams.approve')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={decide.isPending}
                onClick={() => void answer(request.entryId, 'decline', request.team.name)}
                aria-label={t('guardian.teams.declineLabel', { first, team: request.team.name })}
              >
                {t('guardian.teams.decline')}
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
          {shown(errorMessage(decide.error, t('guardian.didNotWork')))}
        </p>
      ) : null}
    </Card>
  );
}

function ChildContact({ child }: { child: GuardianChild }) {
  const t = useT();
  const shown = useShownText();
  const setContact = useSetChildContact(child.profileId);
  const first = child.firstName;
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
        {t('guardian.contact.title')}
      </h3>
      <Switch
        id={switchId}
        label={t('guardian.contact.switch', { first })}
        description={t('guardian.contact.switch.description')}
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
            allowed ? t('guardian.contact.allOn', { first }) : t('guardian.contact.allOff'),
          )
        }
      />
      {coachesOff.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('guardian.contact.coachesOff')}</p>
          <ul className="divide-border grid divide-y">
            {coachesOff.map((coach) => (
              <li
                key={coach.coachUserId}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <span>{coach.name || t('guardian.deletedAccount')}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={setContact.isPending}
                  aria-label={
                    coach.name
                      ? t('guardian.contact.coachOnLabel', { coach: coach.name })
                      : t('guardian.contact.coachOnLabel.unnamed')
                  }
                  onClick={() =>
                    void change(
                      { coachUserId: coach.coachUserId, allowed: true },
                      coach.name
                        ? t('guardian.contact.coachOn', { coach: coach.name })
                        : t('guardian.contact.coachOn.unnamed'),
                    )
                  }
                >
                  {t('guardian.contact.switchBackOn')}
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
          {shown(errorMessage(setContact.error, t('guardian.didNotWork')))}
        </p>
      ) : null}
    </Card>
  );
}

const statusLabel: Record<'request' | 'active' | 'declined', MessageId> = {
  request: 'guardian.conversations.status.request',
  active: 'guardian.conversations.status.active',
  declined: 'guardian.conversations.status.declined',
};

function ChildConversations({ child }: { child: GuardianChild }) {
  const t = useT();
  const localeTag = useLocaleTag();
  const headingId = `conversations-${child.profileId}`;
  return (
    <Card className="grid gap-3" role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquare className="text-primary size-5" aria-hidden />
        {t('guardian.conversations.title')}
      </h3>
      <ListState
        // the conversations come with the overview, loaded above
        compact
        isEmpty={child.conversations.length === 0}
        empty={t('guardian.conversations.empty', { first: child.firstName })}
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
                    {coach?.name || t('guardian.deletedAccount')}
                  </span>
                  <span className="text-muted-foreground flex flex-wrap items-center gap-2 text-xs">
                    {conversation.status === 'request' ? (
                      <Badge tone="warning" className="whitespace-nowrap">
                        {t('guardian.conversations.toAnswer')}
                      </Badge>
                    ) : (
                      t(statusLabel[conversation.status])
                    )}
                    {conversation.unread > 0 ? (
                      <Badge tone="primary" className="whitespace-nowrap">
                        {t('guardian.conversations.unread', { count: conversation.unread })}
                      </Badge>
                    ) : null}
                    <span className="whitespace-nowrap">
                      {new Date(conversation.lastMessageAt).toLocaleString(localeTag, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
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
