import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { useT } from '#client/lib/i18n/i18n';

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
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={t('recruiting.deleteBoard.title')}
      description={t('recruiting.deleteBoard.description', { name: boardName })}
    >
      <DialogButtons
        submit={t('recruiting.deleteBoard.submit')}
        destructive
        busy={busy}
        busyLabel={t('recruiting.deleteBoard.deleting')}
        onCancel={() => onOpenChange(false)}
        onSubmit={onConfirm}
      />
    </Dialog>
  );
}
