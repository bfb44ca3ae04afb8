import { useState, type FormEvent } from 'react';
import type { Board } from '#shared/schemas/boards';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api';
import { useUpdateBoard } from '#client/lib/boards';
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
          toast.success('Board saved');
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError
              ? (Object.values(failure.fieldErrors).flat()[0] ?? failure.message)
              : 'The board could not be saved. Please try again.',
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
      title="Rename the board"
      description="Give the board and each of its five stages the names you use."
      size="lg"
    >
      <form onSubmit={submit} className="grid gap-4">
        <FormField label="Board name">
          <Input value={name} required onChange={(event) => setName(event.target.value)} />
        </FormField>
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Stages, in order</legend>
          {stages.map((stage, index) => (
            <FormField key={index} label={`Stage ${index + 1}`}>
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
          submit="Save"
          busy={update.isPending}
          busyLabel="Saving…"
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Dialog>
  );
}
