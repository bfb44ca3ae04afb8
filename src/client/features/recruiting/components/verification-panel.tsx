import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { MailCheck, ShieldCheck, Hourglass } from 'lucide-react';
import {
  coachLevelLabels,
  isCollegeLevel,
  levelsOfCoachType,
  VERIFICATION_CODE_MINUTES,
  type CoachLevel,
} from '#shared/recruiting';
import type { CoachStanding, VerificationRequestForm } from '#shared/schemas/coaches';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select } from '#client/components/ui/input';
import { VerifiedBadge } from '#client/components/verified-badge';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useCoachStanding, useVerificationActions } from '#client/lib/coach-standing';
import { longDate } from '#client/lib/format-date';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { toast } from '#client/lib/toast';

/** Days from now to a moment (negative once it has passed). */
function daysUntil(iso: string, now: number) {
  return (new Date(iso).getTime() - now) / (24 * 3600_000);
}

/**
 * The top of /recruiting: where a coach stands. Not a coach: what the page is for. A coach not
 * verified: the way there (ask, type the mailed code, wait for an administrator). Verified: the
 * badge, then the tools (`children`).
 */
export function VerificationPanel({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const standing = useCoachStanding();
  // The moment the page opened: what "ends soon" and "you can ask again" are counted from.
  const [now] = useState(Date.now);
  if (user?.userType !== 'coach') {
    return (
      <Alert tone="info" title="Recruiting tools are for coaches">
        Coaches who sign up as coaches and are verified keep recruiting boards, save searches and
        write evaluations here. Athletes see which verified coaches viewed them on{' '}
        <Link to="/profile" className="text-primary underline underline-offset-4">
          My Profile
        </Link>
        .
      </Alert>
    );
  }
  if (standing.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        Loading your coach account...
      </p>
    );
  }
  if (standing.error || !standing.data) {
    return (
      <Alert tone="error" title="Your coach account could not be loaded.">
        {errorMessage(standing.error, 'Please try again in a moment.')}
      </Alert>
    );
  }
  const data = standing.data;
  if (data.verified && data.badge) {
    const renewSoon = daysUntil(data.badge.expiresAt, now) < 30;
    return (
      <>
        <Card>
          <div className="flex flex-wrap items-center gap-3">
            <ShieldCheck className="size-6 text-emerald-600" aria-hidden />
            <p className="font-semibold">
              {data.profile ? `${data.profile.firstName} ${data.profile.lastName}` : 'You'}
            </p>
            <VerifiedBadge text={data.badge.text} />
          </div>
          <p className="text-muted-foreground mt-2 text-sm">
            Verified until {longDate(data.badge.expiresAt)}.{' '}
            {user ? (
              <Link
                to={`/coach/${encodeURIComponent(user.id)}`}
                className="text-primary underline underline-offset-4"
              >
                See your public page
              </Link>
            ) : null}
          </p>
          {renewSoon ? (
            <div className="mt-4">
              <RequestForm standing={data} heading="Renew your verification" />
            </div>
          ) : null}
        </Card>
        {children}
      </>
    );
  }
  return <VerificationSteps standing={data} now={now} />;
}

/** A coach not verified (yet, or any more): the step they are at. */
function VerificationSteps({ standing, now }: { standing: CoachStanding; now: number }) {
  const request = standing.request;
  if (request?.status === 'requested' && request.domainEmail) {
    return <CodeForm address={request.domainEmail} />;
  }
  if (
    request?.status === 'email-confirmed' ||
    (request?.status === 'requested' && !request.domainEmail)
  ) {
    return (
      <Card>
        <div className="flex items-start gap-3">
          <Hourglass className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <h2 className="text-lg font-semibold">Waiting for an administrator</h2>
            <p className="text-muted-foreground mt-1 text-sm">
              {request.domainEmail
                ? `You confirmed ${request.domainEmail}.`
                : `You gave the staff page ${request.staffPageUrl}.`}{' '}
              An administrator checks that you coach at {request.institution} (
              {coachLevelLabels[request.level]}) and approves you, usually within two working days.
              We email you either way.
            </p>
          </div>
        </div>
      </Card>
    );
  }
  return (
    <Card>
      {request?.status === 'rejected' ? (
        <div className="mb-4">
          <Alert tone="warning" title="Your last request was turned down">
            {request.reason}
            {request.retryFrom && daysUntil(request.retryFrom, now) > 0
              ? ` You can ask again from ${longDate(request.retryFrom)}.`
              : ' You can ask again below.'}
          </Alert>
        </div>
      ) : request?.status === 'expired' ? (
        <div className="mb-4">
          <Alert tone="info" title="Your verification has ended">
            Verifications last a year. Ask again to keep using your boards and saved searches.
          </Alert>
        </div>
      ) : null}
      <RequestForm standing={standing} heading="Get verified" />
    </Card>
  );
}

