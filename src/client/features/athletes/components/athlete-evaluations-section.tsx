import { useQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { EvaluationDialog } from '#client/components/evaluation-dialog';
import { EvaluationView } from '#client/components/evaluation-view';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { useIsVerifiedCoach } from '#client/lib/coach-standing';
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
  const verified = useIsVerifiedCoach();
  const isOwner = usePrivacy(userId).data?.privacy?.profileId === athleteId;
  const { data, isPending, error } = useQuery(shownEvaluationsQueryOptions(athleteId));
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="athlete-evaluations" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="athlete-evaluations" className="text-lg font-semibold">
          Coach evaluations
        </h2>
        {verified && !isOwner ? (
          <WriteEvaluationButton athleteId={athleteId} athleteName={athleteName} />
        ) : null}
      </div>
      <ListState
        query={{ isPending, error }}
        compact
        loading="Loading evaluations..."
        errorFallback="The evaluations could not be loaded."
        isEmpty={items.length === 0}
        empty={
          isOwner
            ? 'Your page shows no evaluation. Choose which ones it shows under Evaluations of you on My Profile.'
            : 'No coach evaluation is shown on this page.'
        }
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
  const [open, setOpen] = useState(false);
  const write = useWriteEvaluation();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <PenLine className="size-4" aria-hidden />
        Write an evaluation
      </Button>
      {open ? (
        <EvaluationDialog
          open
          onOpenChange={(next) => {
            if (!next) write.reset();
            setOpen(next);
          }}
          athleteName={athleteName}
          submitLabel="Send evaluation"
          busy={write.isPending}
          error={write.error}
          onSubmit={(value) =>
            write.mutate(
              { ...value, athleteId },
              {
                onSuccess: () => {
                  setOpen(false);
                  toast.success('Evaluation sent', {
                    description: `${athleteName} can read it now and choose whether their page shows it.`,
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
