import { useQueryClient } from '@tanstack/react-query';
import { Lock, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { PASS_HOURS } from '#shared/payments';
import type { Channel } from '#shared/schemas/streams';
import { VideoPlayer } from '#client/components/video/video-player';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';
import { channelKeys } from '../api/channel-keys';
import { PiPurchaseButton } from './pi-purchase-button';
import { PassButton } from './purchase-actions';

/**
 * A channel's player: the live stream while the channel is live; otherwise the same 16:9 frame with
 * the channel's picture and the offline message (docs/product.md#stream-states), so nothing moves
 * when the stream starts or stops.
 */
export function ChannelPlayer({
  channel,
  autoPlay = false,
  className,
}: {
  channel: Pick<
    Channel,
    | 'slug'
    | 'title'
    | 'imageUrl'
    | 'isActive'
    | 'playbackUrl'
    | 'schedule'
    | 'locked'
    | 'priceCents'
  >;
  autoPlay?: boolean;
  className?: string;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  if (channel.locked) {
    return (
      <OfflineFrame
        channel={channel}
        className={className}
        icon={<Lock className="size-6" aria-hidden />}
        message={t('streams.needsPass')}
        grow
      >
        <div className="flex flex-wrap justify-center gap-2">
          <PassButton channel={channel} />
          <PiPurchaseButton
            request={{ kind: 'pass', channel: channel.slug }}
            label={t('streams.player.passFor', { hours: PASS_HOURS, title: channel.title })}
            className="h-10"
          />
        </div>
      </OfflineFrame>
    );
  }
  if (channel.isActive && channel.playbackUrl) {
    return (
      <VideoPlayer
        src={channel.playbackUrl}
        srcType="hls"
        title={channel.title}
        poster={channel.imageUrl}
        autoPlay={autoPlay}
        live
        // The stream stopped: ask again, so every card and badge says offline.
        onOffline={() => void queryClient.invalidateQueries({ queryKey: channelKeys.all })}
        className={className}
      />
    );
  }
  return <OfflineFrame channel={channel} className={className} />;
}

/** The player's frame without a stream: the offline message, or what else `message` says. */
export function OfflineFrame({
  channel,
  className,
  icon = <WifiOff className="size-6" aria-hidden />,
  message,
  children,
  grow = false,
}: {
  channel: Pick<Channel, 'imageUrl' | 'schedule'>;
  className?: string;
  icon?: ReactNode;
  message?: string;
  children?: ReactNode;
  /** taller than 16:9 on narrow screens when its content needs it (the pass offer) */
  grow?: boolean;
}) {
  const t = useT();
  return (
    <div
      className={cn(
        'relative flex w-full items-center justify-center overflow-hidden rounded-xl bg-slate-950 text-white',
        grow ? 'min-h-64 py-6 sm:aspect-video sm:min-h-0 sm:py-0' : 'aspect-video',
        className,
      )}
    >
      {channel.imageUrl ? (
        <img
          src={channel.imageUrl}
          alt=""
          width={1280}
          height={720}
          decoding="async"
          className="absolute inset-0 size-full scale-110 object-cover opacity-40 blur-md"
        />
      ) : null}
      <div aria-hidden className="absolute inset-0 bg-black/60" />
      <div className="relative flex max-w-md flex-col items-center gap-3 px-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-white/15">
          {icon}
        </span>
        <p className="text-sm font-medium text-pretty sm:text-base">
          {message ?? t('streams.offline')}
        </p>
        {channel.schedule ? (
          <p className="text-xs text-white/75 sm:text-sm">
            {t('streams.player.next', { schedule: channel.schedule })}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
