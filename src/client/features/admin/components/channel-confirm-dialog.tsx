import type { AdminChannel } from '#shared/schemas/admin-channels';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';

/** The actions on a channel that are confirmed first. */
export type Confirmable = 'archive' | 'rotate' | 'end';

/** What each confirmed action does, said before it is done. */
const confirmations: Record<
  Confirmable,
  { title: string; body: (channel: AdminChannel) => string; button: string }
> = {
  archive: {
    title: 'Archive this channel?',
    body: (channel) =>
      `${channel.title} leaves every public list and page, its replays included, and its stream key is refused. Nothing is deleted: unarchive it to bring it back.`,
    button: 'Archive channel',
  },
  rotate: {
    title: 'Rotate the stream key?',
    body: (channel) =>
      `The key of ${channel.title} stops working at once${channel.live ? ' and the running broadcast ends' : ''}. The new key is shown once, right after.`,
    button: 'Rotate key',
  },
  end: {
    title: 'End the broadcast now?',
    body: (channel) =>
      `The broadcast on ${channel.title} ends now and is kept as a replay. Broadcasting software that keeps sending starts a new one: rotate the key or archive the channel to keep it off the air.`,
    button: 'End broadcast',
  },
};

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
  const confirmation = confirming ? confirmations[confirming.action] : null;
  return (
    <Dialog
      open={confirming !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={confirmation?.title ?? ''}
      description={confirming && confirmation ? confirmation.body(confirming.channel) : undefined}
    >
      <DialogButtons
        submit={confirmation?.button ?? ''}
        busy={busy}
        busyLabel="Working…"
        onCancel={onCancel}
        onSubmit={onConfirm}
      />
    </Dialog>
  );
}
