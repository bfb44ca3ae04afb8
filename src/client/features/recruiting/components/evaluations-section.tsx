import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { WrittenEvaluation } from '#shared/schemas/evaluations';
import { EvaluationDialog } from '#client/components/evaluation-dialog';
import { EvaluationView } from '#client/components/evaluation-view';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { errorMessage } from '#client/lib/api';
import {
  useDeleteEvaluation,
  useUpdateEvaluation,
  useWrittenEvaluations,
} from '#client/lib/evaluations';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import { textLinkClass } from '#client/components/ui/text-link';
import { ListState } from '#client/components/ui/list-state';

/**
 * "Evaluations you wrote" on /recruiting (docs/product.md#evaluations): each with whether the
 * athlete shows it on their page, to change or delete. An athlete no longer shown to the coach
 * stays listed without their name.
 */
export function EvaluationsSection() {
  const t = useT();
  const { data, isPending, error } = useWrittenEvaluations();
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="written-evaluations-heading" className="grid gap-4">
      <div>
        <h2 id="written-evaluations-heading" className="text-2xl font-bold tracking-tight">
          {t('recruiting.evaluations.title')}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{t('recruiting.evaluations.intro')}</p>
      </div>
      <ListState
        query={{ isPending, error }}
        compact
        loading={t('recruiting.evaluations.loading')}
        errorFallback={t('recruiting.evaluations.loadFailed')}
        isEmpty={items.length === 0}
        empty={
          <>
            {t('recruiting.evaluations.empty')}{' '}
            <Link to="/athletes" className={textLinkClass}>
              {t('recruiting.evaluations.findAthlete')}
            </Link>
          </>
        }
      >
        <ul className="grid gap-4">
          {items.map((evaluation) => (
            <li key={evaluation.id} className="border-border bg-card rounded-xl border p-4">
              <WrittenEvaluationItem evaluation={evaluation} />
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function WrittenEvaluationItem({ evaluation }: { evaluation: WrittenEvaluation }) {
  const t = useT();
  const shown = useShownText();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateEvaluation();
  const remove = useDeleteEvaluation();
  const athleteName = evaluation.athlete
    ? `${evaluation.athlete.firstName} ${evaluation.athlete.lastName}`
    : t('recruiting.board.hiddenAthlete');
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {evaluation.athlete ? (
            <Link
              to={`/athlete/${evaluation.athleteId}`}
              className="font-semibold underline-offset-4 hover:underline"
            >
              {athleteName}
            </Link>
          ) : (
            <span className="font-semibold">{t('recruiting.board.hiddenAthlete')}</span>
          )}
          <Badge tone={evaluation.shown ? 'success' : 'neutral'}>
            {evaluation.shown
              ? t('recruiting.evaluations.shown')
              : t('recruiting.evaluations.notShown')}
          </Badge>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
            <Pencil className="size-4" aria-hidden />
            {t('recruiting.evaluations.edit')}
            <span className="sr-only">
              {t('recruiting.evaluations.ofAthlete', { name: athleteName })}
            </span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
            <Trash2 className="size-4" aria-hidden />
            {t('recruiting.evaluations.delete')}
            <span className="sr-only">
              {t('recruiting.evaluations.ofAthlete', { name: athleteName })}
            </span>
          </Button>
        </div>
      </div>
      {evaluation.athlete ? null : (
        <p className="text-muted-foreground text-sm">{t('recruiting.evaluations.hidden')}</p>
      )}
      <EvaluationView evaluation={evaluation} />
      {editing ? (
        <EvaluationDialog
          open
          onOpenChange={(next) => {
            if (!next) update.reset();
            setEditing(next);
          }}
          athleteName={athleteName}
          initial={evaluation}
          submitLabel={t('recruiting.evaluations.saveChanges')}
          busy={update.isPending}
          error={update.error}
          onSubmit={(value) =>
            update.mutate(
              { ...value, id: evaluation.id },
              {
                onSuccess: () => {
                  setEditing(false);
                  toast.success(t('recruiting.evaluations.saved'));
                },
              },
            )
          }
        />
      ) : null}
      {deleting ? (
        <Dialog
          open
          onOpenChange={(next) => {
            if (!next) remove.reset();
            setDeleting(next);
          }}
          title={t('recruiting.evaluations.deleteTitle')}
          description={t('recruiting.evaluations.deleteDescription', { name: athleteName })}
        >
          {remove.error ? (
            <Alert tone="error" className="mb-3">
              {shown(errorMessage(remove.error, t('recruiting.evaluations.deleteFailed')))}
            </Alert>
          ) : null}
          <DialogButtons
            submit={t('recruiting.evaluations.deleteSubmit')}
            destructive
            busy={remove.isPending}
            busyLabel={t('recruiting.evaluations.deleting')}
            onCancel={() => setDeleting(false)}
            onSubmit={() =>
              remove.mutate(evaluation.id, {
                onSuccess: () => {
                  setDeleting(false);
                  toast.success(t('recruiting.evaluations.deleted'));
                },
              })
            }
          />
        </Dialog>
      ) : null}
    </div>
  );
}
