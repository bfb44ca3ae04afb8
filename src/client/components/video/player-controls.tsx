import { Maximize, Minimize, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDuration } from '#shared/format-duration';
import { cn } from '#client/lib/cn';
import type { MediaState } from './use-media-state';

// SPEC §9 Player: progress step 0.1; volume step 1 of 100.
const PROGRESS_STEP = 0.1;
const VOLUME_STEP = 1;
const VOLUME_MAX = 100;

function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:outline-white"
    >
      {children}
    </button>
  );
}

/**
 * The bar along the bottom of the player: seek slider, play, mute, volume, time and full screen.
 * It fades out while the video plays untouched (`active` false) and comes back on focus.
 */
export function PlayerControls({
  media,
  active,
  fullscreen,
  onToggleFullscreen,
}: {
  media: MediaState;
  active: boolean;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
}) {
  const { playing, muted, volume, currentTime, duration, error } = media;
  const shownVolume = muted ? 0 : Math.round(volume * VOLUME_MAX);
  const visible = !playing || active || Boolean(error);
  const timeText = `${formatDuration(currentTime)} / ${formatDuration(duration)}`;

  return (
    <div
      className={cn(
        'absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-3 pt-8 pb-2 transition-opacity duration-200',
        visible ? 'opacity-100' : 'opacity-0 focus-within:opacity-100',
        error ? 'hidden' : undefined,
      )}
    >
      <input
        type="range"
        aria-label="Seek"
        aria-valuetext={`${formatDuration(currentTime)} of ${formatDuration(duration)}`}
        min={0}
        max={Number.isFinite(duration) ? duration : 0}
        step={PROGRESS_STEP}
        value={Number.isFinite(duration) ? Math.min(currentTime, duration) : 0}
        onChange={(event) => media.seekTo(Number(event.currentTarget.value))}
        className="block h-1.5 w-full cursor-pointer accent-[var(--primary)]"
      />
      <div className="mt-1 flex items-center gap-1">
        <ControlButton label={playing ? 'Pause' : 'Play'} onClick={media.togglePlay}>
          {playing ? (
            <Pause className="size-5" fill="currentColor" aria-hidden />
          ) : (
            <Play className="size-5" fill="currentColor" aria-hidden />
          )}
        </ControlButton>
        <ControlButton label={muted || volume === 0 ? 'Unmute' : 'Mute'} onClick={media.toggleMute}>
          {muted || volume === 0 ? (
            <VolumeX className="size-5" aria-hidden />
          ) : (
            <Volume2 className="size-5" aria-hidden />
          )}
        </ControlButton>
        <input
          type="range"
          aria-label="Volume"
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
        <ControlButton
          label={fullscreen ? 'Exit full screen' : 'Full screen'}
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
