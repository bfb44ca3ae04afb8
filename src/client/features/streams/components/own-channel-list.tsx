import { ArrowUpRight, ChevronDown, KeyRound, Pencil, Radio, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { ChannelWithKey, OwnChannel } from '#shared/schemas/streams';
import { streamBadge } from '#shared/streams';
import { formatUsd } from '#shared/money';
import { PASS_HOURS } from '#shared/payments';
import { RichMessage } from '#client/components/rich-message';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button, buttonClasses } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useLocaleTag, useShownText, useT, type Translate } from '#client/lib/i18n/i18n';
import { categoryLabels } from './category-labels';
import { EditChannelForm } from './channel-form';
import { BroadcastList } from './own-channel-broadcasts';
import { DeleteChannelConfirm, RotateKeyConfirm } from './own-channel-confirms';

/** A channel's public page (as stream-card's channelPath, without loading the stream cards). */
const channelPath = (slug: string) => `/live/${slug}`;

/** What watching or booking the channel costs, as its viewers are offered it. */
function offerLabel(channel: OwnChannel, t: Translate): string {
  if (channel.offer === null || channel.priceCents === null) return t('streams.own.free');
  const price = formatUsd(channel.priceCents);
  return channel.offer === 'pass'
    ? t('streams.own.passPrice', { price, hours: PASS_HOURS })
    : t('streams.own.seatPrice', { price });
}

function StatusBadge({ channel }: { channel: OwnChannel }) {
  const t = useT();
  // Every own channel has a provider stream behind it: not live reads OFFLINE.
  const live = streamBadge(channel.status, true) === 'LIVE';
  return (
    <Badge tone={live ? 'live' : 'dark'} className="tracking-wide shadow-sm">
      {live ? <span className="size-2 animate-pulse rounded-full bg-white" aria-hidden /> : null}
      {live ? t('streams.badge.live') : t('streams.badge.offline')}
      {live ? (
        <span className="font-medium">{t('streams.own.viewers', { count: channel.viewers })}</span>
      ) : null}
    </Badge>
  );
}

function ChannelImage({ channel }: { channel: OwnChannel }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="bg-muted relative aspect-video w-full shrink-0 overflow-hidden rounded-xl sm:w-52">
      {channel.imageUrl && !failed ? (
        <img
          src={channel.imageUrl}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <div className="from-primary/25 to-primary/5 text-primary grid size-full place-items-center bg-gradient-to-br">
          <Radio className="size-10" aria-hidden />
        </div>
      )}
      <div className="absolute top-2 left-2">
        <StatusBadge channel={channel} />
      </div>
    </div>
  );
}

type Mode = 'view' | 'edit' | 'rotate' | 'delete';

const actionClasses = buttonClasses({ variant: 'secondary', size: 'sm' });

