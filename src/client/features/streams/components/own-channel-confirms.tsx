import { useEffect, useRef, useState } from 'react';
import type { ChannelWithKey, OwnChannel } from '#shared/schemas/streams';
import { RichMessage } from '#client/components/rich-message';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
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
  const t = useT();
  const shown = useShownText();
  const rotate = useRotateStreamKey();
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmButton.current?.focus(), []);
  return (
    <div className="grid gap-3">
      <Alert tone="warning" title={t('streams.rotate.title')}>
        {t('streams.rotate.text')}
      </Alert>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={rotate.isPending}>
          {t('streams.cancel')}
        </Button>
        <button
          type="button"
          ref={confirmButton}
          className={buttonClasses()}
          disabled={rotate.isPending}
          onClick={async () => {
            try {
              const result = await rotate.mutateAsync(channel.slug);
              toast.success(t('streams.rotate.done'), {
                description: t('streams.rotate.doneText'),
              });
              onRotated(result);
            } catch (error) {
              toast.error(t('streams.error'), {
                description: shown(errorMessage(error, t('streams.rotate.failed'))),
              });
            }
          }}
        >
          {rotate.isPending ? t('streams.rotate.making') : t('streams.rotate.make')}
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
  const t = useT();
  const shown = useShownText();
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
          toast.success(t('streams.delete.done'), {
            description: t('streams.delete.doneText', { title: channel.title }),
          });
        } catch (error) {
          toast.error(t('streams.error'), {
            description: shown(errorMessage(error, t('streams.delete.failed'))),
          });
        }
      }}
    >
      <Alert tone="error" title={t('streams.delete.title', { title: channel.title })}>
        {t('streams.delete.text')}
      </Alert>
      <FormField
        label={
          <RichMessage
            id="streams.delete.typeToConfirm"
            parts={{ slug: <span className="font-mono">{channel.slug}</span> }}
          />
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
          {t('streams.cancel')}
        </Button>
        <Button
          type="submit"
          variant="plain"
          className="bg-red-600 text-white shadow-sm hover:bg-red-700"
          disabled={!confirmed || remove.isPending}
        >
          {remove.isPending ? t('streams.delete.deleting') : t('streams.delete.delete')}
        </Button>
      </div>
    </form>
  );
}
