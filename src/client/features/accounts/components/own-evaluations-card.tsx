import { ClipboardCheck } from 'lucide-react';
import { EvaluationView } from '#client/components/evaluation-view';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { Switch } from '#client/components/ui/switch';
import { errorMessage } from '#client/lib/api';
import { useOwnEvaluations, useSetEvaluationShown } from '#client/lib/evaluations';
import { toast } from '#client/lib/toast';

/**
 * /profile: "Evaluations of you" (docs/product.md#evaluations). The athlete reads every
 * evaluation a verified coach wrote of them and chooses, one by one, whether their page shows it;
 * they cannot change what a coach wrote.
 */
export function OwnEvaluationsCard({ userId }: { userId: string }) {
  const { data, isPending, error } = useOwnEvaluations(userId);
  const items = data?.items ?? [];
  const setShown = useSetEvaluationShown();
  return (
    <Card className="grid gap-4">
      <div className="flex items-center gap-3">
        <span className="bg-primary/10 text-primary grid size-9 shrink-0 place-items-center rounded-full">
          <ClipboardCheck className="size-4" aria-hidden />
        </span>
        <h2 className="text-lg font-semibold">Evaluations of you</h2>
      </div>
      <ListState
        query={{ isPending, error }}
        compact
        loading="Loading your evaluations..."
        errorFallback="Your evaluations could not be loaded."
        isEmpty={items.length === 0}
        empty="No coach has written an evaluation of you yet. When one does, you read it here first and choose whether your page shows it."
      >
        <ul className="divide-border grid divide-y">
          {items.map((evaluation) => (
            <li key={evaluation.id} className="grid gap-3 py-4 first:pt-0 last:pb-0">
              <EvaluationView evaluation={evaluation} />
              <Switch
                id={`evaluation-shown-${evaluation.id}`}
                label="Show on my page"
                description={
                  evaluation.shown
                    ? 'Signed-in members see it on your page.'
                    : 'Only you and the coach who wrote it can read it.'
                }
                checked={evaluation.shown}
                disabled={setShown.isPending}
                onChange={(shown) =>
                  setShown.mutate(
                    { id: evaluation.id, shown },
                    {
                      onSuccess: () =>
                        toast.success(shown ? 'Shown on your page' : 'Hidden from your page'),
                      onError: (failure) =>
                        toast.error(errorMessage(failure, 'The change could not be saved.')),
                    },
                  )
                }
              />
            </li>
          ))}
        </ul>
      </ListState>
    </Card>
  );
}
