import { ChevronDown } from 'lucide-react';
import { Lock } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { VideoSourceType } from '#shared/schemas/training';
import { Button } from '#client/components/ui/button';
import { ListState } from '#client/components/ui/list-state';
import { VideoCard, VideoCardPlaceholder } from '#client/components/video/video-card';
import { InlineVideoView } from '#client/components/video/inline-video-view';
import { VideoPlayer } from '#client/components/video/video-player';
import { useT } from '#client/lib/i18n/i18n';
import { OfflineFrame } from './channel-player';
import { StreamBadge, type BadgeLabel } from './stream-badge';

/** A video a grid can play in place: a replay or a VOD library video. */
export type PlayableVideo = {
  id: string;
  title: string;
  thumbnail: string;
  duration: string;
  /** the line above the title: category, channel, date */
  category: string;
  description?: string;
  /** null while locked: the player's place says why and offers `unlock` */
  src: string | null;
  srcType: VideoSourceType;
  /** a WebVTT captions track, when the video has one */
  captions?: string | null;
  badge: BadgeLabel;
  unlock?: ReactNode;
};

/**
 * A grid of video cards; the picked video plays above the grid until Back to Videos, which puts
 * focus back on its card.
 */
export function PlayableGrid({
  videos,
  pending = false,
  error = null,
  onRetry,
  emptyText,
  placeholders = 4,
  pageSize = 8,
}: {
  videos: PlayableVideo[];
  pending?: boolean;
  /** what to say when the list could not be loaded */
  error?: string | null;
  onRetry?: () => void;
  emptyText: string;
  placeholders?: number;
  /** how many cards show before More videos */
  pageSize?: number;
}) {
  const t = useT();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [shown, setShown] = useState(pageSize);
  const selected = videos.find((video) => video.id === selectedId);
  const gridRef = useRef<HTMLUListElement>(null);
  const lastPlayed = useRef<string | null>(null);

  const selectedVideoId = selected?.id ?? null;
  useEffect(() => {
    if (selectedVideoId) {
      lastPlayed.current = selectedVideoId;
      return;
    }
    const id = lastPlayed.current;
    lastPlayed.current = null;
    if (!id) return;
    for (const card of gridRef.current?.querySelectorAll<HTMLElement>('[data-video-id]') ?? []) {
      if (card.dataset.videoId === id) card.focus();
    }
  }, [selectedVideoId]);

  const gridClass = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4';
  return (
    <ListState
      // `error` is the sentence already
      query={{ isPending: pending, error, refetch: onRetry }}
      skeleton={
        <div className="space-y-8">
          <ul className={gridClass}>
            {Array.from({ length: placeholders }, (_, index) => (
              <li key={index}>
                <VideoCardPlaceholder />
              </li>
            ))}
          </ul>
        </div>
      }
      errorStyle="box"
      describeError={String}
      retry={Boolean(onRetry)}
      isEmpty={videos.length === 0}
      emptyView={
        <p className="text-muted-foreground border-border rounded-xl border p-6">{emptyText}</p>
      }
    >
      <div className="space-y-8">
        {selected ? <PlayerView video={selected} onBack={() => setSelectedId(null)} /> : null}
        <ul ref={gridRef} className={gridClass}>
          {videos.slice(0, shown).map((video) => (
            <li key={video.id} className="relative">
              <VideoCard
                video={{ ...video, level: 'basic', locked: video.src === null }}
                onPlay={() => setSelectedId(video.id)}
              />
              <StreamBadge
                label={video.badge}
                className="pointer-events-none absolute top-2 right-2"
              />
            </li>
          ))}
        </ul>
        {videos.length > shown ? (
          <div className="flex justify-center">
            <Button variant="secondary" onClick={() => setShown((count) => count + pageSize)}>
              <ChevronDown className="size-4" aria-hidden />
              {t('streams.videos.more')}
            </Button>
          </div>
        ) : null}
      </div>
    </ListState>
  );
}

function PlayerView({ video, onBack }: { video: PlayableVideo; onBack: () => void }) {
  const t = useT();
  return (
    <InlineVideoView
      videoId={video.id}
      title={video.title}
      eyebrow={<StreamBadge label={video.badge} />}
      onBack={onBack}
      scrollBlock="nearest"
      player={
        video.src === null ? (
          <OfflineFrame
            channel={{ imageUrl: video.thumbnail, schedule: null }}
            icon={<Lock className="size-6" aria-hidden />}
            message={t('streams.needsPass')}
            grow
          >
            {video.unlock}
          </OfflineFrame>
        ) : (
          <VideoPlayer
            src={video.src}
            srcType={video.srcType}
            title={video.title}
            poster={video.thumbnail}
            captions={video.captions}
            autoPlay
          />
        )
      }
    >
      <p className="text-muted-foreground mt-1 text-sm">
        {video.category} · {video.duration}
      </p>
      {video.description ? <p className="mt-4">{video.description}</p> : null}
    </InlineVideoView>
  );
}
