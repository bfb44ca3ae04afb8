import { lazy, Suspense, type ComponentProps } from 'react';
import { useT } from '#client/lib/i18n/i18n';

// What only signed-in members, or only coaches, use on the athlete pages and cards is fetched for
// them alone: a visitor's page loads none of it (docs/decisions/0011-javascript-budget.md).

const Evaluations = lazy(async () => ({
  default: (await import('./athlete-evaluations-section')).AthleteEvaluationsSection,
}));
const Stats = lazy(async () => ({
  default: (await import('./athlete-stats-table')).AthleteStatsTable,
}));
const SaveSearch = lazy(async () => ({
  default: (await import('./save-search-form')).SaveSearchForm,
}));

/** An athlete's statistics and evaluations, for signed-in members. */
export function AthleteRecordSections({
  athleteId,
  firstName,
  athleteName,
  userId,
}: {
  athleteId: string;
  firstName: string;
  athleteName: string;
  userId: string;
}) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <p role="status" className="text-muted-foreground text-sm">
          {t('athletes.record.loading')}
        </p>
      }
    >
      <Stats athleteId={athleteId} firstName={firstName} />
      <Evaluations athleteId={athleteId} athleteName={athleteName} userId={userId} />
    </Suspense>
  );
}

/** A verified coach's "Save this search" (the page shows it to them alone). */
export function SaveSearchForm(props: ComponentProps<typeof SaveSearch>) {
  return (
    <Suspense fallback={null}>
      <SaveSearch {...props} />
    </Suspense>
  );
}
