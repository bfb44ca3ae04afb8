import { useEffect, useRef, useState } from 'react';
import type { ChannelWithKey, OwnChannel } from '#shared/schemas/streams';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { toast } from '#client/lib/toast';
import { useDeleteChannel, useRotateStreamKey } from '../api/own-channels';

// The confirmations an own channel's actions open below it, each focused when it opens.

/** A new stream key: the old one stops working; the new one is handed to the caller to show. */
export function RotateKeyConfirm({
  channel,
  onRotated,
  onCancel,
}: {
  channel: OwnChannel;
  onRotated: (result: ChannelWithKey) => void;
  onCancel: () => void;
}) {
  const rotate = useRotateStreamKey();
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <div className="grid gap-3">
      <Alert tone="warning" title="Make a new stream key?">
        The old key stops working at once and a running broadcast ends.
      </Alert>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={rotate.isPending}>
          Cancel
        </Button>
        <button
          type="button"
          ref={confirmButton}
          className={buttonClasses()}
          disabled={rotate.isPending}
          onClick={async () => {
            try {
              const result = await rotate.mutateAsync(channel.slug);
              toast.success('New stream key made', {
                description: 'Copy it now: it is not shown again.',
              });
              onRotated(result);
            } catch (error) {
              toast.error('Error', {
                description: errorMessage(error, 'The stream key could not be changed.'),
              });
            }
          }}
        >
          {rotate.isPending ? 'Making a new key...' : 'Make a new key'}
        </button>
      </div>
    </div>
  );
}

/** Deleting the channel, once its address is typed. */
export function DeleteChannelConfirm({
  channel,
  onCancel,
}: {
  channel: OwnChannel;
  onCancel: () => void;
}) {
  const remove = useDeleteChannel();
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const confirmed = typed.trim() === channel.slug;
  return (
    <form
      className="grid gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!confirmed) return;
        try {
          await remove.mutateAsync(channel.slug);
          toast.success('Channel deleted', { description: `${channel.title} is gone.` });
        } catch (error) {
          toast.error('Error', {
            description: errorMessage(error, 'The channel could not be deleted.'),
          });
        }
      }}
    >
      <Alert tone="error" title={`Delete ${channel.title}?`}>
        Its broadcasts and replays are deleted with it, its stream key stops working and its public
        page disappears. This cannot be undone.
      </Alert>
      <FormField
        label={
          <>
            Type <span className="font-mono">{channel.slug}</span> to confirm
          </>
        }
      >
        <Input
          ref={input}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="plain"
          className="bg-red-600 text-white shadow-sm hover:bg-red-700"
          disabled={!confirmed || remove.isPending}
        >
          {remove.isPending ? 'Deleting...' : 'Delete channel'}
        </Button>
      </div>
    </form>
  );
}
