import { queryOptions, useQuery } from '@tanstack/react-query';
import { ArrowLeft, GraduationCap, Trophy } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { coachLevelLabels } from '#shared/recruiting';
import type { CoachPage } from '#shared/schemas/coaches';
import { Alert } from '#client/components/ui/alert';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { NotFoundPage } from '#client/components/status-pages';
import { VerifiedBadge } from '#client/components/verified-badge';
import { api, pathParam, unwrap, withSignal } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-provider';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { isMissing } from '#client/lib/page-status';
import { useDocumentTitle } from '#client/lib/use-document-title';

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
  useDocumentTitle(coach.data ? `${coach.data.name}, ${coach.data.institution}` : 'Coach');
  if (isMissing(coach.error)) return <NotFoundPage />;
  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:py-14">
      <Link
        to="/athletes"
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Athletes
      </Link>
      {coach.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading the coach...
        </p>
      ) : !coach.data ? (
        <Alert tone="error" title="This coach could not be loaded.">
          Please try again in a moment.
        </Alert>
      ) : (
        <Card>
          <h1 className="text-3xl font-bold tracking-tight">{coach.data.name}</h1>
          {coach.data.title ? (
            <p className="text-muted-foreground mt-1">{coach.data.title}</p>
          ) : null}
          <div className="mt-3">
            <VerifiedBadge text={coach.data.badge} />
          </div>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            <div className="flex items-start gap-3">
              <GraduationCap className="text-primary mt-0.5 size-5" aria-hidden />
              <div>
                <dt className="text-muted-foreground text-xs tracking-wide uppercase">
                  Institution
                </dt>
                <dd className="font-medium">
                  {coach.data.institution} · {coachLevelLabels[coach.data.level]}
                </dd>
              </div>
            </div>
            <div className="flex items-start gap-3">
              <Trophy className="text-primary mt-0.5 size-5" aria-hidden />
              <div>
                <dt className="text-muted-foreground text-xs tracking-wide uppercase">Sport</dt>
                <dd className="font-medium">{coach.data.sports.join(', ')}</dd>
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
            An administrator checked that this coach works at {coach.data.institution}. Verified
            coaches see profiles shown to verified coaches only.{' '}
            <Link to="/child-safety" className="text-primary underline underline-offset-4">
              How we verify coaches
            </Link>
          </p>
        </Card>
      )}
      <Link to="/athletes" className={buttonClasses({ variant: 'secondary' })}>
        Browse athletes
      </Link>
    </div>
  );
}
