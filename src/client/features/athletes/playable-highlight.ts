import type { AthleteDetails } from '#shared/athlete';

/**
 * An athlete's highlight video when it can be played now (stored, or processed by the provider),
 * with its captions when the athlete added some.
 */
export function playableHighlight(athlete: Pick<AthleteDetails, 'highlightVideo'> | null) {
  const video = athlete?.highlightVideo;
  return video && video.status === 'ready' && video.url
    ? { url: video.url, srcType: video.srcType, captionsUrl: video.captionsUrl }
    : null;
}
