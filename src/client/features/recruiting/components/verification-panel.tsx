import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { MailCheck, ShieldCheck, Hourglass } from 'lucide-react';
import {
  isCollegeLevel,
  levelsOfCoachType,
  VERIFICATION_CODE_MINUTES,
  type CoachLevel,
} from '#shared/recruiting';
import type { CoachStanding, VerificationRequestForm } from '#shared/schemas/coaches';
import { RichMessage } from '#client/components/rich-message';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input, Select } from '#client/components/ui/input';
import { VerifiedBadge } from '#client/components/verified-badge';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useCoachStanding, useVerificationActions } from '#client/lib/coach-standing';
import { useLocaleTag, useShownText, useT } from '#client/lib/i18n/i18n';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { toast } from '#client/lib/toast';
import { coachLevelTexts, useBadgeText } from '../texts';

/** A moment as a long date in the page's language, e.g. "November 24, 2026". */
function useLongDate(): (iso: string) => string {
  const localeTag = useLocaleTag();
  return (iso) => new Date(iso).toLocaleDateString(localeTag, { dateStyle: 'long' });
}

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
  const t = useT();
  const shown = useShownText();
  const longDate = useLongDate();
  const badgeText = useBadgeText();
  const { user } = useAuth();
  const standing = useCoachStanding();
  // The moment the page opened: what "ends soon" and "you can ask again" are counted from.
  const [now] = useState(Date.now);
  if (user?.userType !== 'coach') {
    return (
      <Alert tone="info" title={t('recruiting.verify.notCoach.title')}>
        <RichMessage
          id="recruiting.verify.notCoach.text"
          parts={{
            link: (
              <Link to="/profile" className="text-primary underline underline-offset-4">
                {t('recruiting.verify.notCoach.link')}
              </Link>
            ),
          }}
        />
      </Alert>
    );
  }
  if (standing.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        {t('recruiting.verify.loading')}
      </p>
    );
  }
  if (standing.error || !standing.data) {
    return (
      <Alert tone="error" title={t('recruiting.verify.loadFailed')}>
        {shown(errorMessage(standing.error, t('recruiting.tryAgainInAMoment')))}
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
              {data.profile
                ? `${data.profile.firstName} ${data.profile.lastName}`
                : t('recruiting.verify.you')}
            </p>
            <VerifiedBadge text={badgeText(data.badge)} />
          </div>
          <p className="text-muted-foreground mt-2 text-sm">
            {t('recruiting.verify.until', { date: longDate(data.badge.expiresAt) })}{' '}
            {user ? (
              <Link
                to={`/coach/${encodeURIComponent(user.id)}`}
                className="text-primary underline underline-offset-4"
              >
                {t('recruiting.verify.publicPage')}
              </Link>
            ) : null}
          </p>
          {renewSoon ? (
            <div className="mt-4">
              <RequestForm standing={data} heading={t('recruiting.verify.renew')} />
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
  const t = useT();
  const longDate = useLongDate();
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
            <h2 className="text-lg font-semibold">{t('recruiting.verify.waiting.title')}</h2>
            <p className="text-muted-foreground mt-1 text-sm">
              {request.domainEmail
                ? t('recruiting.verify.waiting.confirmed', { email: request.domainEmail })
                : t('recruiting.verify.waiting.staffPage', {
                    url: request.staffPageUrl ?? '',
                  })}{' '}
              {t('recruiting.verify.waiting.text', {
                institution: request.institution,
                level: t(coachLevelTexts[request.level]),
              })}
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
          <Alert tone="warning" title={t('recruiting.verify.rejected.title')}>
            {request.reason}
            {request.retryFrom && daysUntil(request.retryFrom, now) > 0
              ? t('recruiting.verify.rejected.askFrom', { date: longDate(request.retryFrom) })
              : t('recruiting.verify.rejected.askBelow')}
          </Alert>
        </div>
      ) : request?.status === 'expired' ? (
        <div className="mb-4">
          <Alert tone="info" title={t('recruiting.verify.expired.title')}>
            {t('recruiting.verify.expired.text')}
          </Alert>
        </div>
      ) : null}
      <RequestForm standing={standing} heading={t('recruiting.verify.get')} />
    </Card>
  );
}

