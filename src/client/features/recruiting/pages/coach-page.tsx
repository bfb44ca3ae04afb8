import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArrowLeft, GraduationCap, Trophy } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { CoachPage } from '#shared/schemas/coaches';
import { Alert } from '#client/components/ui/alert';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { RichMessage } from '#client/components/rich-message';
import { NotFoundPage } from '#client/components/status-pages';
import { VerifiedBadge } from '#client/components/verified-badge';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-provider';
import { useT } from '#client/lib/i18n/i18n';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { isMissing } from '#client/lib/page-status';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { coachLevelTexts, useBadgeText, useSportText } from '../texts';

const coachQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['coach-page', id] as const,
    queryFn: ({ signal }): Promise<CoachPage> =>
      unwrap(api.coaches[':id'].$get({ param: { id: pathParam(id) } }, withSignal(signal))),
  });

// "Message this coach" (its dialog and the messaging calls) is fetched for athletes alone.
const MessageCoachButton = lazy(() => import('../components/message-coach-button'));

// A coach who is not verified (or does not exist) has no page: 404.
export const handle: PageHandle = {
  prefetch: ({ queryClient, params }) =>
    prefetchSubject(queryClient, coachQueryOptions(params.id ?? '')),
};

/**
 * /coach/{id}: a verified coach's public page (docs/product.md#coach-verification): their name,
 * title, institution, level, sport and badge, and nothing else.
 */
export function Component() {
  const { id = '' } = useParams();
  const coach = useQuery(coachQueryOptions(id));
  const { user } = useAuth();
  const t = useT();
  const badgeText = useBadgeText();
  const sportText = useSportText();
  useDocumentTitle(
    coach.data
      ? t('recruiting.coach.documentTitle', {
          name: coach.data.name,
          institution: coach.data.institution,
        })
      : t('recruiting.coach.title'),
  );
  if (isMissing(coach.error)) return <NotFoundPage />;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:py-14">
      <Link
        to="/athletes"
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('recruiting.coach.back')}
      </Link>
      {coach.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('recruiting.coach.loading')}
        </p>
      ) : !coach.data ? (
        <Alert tone="error" title={t('recruiting.coach.loadFailed')}>
          {t('recruiting.tryAgainInAMoment')}
        </Alert>
      ) : (
        <Card>
          <h1 className="text-3xl font-bold tracking-tight">{coach.data.name}</h1>
          {coach.data.title ? (
            <p className="text-muted-foreground mt-1">{coach.data.title}</p>
          ) : null}
          <div className="mt-3">
            <VerifiedBadge
              text={badgeText({ institution: coach.data.institution, level: coach.data.level })}
            />
          </div>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="flex items-start gap-3">
              <GraduationCap className="text-primary mt-0.5 size-5" aria-hidden />
              <div>
                <dt className="text-muted-foreground text-xs tracking-wide uppercase">
                  {t('recruiting.coach.institution')}
                </dt>
                <dd className="font-medium">
                  {coach.data.institution} · {t(coachLevelTexts[coach.data.level])}
                </dd>
              </div>
            </div>
            <div className="flex items-start gap-3">
              <Trophy className="text-primary mt-0.5 size-5" aria-hidden />
              <div>
                <dt className="text-muted-foreground text-xs tracking-wide uppercase">
                  {t('recruiting.coach.sport')}
                </dt>
                <dd className="font-medium">{coach.data.sports.map(sportText).join(', ')}</dd>
              </div>
            </div>
          </dl>
          {user?.userType === 'player' ? (
            <div className="mt-6">
              <Suspense fallback={null}>
                <MessageCoachButton
                  coachId={coach.data.id}
                  coachName={coach.data.name}
                  level={coach.data.level}
                />
              </Suspense>
            </div>
          ) : null}
          <p className="text-muted-foreground mt-6 text-sm">
            <RichMessage
              id="recruiting.coach.checked"
              values={{ institution: coach.data.institution }}
              parts={{
                link: (
                  <Link to="/child-safety" className="text-primary underline underline-offset-4">
                    {t('recruiting.coach.checked.link')}
                  </Link>
                ),
              }}
            />
          </p>
        </Card>
      )}
      <Link to="/athletes" className={buttonClasses({ variant: 'secondary' })}>
        {t('recruiting.browseAthletes')}
      </Link>
    </div>
  );
}
