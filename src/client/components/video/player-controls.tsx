import { Captions, Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { formatDuration } from '#shared/format-duration';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';
import { clampToWindow, formatLiveTime, isScrubbable } from './live-window';
import type { CaptionsState } from './use-captions';
import type { MediaState } from './use-media-state';

// Progress step 0.1; volume step 1 of 100 (docs/product.md#video-player).
const PROGRESS_STEP = 0.1;
const VOLUME_STEP = 1;
const VOLUME_MAX = 100;

function ControlButton({
  label,
  onClick,
  pressed,
  children,
}: {
  label: string;
  onClick: () => void;
  /** a toggle's state (captions) */
  pressed?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      onClick={onClick}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:outline-white"
    >
      {children}
    </button>
  );
}

function SeekSlider({
  min,
  max,
  value,
  valueText,
  onSeek,
}: {
  min: number;
  max: number;
  value: number;
  valueText: string;
  onSeek: (time: number) => void;
}) {
  const t = useT();
  return (
    <input
      type="range"
      aria-label={t('player.controls.seek')}
      aria-valuetext={valueText}
      min={min}
      max={max}
      step={PROGRESS_STEP}
      value={value}
      onChange={(event) => onSeek(Number(event.currentTarget.value))}
      className="block h-1.5 w-full cursor-pointer accent-[var(--primary)]"
    />
  );
}

/** Back to the live edge; announced as unavailable (but kept in the tab order) when already there. */
function GoLiveButton({ atEdge, onGoLive }: { atEdge: boolean; onGoLive: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      aria-disabled={atEdge}
      onClick={() => {
        if (!atEdge) onGoLive();
      }}
      className={cn(
        'inline-flex h-9 shrink-0 items-center rounded-md px-2.5 text-xs font-semibold text-white focus-visible:outline-white sm:text-sm',
        atEdge ? 'cursor-default opacity-50' : 'hover:bg-white/15',
      )}
    >
      {t('player.live.goLive')}
    </button>
  );
}

/**
 * The bar along the bottom of the player: seek slider, play, mute, volume, time and full screen.
 * It fades out while the video plays untouched (`active` false) and comes back on focus.
 *
 * For a live stream the slider spans the seekable window (and hides when that is too short to
 * scrub), the time reads LIVE or how far behind live the viewer is, and Go live jumps back.
 */
export function PlayerControls({
  media,
  captions,
  active,
  fullscreen,
  onToggleFullscreen,
  ref,
}: {
  media: MediaState;
  captions: CaptionsState;
  active: boolean;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
  /** the bar itself, so captions can be kept above it */
  ref?: Ref<HTMLDivElement>;
}) {
  const t = useT();
  const { playing, muted, volume, currentTime, duration, error, offline, live } = media;
  const shownVolume = muted ? 0 : Math.round(volume * VOLUME_MAX);
  const visible = !playing || active || Boolean(error);
  const timeText = live
    ? (formatLiveTime(live) ?? t('player.live.badge'))
    : `${formatDuration(currentTime)} / ${formatDuration(duration)}`;

  return (
    <div
      ref={ref}
      className={cn(
        'absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-3 pt-8 pb-2 transition-opacity duration-200',
        visible ? 'opacity-100' : 'opacity-0 focus-within:opacity-100',
        error || offline ? 'hidden' : undefined,
      )}
    >
      {live ? (
        live.window && isScrubbable(live.window) ? (
          <SeekSlider
            min={live.window.start}
            max={live.window.end}
            value={clampToWindow(currentTime, live.window)}
            valueText={
              live.atEdge
                ? t('player.live.atEdge')
                : t('player.live.behind', { time: formatDuration(live.behind) })
            }
            onSeek={media.seekTo}
          />
        ) : null
      ) : (
        <SeekSlider
          min={0}
          max={Number.isFinite(duration) ? duration : 0}
          value={Number.isFinite(duration) ? Math.min(currentTime, duration) : 0}
          valueText={t('player.controls.position', {
            time: formatDuration(currentTime),
            duration: formatDuration(duration),
          })}
          onSeek={media.seekTo}
        />
      )}
      <div className="mt-1 flex items-center gap-1">
        <ControlButton
          label={playing ? t('player.controls.pause') : t('player.controls.play')}
          onClick={media.togglePlay}
        >
          {playing ? (
            <Pause className="size-5" fill="currentColor" aria-hidden />
          ) : (
            <Play className="size-5" fill="currentColor" aria-hidden />
          )}
        </ControlButton>
        <ControlButton
          label={muted || volume === 0 ? t('player.controls.unmute') : t('player.controls.mute')}
          onClick={media.toggleMute}
        >
          {muted || volume === 0 ? (
            <VolumeX className="size-5" aria-hidden />
          ) : (
            <Volume2 className="size-5" aria-hidden />
          )}
        </ControlButton>
        <input
          type="range"
          aria-label={t('player.controls.volume')}
          aria-valuetext={`${shownVolume}%`}
          min={0}
          max={VOLUME_MAX}
          step={VOLUME_STEP}
          value={shownVolume}
          onChange={(event) => media.setVolumeLevel(Number(event.currentTarget.value) / VOLUME_MAX)}
          className="hidden h-1.5 w-24 cursor-pointer accent-white sm:block"
        />
        <span className="ml-2 text-xs tabular-nums sm:text-sm" aria-hidden>
          {timeText}
        </span>
        <span className="flex-1" />
        {live ? <GoLiveButton atEdge={live.atEdge} onGoLive={media.goLive} /> : null}
        {captions.available ? (
          <ControlButton
            label={t('player.controls.captions')}
            pressed={captions.on}
            onClick={captions.toggle}
          >
            <Captions
              className={cn('size-5', captions.on ? 'text-white' : 'text-white/60')}
              fill={captions.on ? 'currentColor' : 'none'}
              aria-hidden
            />
          </ControlButton>
        ) : (
          <span className="px-1 text-xs whitespace-nowrap text-white/80">
            {t('player.controls.noCaptions')}
          </span>
        )}
        <ControlButton
          label={fullscreen ? t('player.controls.exitFullscreen') : t('player.controls.fullscreen')}
          onClick={onToggleFullscreen}
        >
          {fullscreen ? (
            <Minimize className="size-5" aria-hidden />
          ) : (
            <Maximize className="size-5" aria-hidden />
          )}
        </ControlButton>
      </div>
    </div>
  );
}
