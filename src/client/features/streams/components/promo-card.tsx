import type { Channel } from '#shared/schemas/streams';
import { streamBadge } from '#shared/streams';
import { cn } from '#client/lib/cn';
import { Link } from 'react-router';
import { StreamBadge } from './stream-badge';
import { channelPath, premiumGlow } from './stream-card';

/** A small card that leads to a channel's page: picture, status, title and one line. */
export function PromoCard({ channel, tagline }: { channel: Channel; tagline: string }) {
  return (
    <article
      className={cn(
        'group border-border bg-card hover:border-primary has-focus-visible:ring-primary/40 relative flex h-full flex-col overflow-hidden rounded-2xl border shadow-sm transition has-focus-visible:ring-3',
        channel.premium && premiumGlow,
      )}
    >
      <div className="relative aspect-[16/7] overflow-hidden bg-slate-800">
        {channel.imageUrl ? (
          <img
            src={channel.imageUrl}
            alt=""
            width={640}
            height={280}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
        <StreamBadge label={streamBadge(channel.status, true)} className="absolute top-3 left-3" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-5">
        <p className="text-primary text-xs font-semibold tracking-wide uppercase">
          {channel.channel}
        </p>
        <h3 className="text-lg leading-snug font-semibold">
          <Link
            to={channelPath(channel.slug)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {channel.title}
          </Link>
        </h3>
        <p className="text-muted-foreground text-sm font-medium">{tagline}</p>
      </div>
    </article>
  );
}

export function PromoCardPlaceholder() {
  return (
    <div aria-hidden className="border-border bg-card overflow-hidden rounded-2xl border">
      <div className="bg-muted aspect-[16/7] animate-pulse" />
      <div className="space-y-2 p-5">
        <div className="bg-muted h-3 w-1/3 animate-pulse rounded" />
        <div className="bg-muted h-5 w-4/5 animate-pulse rounded" />
        <div className="bg-muted h-4 w-1/2 animate-pulse rounded" />
      </div>
    </div>
  );
}
