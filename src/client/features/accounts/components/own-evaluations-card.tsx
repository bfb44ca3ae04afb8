import { ClipboardCheck } from 'lucide-react';
import { EvaluationView } from '#client/components/evaluation-view';
import { Card } from '#client/components/ui/card';
import { ListState } from '#client/components/ui/list-state';
import { Switch } from '#client/components/ui/switch';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { useOwnEvaluations, useSetEvaluationShown } from '#client/lib/evaluations';
import { toast } from '#client/lib/toast';

/**
 * /profile: "Evaluations of you" (docs/product.md#evaluations). The athlete reads every
 * evaluation a verified coach wrote of them and chooses, one by one, whether their page shows it;
 * they cannot change what a coach wrote.
 */
export function OwnEvaluationsCard({ userId }: { userId: string }) {
  const t = useT();
  const shownText = useShownText();
  const { data, isPending, error } = useOwnEvaluations(userId);
  const items = data?.items ?? [];
  const setShown = useSetEvaluationShown();
  return (
    <Card className="grid gap-4">
      <div className="flex items-center gap-3">
        <span className="bg-primary/10 text-primary grid size-9 shrink-0 place-items-center rounded-full">
          <ClipboardCheck className="size-4" aria-hidden />
        </span>
        <h2 className="text-lg font-semibold">{t('profile.evaluations.title')}</h2>
      </div>
      <ListState
        query={{ isPending, error }}
        compact
        loading={t('profile.evaluations.loading')}
        describeError={(failure) =>
          shownText(errorMessage(failure, t('profile.evaluations.loadFailed')))
        }
        isEmpty={items.length === 0}
        empty={t('profile.evaluations.empty')}
      >
        <ul className="divide-border grid divide-y">
          {items.map((evaluation) => (
            <li key={evaluation.id} className="grid gap-3 py-4 first:pt-0 last:pb-0">
              <EvaluationView evaluation={evaluation} />
              <Switch
                id={`evaluation-shown-${evaluation.id}`}
                label={t('profile.evaluations.show')}
                description={
                  evaluation.shown
                    ? t('profile.evaluations.shownNote')
                    : t('profile.evaluations.hiddenNote')
                }
                checked={evaluation.shown}
                disabled={setShown.isPending}
                onChange={(isShown) =>
                  setShown.mutate(
                    { id: evaluation.id, shown: isShown },
                    {
                      onSuccess: () =>
                        toast.success(
                          t(isShown ? 'profile.evaluations.shown' : 'profile.evaluations.hidden'),
                        ),
                      onError: (failure) =>
                        toast.error(
                          shownText(errorMessage(failure, t('profile.evaluations.saveFailed'))),
                        ),
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
