import { guardianVisibilities, type GuardianVisibility } from '#shared/privacy';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ConsentRequest } from '#shared/schemas/privacy';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { MailboxLink } from '#client/components/mailbox-link';
import { longDate } from '#client/lib/format-date';
import { RadioCard } from '#client/components/ui/radio-card';
import { ApiError, errorMessage } from '#client/lib/api';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { consentRequestQueryOptions, useDecideConsent } from '#client/lib/privacy';

type Audience = GuardianVisibility;

/** The guardian's two choices: as offered, and as the decision says who sees the profile. */
const audiences: Record<Audience, { label: string; description: string; seenBy: string }> = {
  coaches: {
    label: 'Verified coaches only',
    description:
      'Only coaches we have verified at a school, college or program see the profile; other members and visitors do not.',
    seenBy: 'verified coaches only',
  },
  members: {
    label: 'Signed-in members only (recommended)',
    description: 'Visitors who are not signed in do not see the profile at all.',
    seenBy: 'signed-in members only',
  },
  public: {
    label: 'Everyone',
    description: 'Visitors see the name, sport and photo; members see the whole profile.',
    seenBy: 'everyone (visitors see only the name, sport and photo)',
  },
};

/**
 * /consent/{token}: where a parent or guardian, from the link in our email, reads what their
 * athlete's profile would show and to whom, and consents, declines, or later withdraws.
 */
export function Component() {
  useDocumentTitle('Parent or guardian consent');
  const { token = '' } = useParams();
  const request = useQuery(consentRequestQueryOptions(token));

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:py-14">
      <div className="flex items-center gap-3">
        <span className="bg-primary/10 text-primary grid size-11 shrink-0 place-items-center rounded-full">
          <ShieldCheck className="size-5" aria-hidden />
        </span>
        <h1 className="text-3xl font-bold tracking-tight">Parent or guardian consent</h1>
      </div>
      {request.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading the request...
        </p>
      ) : request.error ? (
        <Alert tone="error" title="This link does not work">
          {request.error instanceof ApiError && request.error.status === 404
            ? request.error.message
            : 'The request could not be loaded. Please try again in a moment.'}
        </Alert>
      ) : (
        <ConsentContent token={token} request={request.data} />
      )}
    </div>
  );
}

function ConsentContent({ token, request }: { token: string; request: ConsentRequest }) {
  const first = request.athleteFirstName;
  return (
    <>
      <p className="text-lg">
        <strong>{request.athleteName}</strong> created an athlete account on {request.siteName} and
        gave your email as their parent or guardian. Because they are under 18, their profile stays
        hidden until you decide.
      </p>
      <WhatIsShown first={first} />
      <Decision token={token} request={request} />
      <p className="text-muted-foreground text-sm">
        You can change your decision at any time from the link in our emails. To have {first}
        &apos;s data sent to you or deleted, or with any question, write to{' '}
        <MailboxLink mailbox="childSafety" />.
      </p>
    </>
  );
}

function WhatIsShown({ first }: { first: string }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">What {first}&apos;s profile would show</h2>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">To everyone</dt>
        <dd className="text-muted-foreground">
          Only if you choose &ldquo;Everyone&rdquo; below: name, sport and profile photo. Search
          engines may then list the page.
        </dd>
        <dt className="font-medium">To signed-in members</dt>
        <dd className="text-muted-foreground">
          Also position, school, town and state, class year, height, weight, gender, bio and
          highlight video: what coaches and recruiters look for.
        </dd>
        <dt className="font-medium">Never shown</dt>
        <dd className="text-muted-foreground">
          Date of birth, email address, phone number, your email address and payments.
        </dd>
      </dl>
      <p className="text-muted-foreground mt-4 text-sm">
        Only verified college coaches may write to an athlete first, and only from the date the NCAA
        calendar allows. You are part of every conversation with your child: each message reaches
        you by email with a link to read it, reply, or switch contact off. Anyone can report a
        profile or video to our safety team.
      </p>
    </Card>
  );
}

function Decision({ token, request }: { token: string; request: ConsentRequest }) {
  const decide = useDecideConsent(token);
  const [audience, setAudience] = useState<Audience>(request.allowedVisibility);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const first = request.athleteFirstName;
  const error = decide.error ? errorMessage(decide.error, 'Your answer could not be saved.') : null;
  const grant = () => decide.mutate({ decision: 'grant', visibility: audience });

  if (request.expired) {
    return (
      <Alert tone="warning" title="This request has expired">
        It was open until {longDate(request.expiresAt)}. {first} can send you a new link from their
        profile; the profile stays hidden until then.
      </Alert>
    );
  }

  const audienceChoice = (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium">Who may see the profile</legend>
      {guardianVisibilities.map((value) => (
        <RadioCard
          key={value}
          name="audience"
          value={value}
          checked={audience === value}
          onChange={() => setAudience(value)}
          label={audiences[value].label}
          description={audiences[value].description}
        />
      ))}
    </fieldset>
  );

  if (request.status === 'granted') {
    return (
      <Card className="grid gap-5">
        <Alert tone="success" title="You have consented">
          {request.decidedAt ? `On ${longDate(request.decidedAt)}. ` : ''}
          {first}&apos;s profile can be seen by {audiences[request.allowedVisibility].seenBy}.
        </Alert>
        {audienceChoice}
        <div className="flex flex-wrap gap-3">
          <Button
            variant="secondary"
            disabled={decide.isPending || audience === request.allowedVisibility}
            onClick={grant}
          >
            {decide.isPending ? 'Saving...' : 'Save who may see it'}
          </Button>
          {confirmWithdraw ? (
            <>
              <Button
                className="bg-red-600 text-white hover:bg-red-700"
                disabled={decide.isPending}
                onClick={() => decide.mutate({ decision: 'withdraw' })}
              >
                Yes, withdraw consent
              </Button>
              <Button variant="ghost" onClick={() => setConfirmWithdraw(false)}>
                Keep consent
              </Button>
            </>
          ) : (
            <Button variant="ghost" onClick={() => setConfirmWithdraw(true)}>
              Withdraw consent
            </Button>
          )}
        </div>
        {confirmWithdraw ? (
          <p className="text-muted-foreground text-sm">
            {first}&apos;s profile will leave every list and search at once, and only {first} will
            see it.
          </p>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </Card>
    );
  }

  return (
    <Card className="grid gap-5">
      {request.status === 'declined' || request.status === 'withdrawn' ? (
        <Alert
          tone="info"
          title={request.status === 'declined' ? 'You declined' : 'You withdrew consent'}
        >
          {request.decidedAt ? `On ${longDate(request.decidedAt)}. ` : ''}
          {first}&apos;s profile is hidden: only {first} can see it. You can consent after all
          below.
        </Alert>
      ) : (
        <p className="text-muted-foreground text-sm">
          Please answer by {longDate(request.expiresAt)}.
        </p>
      )}
      {audienceChoice}
      <div className="flex flex-wrap gap-3">
        <Button disabled={decide.isPending} onClick={grant}>
          {decide.isPending ? 'Saving...' : 'I consent'}
        </Button>
        {request.status === 'pending' ? (
          <Button
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ decision: 'decline' })}
          >
            I do not consent
          </Button>
        ) : null}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Card>
  );
}
