import { useQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { EvaluationDialog } from '#client/components/evaluation-dialog';
import { EvaluationView } from '#client/components/evaluation-view';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { errorMessage } from '#client/lib/api';
import { useIsVerifiedCoach } from '#client/lib/coach-standing';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { usePrivacy } from '#client/lib/privacy';
import { shownEvaluationsQueryOptions, useWriteEvaluation } from '#client/lib/evaluations';
import { toast } from '#client/lib/toast';

/**
 * The athlete page's evaluations (docs/product.md#evaluations): the ones the athlete chose to
 * show, each with its coach's badge; and, for a verified coach, Write an evaluation.
 */
export function AthleteEvaluationsSection({
  athleteId,
  athleteName,
  userId,
}: {
  athleteId: string;
  athleteName: string;
  userId: string;
}) {
  const t = useT();
  const shown = useShownText();
  const verified = useIsVerifiedCoach();
  const isOwner = usePrivacy(userId).data?.privacy?.profileId === athleteId;
  const { data, isPending, error } = useQuery(shownEvaluationsQueryOptions(athleteId));
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="athlete-evaluations" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="athlete-evaluations" className="text-lg font-semibold">
          {t('athletes.evaluations.title')}
        </h2>
        {verified && !isOwner ? (
          <WriteEvaluationButton athleteId={athleteId} athleteName={athleteName} />
        ) : null}
      </div>
      <ListState
        query={{ isPending, error }}
        compact
        loading={t('athletes.evaluations.loading')}
        describeError={(failure) =>
          shown(errorMessage(failure, t('athletes.evaluations.loadFailed')))
        }
        isEmpty={items.length === 0}
        empty={isOwner ? t('athletes.evaluations.emptyOwner') : t('athletes.evaluations.empty')}
      >
        <div className="grid gap-4">
          {items.map((evaluation) => (
            <Card key={evaluation.id}>
              <EvaluationView evaluation={evaluation} />
            </Card>
          ))}
        </div>
      </ListState>
    </section>
  );
}

function WriteEvaluationButton({
  athleteId,
  athleteName,
}: {
  athleteId: string;
  athleteName: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const write = useWriteEvaluation();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <PenLine className="size-4" aria-hidden />
        {t('athletes.evaluations.write')}
      </Button>
      {open ? (
        <EvaluationDialog
          open
          onOpenChange={(next) => {
            if (!next) write.reset();
            setOpen(next);
          }}
          athleteName={athleteName}
          submitLabel={t('athletes.evaluations.send')}
          busy={write.isPending}
          error={write.error}
          onSubmit={(value) =>
            write.mutate(
              { ...value, athleteId },
              {
                onSuccess: () => {
                  setOpen(false);
                  toast.success(t('athletes.evaluations.sent'), {
                    description: t('athletes.evaluations.sentText', { name: athleteName }),
                  });
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
