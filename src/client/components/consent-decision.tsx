import { useState } from 'react';
import { guardianVisibilities, type GuardianVisibility } from '#shared/privacy';
import type { ConsentDecision as Decision, ConsentRequest } from '#shared/schemas/privacy';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { RadioCard } from '#client/components/ui/radio-card';
import { errorMessage } from '#client/lib/api';
import { longDate } from '#client/lib/format-date';

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

/** Where a decision is sent: the mailed link's page, or the guardian's own page. */
type DecideMutation = {
  mutate: (decision: Decision) => void;
  isPending: boolean;
  error: unknown;
};

/**
 * A parent's or guardian's consent for an athlete under 18: who may see the profile, and
 * consent given, refused, or withdrawn later (/consent/{token} and /guardian).
 */
export function ConsentDecision({
  request,
  decide,
  deadline = true,
}: {
  request: Pick<
    ConsentRequest,
    'athleteFirstName' | 'status' | 'expired' | 'expiresAt' | 'decidedAt' | 'allowedVisibility'
  >;
  decide: DecideMutation;
  /** says until when a pending request can be answered (the mailed link expires; an account does not) */
  deadline?: boolean;
}) {
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
                variant="danger"
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
      ) : deadline ? (
        <p className="text-muted-foreground text-sm">
          Please answer by {longDate(request.expiresAt)}.
        </p>
      ) : null}
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