function RequestForm({ standing, heading }: { standing: CoachStanding; heading: string }) {
  const { request } = useVerificationActions();
  const [formError, setFormError] = useState<string | null>(null);
  const coachType = standing.profile?.coachType ?? 'college';
  const levels = levelsOfCoachType[coachType];
  const form = useForm<VerificationRequestForm>({
    resolver: lazyResolver(
      async () => (await import('#shared/schemas/coaches')).verificationRequestSchema,
    ),
    defaultValues: {
      institution: standing.request?.institution ?? standing.profile?.institution ?? '',
      level: (standing.request?.level ?? levels[0]) as CoachLevel,
      title: standing.profile?.title ?? '',
      domainEmail: '',
      staffPageUrl: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const level = useWatch({ control: form.control, name: 'level' }) as CoachLevel;
  const college = isCollegeLevel(level);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const sent = await request.mutateAsync(values as never);
      toast.success(
        sent.domainEmail ? `We sent a code to ${sent.domainEmail}` : 'Your request is on its way',
      );
    } catch (error) {
      if (
        !applyFieldErrors(error, form.setError, [
          'institution',
          'level',
          'title',
          'domainEmail',
          'staffPageUrl',
        ])
      ) {
        setFormError(errorMessage(error, 'Your request could not be sent. Please try again.'));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">{heading}</h2>
        <p className="text-muted-foreground mt-1 text-sm">
          Verified coaches keep recruiting boards, save searches with email digests and write
          evaluations, and their name shows a Verified badge. We send a code to your address at your{' '}
          {college ? 'college' : 'school or program'}; an administrator then approves you.
          {college ? '' : ' No address there? Give a link to a staff page that lists you instead.'}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="School, college or program" error={errors.institution?.message}>
          <Input autoComplete="organization" {...form.register('institution')} />
        </FormField>
        <FormField label="Level" error={errors.level?.message}>
          <Select {...form.register('level')}>
            {levels.map((value) => (
              <option key={value} value={value}>
                {coachLevelLabels[value]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label="Your title (optional)"
          error={errors.title?.message}
          hint="Shown on your public page, for example Assistant Coach."
        >
          <Input autoComplete="organization-title" {...form.register('title')} />
        </FormField>
        <FormField
          label={college ? 'Your address at the college' : 'Your address there (optional)'}
          error={errors.domainEmail?.message}
          hint="Not a personal address: it is how we know you work there."
        >
          <Input type="email" autoComplete="work email" {...form.register('domainEmail')} />
        </FormField>
        {college ? null : (
          <FormField
            label="Staff page that lists you (optional)"
            error={errors.staffPageUrl?.message}
            hint="An administrator checks it when you have no address there."
          >
            <Input type="url" inputMode="url" {...form.register('staffPageUrl')} />
          </FormField>
        )}
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Ask to be verified'}
        </Button>
      </div>
    </form>
  );
}

type CodeValues = { code: string };

function CodeForm({ address }: { address: string }) {
  const { confirm, resend } = useVerificationActions();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CodeValues>({
    resolver: lazyResolver(
      async () => (await import('#shared/schemas/coaches')).verificationCodeSchema,
    ),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await confirm.mutateAsync(code);
      toast.success('Address confirmed', {
        description: 'An administrator reviews your request next.',
      });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['code'])) {
        setFormError(errorMessage(error, 'The code could not be checked. Please try again.'));
      }
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
        <div className="flex items-start gap-3">
          <MailCheck className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <h2 className="text-lg font-semibold">Enter the code we sent</h2>
            <p className="text-muted-foreground mt-1 text-sm">
              We sent a six-digit code to {address}. It works for {VERIFICATION_CODE_MINUTES}{' '}
              minutes.
            </p>
          </div>
        </div>
        <FormField label="Code" error={errors.code?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.register('code')}
          />
        </FormField>
        {formError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {formError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Checking…' : 'Confirm'}
          </Button>
          <button
            type="button"
            className={buttonClasses({ variant: 'secondary' })}
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: () => toast.success(`We sent a new code to ${address}`),
                onError: (error) =>
                  toast.error(errorMessage(error, 'A new code could not be sent.')),
              })
            }
          >
            Send a new code
          </button>
        </div>
      </form>
    </Card>
  );
}
