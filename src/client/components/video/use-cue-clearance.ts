import { useEffect, type RefObject } from 'react';

/** The most of the picture captions give up to the control bar (a small player's bar is tall). */
const MAX_COVERED = 0.5;

/**
 * A caption line's height as a share of the picture's: browsers set cue text at 5 % of the
 * video's height, and a line box is a little taller than its text.
 */
const LINE_SHARE = 0.06;

/**
 * Keeps captions clear of the control bar: while `lifted` (the bar is shown over the picture)
 * each cue's last line sits on the first caption line above the bar (lines counted from the foot
 * of the picture: every browser places those, while a percentage is placed by the cue's top in
 * some); otherwise cues go back to the browser's own place at the foot of the picture. Cues
 * arrive once the track has loaded, so a cue is placed again as it shows.
 */
export function useCueClearance(
  videoRef: RefObject<HTMLVideoElement | null>,
  barRef: RefObject<HTMLElement | null>,
  lifted: boolean,
) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof VTTCue === 'undefined') return;
    const tracks = video.textTracks;
    const covered = () => {
      const height = video.clientHeight;
      const bar = barRef.current?.offsetHeight ?? 0;
      return lifted && height > 0 ? Math.min(MAX_COVERED, bar / height) : 0;
    };
    /** Moves the track's cues (all, or those showing) to their line; true when any moved. */
    const place = (track: TextTrack, cues: TextTrackCueList | null, share: number) => {
      const line = share > 0 ? -(Math.ceil(share / LINE_SHARE) + 1) : 'auto';
      let moved = false;
      for (const cue of Array.from(cues ?? [])) {
        if (!(cue instanceof VTTCue) || cue.line === line) continue;
        cue.snapToLines = true;
        cue.line = line;
        moved = true;
      }
      // A cue already on screen keeps its old place until the track is drawn again.
      if (moved && track.mode === 'showing') {
        track.mode = 'hidden';
        track.mode = 'showing';
      }
    };
    const captionTracks = () => Array.from(tracks).filter((track) => track.kind === 'captions');
    const placeAll = () => {
      const share = covered();
      for (const track of captionTracks()) place(track, track.cues, share);
    };
    const placeShowing = (event: Event) => {
      const track = event.target as TextTrack;
      place(track, track.activeCues, covered());
    };
    const listen = () => {
      for (const track of captionTracks()) track.addEventListener('cuechange', placeShowing);
      placeAll();
    };
    listen();
    tracks.addEventListener('addtrack', listen);
    return () => {
      tracks.removeEventListener('addtrack', listen);
      for (const track of captionTracks()) track.removeEventListener('cuechange', placeShowing);
    };
  }, [videoRef, barRef, lifted]);
}
