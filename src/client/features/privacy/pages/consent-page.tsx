import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useParams } from 'react-router';
import type { ConsentRequest } from '#shared/schemas/privacy';
import { Alert } from '#client/components/ui/alert';
import { Card } from '#client/components/ui/card';
import { MailboxLink } from '#client/components/mailbox-link';
import { ApiError } from '#client/lib/api';
import { ConsentDecision } from '#client/components/consent-decision';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { consentRequestQueryOptions, useDecideConsent } from '#client/lib/privacy';

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
  return <ConsentDecision request={request} decide={decide} />;
}