function OwnChannelItem({
  channel,
  onKeyRevealed,
}: {
  channel: OwnChannel;
  onKeyRevealed: (result: ChannelWithKey) => void;
}) {
  const t = useT();
  const shown = useShownText();
  const localeTag = useLocaleTag();
  const [mode, setMode] = useState<Mode>('view');
  const [showBroadcasts, setShowBroadcasts] = useState(false);
  const broadcastsId = useId();
  const headingId = useId();
  const actionBar = useRef<HTMLDivElement>(null);

  const open = (next: Mode) => setMode((current) => (current === next ? 'view' : next));
  const close = () => {
    const previous = mode;
    setMode('view');
    // Back to the button that opened the panel, so the keyboard does not lose its place.
    requestAnimationFrame(() =>
      actionBar.current?.querySelector<HTMLButtonElement>(`[data-action="${previous}"]`)?.focus(),
    );
  };
  const details: [string, string][] = [
    [t('streams.own.category'), t(categoryLabels[channel.category])],
    [t('streams.own.schedule'), channel.schedule ?? t('streams.own.notSet')],
    [t('streams.own.price'), offerLabel(channel, t)],
  ];

  const action = (target: Exclude<Mode, 'view'>) => ({
    'data-action': target,
    'aria-expanded': mode === target,
    onClick: () => open(target),
  });

  return (
    <li aria-labelledby={headingId} className="border-border bg-card rounded-2xl border shadow-sm">
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
        <ChannelImage channel={channel} />
        <div className="grid min-w-0 flex-1 content-start gap-2">
          <div>
            <h3 id={headingId} className="text-lg leading-snug font-semibold break-words">
              {channel.title}
            </h3>
            <p className="text-muted-foreground text-sm break-words">{channel.channel}</p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            {details.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
          </dl>
          {channel.archivedAt ? null : (
            <Link
              to={channelPath(channel.slug)}
              className="text-primary inline-flex w-fit items-center gap-1 text-sm font-medium hover:underline"
            >
              <span className="sr-only">{t('streams.own.publicPage')}</span>
              {channelPath(channel.slug)}
              <ArrowUpRight className="size-4" aria-hidden />
            </Link>
          )}
        </div>
      </div>
      {channel.broadcastNotice ? (
        <div className="px-4 pb-4 sm:px-5">
          <Alert tone="warning" title={t('streams.own.noticeTitle')}>
            {shown(channel.broadcastNotice)}
          </Alert>
        </div>
      ) : null}
      {channel.archivedAt ? (
        <div className="px-4 pb-4 sm:px-5">
          <Alert tone="warning" title={t('streams.own.archivedTitle')}>
            <RichMessage
              id="streams.own.archivedText"
              values={{
                date: new Date(channel.archivedAt).toLocaleString(localeTag, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              }}
              parts={{
                link: (
                  <Link to="/contact" className="font-medium underline">
                    {t('streams.own.archivedText.link')}
                  </Link>
                ),
              }}
            />
          </Alert>
        </div>
      ) : null}

      <div
        ref={actionBar}
        className="border-border flex flex-wrap gap-2 border-t px-4 py-3 sm:px-5"
      >
        <button type="button" className={actionClasses} {...action('edit')}>
          <Pencil className="size-4" aria-hidden />
          {t('streams.own.edit')}
        </button>
        <button type="button" className={actionClasses} {...action('rotate')}>
          <KeyRound className="size-4" aria-hidden />
          {t('streams.own.newKey')}
        </button>
        <button
          type="button"
          className={cn(actionClasses, 'text-red-700 dark:text-red-400')}
          {...action('delete')}
        >
          <Trash2 className="size-4" aria-hidden />
          {t('streams.own.delete')}
        </button>
        <Button
          variant="ghost"
          size="sm"
          className="sm:ml-auto"
          aria-expanded={showBroadcasts}
          aria-controls={broadcastsId}
          onClick={() => setShowBroadcasts((value) => !value)}
        >
          {t('streams.own.broadcasts')}
          <ChevronDown
            className={cn('size-4 transition-transform', showBroadcasts && 'rotate-180')}
            aria-hidden
          />
        </Button>
      </div>

      {mode !== 'view' ? (
        <div className="border-border border-t p-4 sm:p-5">
          {mode === 'edit' ? (
            <EditChannelForm channel={channel} onDone={close} />
          ) : mode === 'rotate' ? (
            <RotateKeyConfirm
              channel={channel}
              onCancel={close}
              onRotated={(result) => {
                setMode('view');
                onKeyRevealed(result);
              }}
            />
          ) : (
            <DeleteChannelConfirm channel={channel} onCancel={close} />
          )}
        </div>
      ) : null}

      <div
        id={broadcastsId}
        hidden={!showBroadcasts}
        className="border-border border-t px-4 py-2 sm:px-5"
      >
        {showBroadcasts ? <BroadcastList slug={channel.slug} /> : null}
      </div>
    </li>
  );
}

/** The caller's channels, each with its status, details, actions and broadcasts. */
export function OwnChannelList({
  channels,
  onKeyRevealed,
}: {
  channels: OwnChannel[];
  onKeyRevealed: (result: ChannelWithKey) => void;
}) {
  return (
    <ul className="grid gap-4">
      {channels.map((channel) => (
        <OwnChannelItem key={channel.slug} channel={channel} onKeyRevealed={onKeyRevealed} />
      ))}
    </ul>
  );
}

/** The list's shape while it loads, so the page does not jump when it arrives. */
export function OwnChannelListSkeleton() {
  const t = useT();
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{t('streams.own.loading')}</span>
      {[0, 1].map((item) => (
        <div key={item} aria-hidden className="border-border bg-card rounded-2xl border shadow-sm">
          <div className="flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
            <div className="bg-muted aspect-video w-full animate-pulse rounded-xl sm:w-52" />
            <div className="grid flex-1 content-start gap-2">
              <div className="bg-muted h-6 w-2/3 animate-pulse rounded" />
              <div className="bg-muted h-4 w-1/3 animate-pulse rounded" />
              <div className="bg-muted h-16 w-1/2 animate-pulse rounded" />
            </div>
          </div>
          <div className="border-border h-[3.75rem] border-t" />
        </div>
      ))}
    </div>
  );
}
