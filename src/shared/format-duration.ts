/**
 * Seconds as m:ss (or h:mm:ss from an hour up) for the player's clock. Invalid, infinite or
 * negative values show 0:00 (docs/product.md#video-player): a live or still-loading video has no
 * duration yet.
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** Reads a catalogue duration such as "12:05" back into seconds; NaN if it is not m:ss. */
export function parseDuration(text: string): number {
  const match = /^(\d+):([0-5]\d)$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 60 + Number(match[2]);
}
