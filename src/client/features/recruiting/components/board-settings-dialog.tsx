import { useState, type FormEvent } from 'react';
import type { Board } from '#shared/schemas/boards';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { useUpdateBoard } from '#client/lib/boards';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';

/** Renames a board and its five stages. */
export function BoardSettingsDialog({
  board,
  open,
  onOpenChange,
}: {
  board: Board;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const shown = useShownText();
  const update = useUpdateBoard(board.id);
  const [name, setName] = useState(board.name);
  const [stages, setStages] = useState(board.stages);
  const [error, setError] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the board as it is now.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(board.name);
      setStages(board.stages);
      setError(null);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { name, stages },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success(t('recruiting.boardSettings.saved'));
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError
              ? shown(Object.values(failure.fieldErrors).flat()[0] ?? failure.message)
              : t('recruiting.boardSettings.failed'),
          ),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!update.isPending) onOpenChange(next);
      }}
      title={t('recruiting.boardSettings.title')}
      description={t('recruiting.boardSettings.description')}
      size="lg"
    >
      <form onSubmit={submit} className="grid gap-4">
        <FormField label={t('recruiting.boardSettings.name')}>
          <Input value={name} required onChange={(event) => setName(event.target.value)} />
        </FormField>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">
            {t('recruiting.boardSettings.stages')}
          </legend>
          {stages.map((stage, index) => (
            <FormField
              key={index}
              label={t('recruiting.boardSettings.stage', { number: index + 1 })}
            >
              <Input
                value={stage}
                required
                onChange={(event) =>
                  setStages(stages.map((old, at) => (at === index ? event.target.value : old)))
                }
              />
            </FormField>
          ))}
        </fieldset>
        {error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <DialogButtons
          submit={t('recruiting.boardSettings.save')}
          busy={update.isPending}
          busyLabel={t('recruiting.boardSettings.saving')}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Dialog>
  );
}
