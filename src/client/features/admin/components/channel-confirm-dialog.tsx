import type { AdminChannel } from '#shared/schemas/admin-channels';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

/** The actions on a channel that are confirmed first. */
export type Confirmable = 'archive' | 'rotate' | 'end';

/** What each confirmed action does, said before it is done. */
const confirmations = {
  archive: {
    title: 'admin.channels.confirm.archive.title',
    body: 'admin.channels.confirm.archive.body',
    button: 'admin.channels.confirm.archive.button',
  },
  rotate: {
    title: 'admin.channels.confirm.rotate.title',
    body: 'admin.channels.confirm.rotate.body',
    button: 'admin.channels.rotate',
  },
  end: {
    title: 'admin.channels.confirm.end.title',
    body: 'admin.channels.confirm.end.body',
    button: 'admin.channels.end',
  },
} as const satisfies Record<Confirmable, { title: MessageId; body: MessageId; button: MessageId }>;

/**
 * "Are you sure?" for archiving a channel, rotating its key or ending its broadcast: what the
 * action does, and its button. It cannot be closed while the action runs.
 */
export function ChannelConfirmDialog({
  confirming,
  busy,
  onCancel,
  onConfirm,
}: {
  confirming: { action: Confirmable; channel: AdminChannel } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const confirmation = confirming ? confirmations[confirming.action] : null;
  return (
    <Dialog
      open={confirming !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={confirmation ? t(confirmation.title) : ''}
      description={
        confirming && confirmation
          ? t(confirmation.body, {
              title: confirming.channel.title,
              live: confirming.channel.live ? 'yes' : 'no',
            })
          : undefined
      }
    >
      <DialogButtons
        submit={confirmation ? t(confirmation.button) : ''}
        busy={busy}
        busyLabel={t('admin.channels.confirm.working')}
        onCancel={onCancel}
        onSubmit={onConfirm}
      />
    </Dialog>
  );
}
