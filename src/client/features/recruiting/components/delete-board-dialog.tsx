import { Dialog, DialogButtons } from '#client/components/ui/dialog';

/** The question before a board is deleted; it stays open while the board is being deleted (`busy`). */
export function DeleteBoardDialog({
  boardName,
  open,
  busy,
  onOpenChange,
  onConfirm,
}: {
  boardName: string;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title="Delete this board?"
      description={`${boardName} and everything on it (stages, ratings, notes) is deleted. The athletes' profiles are not touched.`}
    >
      <DialogButtons
        submit="Delete board"
        destructive
        busy={busy}
        busyLabel="Deleting…"
        onCancel={() => onOpenChange(false)}
        onSubmit={onConfirm}
      />
    </Dialog>
  );
}
