import { useEffect, useRef, type ReactNode } from 'react';
import { recordHighlightPlay } from '#client/lib/evaluations';

/**
 * Around the athlete page's player: the first time a signed-in member plays the highlights, the
 * server records it as a view (docs/product.md#profile-views), once per page. Media events do
 * not bubble, but they pass through the page on the way down, so a capturing listener hears
 * the player's video whatever its inner markup.
 */
export function HighlightPlayRecorder({
  athleteId,
  enabled,
  children,
}: {
  athleteId: string;
  /** a signed-in member who is not the profile's owner */
  enabled: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const onPlay = () => {
      element.removeEventListener('play', onPlay, true);
      // A view that could not be recorded is not the viewer's problem.
      recordHighlightPlay(athleteId).catch(() => {});
    };
    element.addEventListener('play', onPlay, true);
    return () => element.removeEventListener('play', onPlay, true);
  }, [athleteId, enabled]);
  return <div ref={ref}>{children}</div>;
}