function RequestForm({ standing, heading }: { standing: CoachStanding; heading: string }) {
  const t = useT();
  const shown = useShownText();
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
  const shownError = (message: string | undefined) => (message ? shown(message) : undefined);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const sent = await request.mutateAsync(values as never);
      toast.success(
        sent.domainEmail
          ? t('recruiting.verify.codeSent', { email: sent.domainEmail })
          : t('recruiting.verify.requestSent'),
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
        setFormError(errorMessage(error, t('recruiting.verify.requestFailed')));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">{heading}</h2>
        <p className="text-muted-foreground mt-1 text-sm">
          {college ? t('recruiting.verify.intro.college') : t('recruiting.verify.intro.school')}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('recruiting.verify.institution')}
          error={shownError(errors.institution?.message)}
        >
          <Input autoComplete="organization" {...form.register('institution')} />
        </FormField>
        <FormField label={t('recruiting.verify.level')} error={shownError(errors.level?.message)}>
          <Select {...form.register('level')}>
            {levels.map((value) => (
              <option key={value} value={value}>
                {t(coachLevelTexts[value])}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('recruiting.verify.title')}
          error={shownError(errors.title?.message)}
          hint={t('recruiting.verify.title.hint')}
        >
          <Input autoComplete="organization-title" {...form.register('title')} />
        </FormField>
        <FormField
          label={
            college ? t('recruiting.verify.email.college') : t('recruiting.verify.email.school')
          }
          error={shownError(errors.domainEmail?.message)}
          hint={t('recruiting.verify.email.hint')}
        >
          <Input type="email" autoComplete="work email" {...form.register('domainEmail')} />
        </FormField>
        {college ? null : (
          <FormField
            label={t('recruiting.verify.staffPage')}
            error={shownError(errors.staffPageUrl?.message)}
            hint={t('recruiting.verify.staffPage.hint')}
          >
            <Input type="url" inputMode="url" {...form.register('staffPageUrl')} />
          </FormField>
        )}
      </div>
      {formError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {shown(formError)}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('recruiting.verify.sending') : t('recruiting.verify.ask')}
        </Button>
      </div>
    </form>
  );
}

type CodeValues = { code: string };

function CodeForm({ address }: { address: string }) {
  const t = useT();
  const shown = useShownText();
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
      toast.success(t('recruiting.verify.confirmed'), {
        description: t('recruiting.verify.confirmed.description'),
      });
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['code'])) {
        setFormError(errorMessage(error, t('recruiting.verify.codeFailed')));
      }
    }
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
        <div className="flex items-start gap-3">
          <MailCheck className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
          <div>
            <h2 className="text-lg font-semibold">{t('recruiting.verify.code.title')}</h2>
            <p className="text-muted-foreground mt-1 text-sm">
              {t('recruiting.verify.code.text', { address, minutes: VERIFICATION_CODE_MINUTES })}
            </p>
          </div>
        </div>
        <FormField
          label={t('recruiting.verify.code')}
          error={errors.code?.message ? shown(errors.code.message) : undefined}
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.register('code')}
          />
        </FormField>
        {formError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {shown(formError)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('recruiting.verify.checking') : t('recruiting.verify.confirm')}
          </Button>
          <button
            type="button"
            className={buttonClasses({ variant: 'secondary' })}
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: () => toast.success(t('recruiting.verify.newCodeSent', { address })),
                onError: (error) =>
                  toast.error(shown(errorMessage(error, t('recruiting.verify.newCodeFailed')))),
              })
            }
          >
            {t('recruiting.verify.newCode')}
          </button>
        </div>
      </form>
    </Card>
  );
}
