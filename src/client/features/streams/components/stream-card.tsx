import { Crown, Eye } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Channel } from '#shared/schemas/streams';
import { PASS_HOURS } from '#shared/payments';
import { streamBadge, streamButton, type StreamButton } from '#shared/streams';
import { formatUsd } from '#shared/money';
import { Button } from '#client/components/ui/button';
import { preloadVideoPlayer } from '#client/components/video/video-player';
import { cn } from '#client/lib/cn';
import { useT, type MessageId, type Translate } from '#client/lib/i18n/i18n';
import { pictureLoading } from '#client/lib/picture-loading';
import { ReportAction } from '#client/lib/report-action';
import { ChannelFacts } from './channel-facts';
import { ChannelPlayer } from './channel-player';
import { PassButton, PassStatus, SessionList } from './purchase-actions';
import { StreamBadge, watchingText } from './stream-badge';

export const channelPath = (slug: string) => `/live/${slug}`;

/**
 * What the channel sells, as the server says (`offer`): "$30.00 per session" for seats at training
 * sessions (docs/product.md#channel-offers), a 48-hour pass for a channel sold as one; nothing for
 * a channel free to watch, whatever price it carries, nor for one of no price of its own whose
 * sessions each show theirs.
 */
export function channelPrice(
  channel: Pick<Channel, 'priceCents' | 'offer'>,
  t: Translate,
): string | null {
  if (channel.priceCents === null || channel.priceCents <= 0 || channel.offer === null) return null;
  const price = formatUsd(channel.priceCents);
  return channel.offer === 'booking'
    ? t('streams.price.perSession', { price })
    : t('streams.price.pass', { price, hours: PASS_HOURS });
}

/** What a stream card's button can say (#shared/streams' streamButton), as messages. */
const buttonLabels: Record<string, MessageId> = {
  'Tune In & Earn': 'streams.button.tuneIn',
  'Watch & Earn': 'streams.button.watchAndEarn',
  'Currently Offline': 'streams.button.offline',
  'Stream Not Found': 'streams.button.notFound',
};

/** The button's words in the page's language (as written when the label is not one of these). */
const buttonLabel = (t: Translate, button: StreamButton) => {
  const id = buttonLabels[button.label];
  return id ? t(id) : button.label;
};

/** Premium cards glow (docs/product.md#channel-offers). */
export const premiumGlow =
  'border-amber-400/70 shadow-[0_0_28px_-6px] shadow-amber-400/60 dark:border-amber-300/60 dark:shadow-amber-300/40';

/**
 * A stream card (docs/product.md#stream-badges): picture, status badge, title, channel,
 * description, schedule, price, viewers while live and the Watch & Earn message. Its button plays
 * the stream in the card; `children` adds actions beside it (a session's booking link).
 */
export function StreamCard({
  channel,
  headingLevel = 'h3',
  priority = false,
  children,
}: {
  channel: Channel;
  headingLevel?: 'h2' | 'h3';
  /** the card is at the top of its page: its picture is asked for with the page, not on scroll */
  priority?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const badge = streamBadge(channel.status, true);
  const button = streamButton(channel);
  const label = buttonLabel(t, button);
  const price = channelPrice(channel, t);
  const Heading = headingLevel;
  // A stream that stopped closes its player; going live again does not reopen it.
  if (playing && !channel.isActive) setPlaying(false);
  const showPlayer = playing && channel.isActive;

  return (
    <article
      aria-labelledby={`stream-${channel.slug}`}
      className={cn(
        'border-border bg-card flex h-full flex-col overflow-hidden rounded-2xl border shadow-sm',
        channel.premium && premiumGlow,
      )}
    >
      <div className="relative">
        {showPlayer ? (
          <ChannelPlayer channel={channel} autoPlay className="rounded-none" />
        ) : (
          <div className="relative aspect-video overflow-hidden bg-slate-800">
            {channel.imageUrl ? (
              <img
                src={channel.imageUrl}
                alt=""
                width={640}
                height={360}
                {...pictureLoading(priority)}
                decoding="async"
                className="size-full object-cover"
              />
            ) : null}
            <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 p-3">
              <StreamBadge label={badge} />
              {channel.premium ? (
                <span className="inline-flex items-center gap-1 rounded-md bg-black/60 px-2 py-0.5 text-xs font-semibold text-amber-200">
                  <Crown className="size-3.5" aria-hidden />
                  {t('streams.card.premium')}
                </span>
              ) : null}
            </div>
            {channel.isActive ? (
              <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-md bg-black/70 px-2 py-0.5 text-xs font-medium text-white tabular-nums">
                <Eye className="size-3.5" aria-hidden />
                {watchingText(t, channel.viewers)}
              </span>
            ) : null}
          </div>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <div className="flex items-center justify-between gap-3">
            <p className="text-primary text-xs font-semibold tracking-wide uppercase">
              {channel.channel}
            </p>
            <ReportAction
              targetType="channel"
              targetId={channel.slug}
              targetName={channel.title}
              className="-my-2 shrink-0 text-xs"
            />
          </div>
          <Heading
            id={`stream-${channel.slug}`}
            className="mt-1 text-lg leading-snug font-semibold"
          >
            <Link
              to={channelPath(channel.slug)}
              className="hover:text-primary focus-visible:text-primary underline-offset-4 hover:underline"
            >
              {channel.title}
            </Link>
          </Heading>
          {showPlayer ? (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              <StreamBadge label={badge} />
              <span className="text-muted-foreground tabular-nums">
                {watchingText(t, channel.viewers)}
              </span>
            </p>
          ) : null}
        </div>
        <p className="text-muted-foreground text-sm">{channel.description}</p>
        <ChannelFacts schedule={channel.schedule} price={price} />
        <PassStatus passUntil={channel.passUntil} />
        {channel.offer === 'booking' ? <SessionList channel={channel} limit={2} /> : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {channel.locked ? (
            <PassButton channel={channel} className="flex-1" />
          ) : showPlayer ? (
            <Button
              variant="secondary"
              onClick={() => setPlaying(false)}
              className="flex-1 whitespace-nowrap"
            >
              {t('streams.card.stopWatching')}
            </Button>
          ) : (
            <Button
              disabled={button.disabled}
              aria-label={t('streams.card.buttonLabel', { action: label, title: channel.title })}
              onClick={() => setPlaying(true)}
              onPointerEnter={button.disabled ? undefined : preloadVideoPlayer}
              className="flex-1 whitespace-nowrap"
            >
              {label}
            </Button>
          )}
          {children}
        </div>
      </div>
    </article>
  );
}

export function StreamCardPlaceholder() {
  return (
    <div aria-hidden className="border-border bg-card overflow-hidden rounded-2xl border">
      <div className="bg-muted aspect-video animate-pulse" />
      <div className="space-y-3 p-5">
        <div className="bg-muted h-3 w-1/3 animate-pulse rounded" />
        <div className="bg-muted h-5 w-4/5 animate-pulse rounded" />
        <div className="bg-muted h-12 w-full animate-pulse rounded" />
        <div className="bg-muted h-4 w-2/3 animate-pulse rounded" />
        <div className="bg-muted h-10 w-full animate-pulse rounded-lg" />
      </div>
    </div>
  );
}
