import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ChannelWithKey } from '#shared/schemas/streams';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { CopyButton } from '#client/components/ui/copy-button';
import { ShowHideButton } from '#client/components/ui/show-hide-button';
import { useT } from '#client/lib/i18n/i18n';
import { BroadcastSteps } from './broadcast-steps';

function Secret({
  label,
  display,
  actions,
}: {
  label: string;
  display: string;
  actions: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium">{label}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          aria-label={label}
          className="border-border bg-muted/60 min-w-0 flex-1 rounded-lg border px-3 py-2 font-mono text-sm break-all"
        >
          {display}
        </code>
        <div className="flex flex-wrap gap-2">{actions}</div>
      </div>
    </div>
  );
}

/**
 * A channel's stream key right after it was made (a new channel or a new key): masked until
 * Show, with copy buttons and how to broadcast with it. The API never sends the key again.
 */
export function StreamKeyPanel({
  result,
  onDismiss,
}: {
  result: ChannelWithKey;
  onDismiss: () => void;
}) {
  const t = useT();
  const { channel, streamKey, ingestUrl } = result;
  const [shown, setShown] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);

  // The panel appears after a button elsewhere on the page: bring it to the reader.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.current?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [streamKey]);

  const masked = '•'.repeat(Math.min(Math.max(streamKey.length, 12), 32));
  const hide = (text: string) => (shown ? text : text.split(streamKey).join(masked));
  const onCopied = (announcement: string) => setAnnouncement(announcement);
  const local = channel.provider === 'local';

  return (
    <section
      ref={panel}
      aria-labelledby="stream-key-heading"
      className="border-primary/40 bg-card grid scroll-mt-32 gap-5 rounded-2xl border-2 p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="bg-primary/10 text-primary grid size-10 shrink-0 place-items-center rounded-full">
          <KeyRound className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2
            id="stream-key-heading"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold tracking-tight outline-none"
          >
            {t('streams.key.heading', { title: channel.title })}
          </h2>
          <p className="text-muted-foreground mt-1 text-sm">{t('streams.key.intro')}</p>
        </div>
      </div>

      <Alert tone="warning" title={t('streams.key.onceTitle')}>
        {t('streams.key.onceText')}
      </Alert>

      <div className="grid gap-4">
        <Secret
          label={t('streams.key.streamKey')}
          display={shown ? streamKey : masked}
          actions={
            <>
              <ShowHideButton shown={shown} onToggle={() => setShown((value) => !value)} />
              <CopyButton
                value={streamKey}
                label={t('streams.key.copyKey')}
                onCopied={() => onCopied(t('streams.copied.key'))}
              />
            </>
          }
        />
        <Secret
          label={local ? t('streams.key.ingestUrl') : t('streams.key.rtmpUrl')}
          display={hide(ingestUrl)}
          actions={
            <CopyButton
              value={ingestUrl}
              label={t('streams.key.copyUrl')}
              onCopied={() => onCopied(t('streams.copied.ingestUrl'))}
            />
          }
        />
        {local ? null : (
          <Secret
            label={t('streams.key.rtmpServer')}
            display={channel.ingestUrl}
            actions={
              <CopyButton
                value={channel.ingestUrl}
                label={t('streams.key.copyServer')}
                onCopied={() => onCopied(t('streams.copied.rtmpServer'))}
              />
            }
          />
        )}
      </div>

      <BroadcastSteps result={result} hide={hide} onCopied={onCopied} />

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">{t('streams.key.goesLive')}</p>
        <Button onClick={onDismiss}>{t('streams.key.saved')}</Button>
      </div>
    </section>
  );
}
