import type { CatalogueVideo } from './training-catalogue';
import { isAbsoluteUrl } from './media-links';

/**
 * The other sites training media comes from: VIDEO_BASE_URL's host when it is elsewhere, and the
 * host of every absolute source, thumbnail or poster in the catalogue. The Content-Security-Policy
 * allows exactly these for media, images and fetches (hls.js fetches playlists and segments).
 * YouTube ids are not here: they play in a frame from the one embed host the policy allows.
 */
export function mediaOriginsFor(
  videoBaseUrl: string,
  catalogue: readonly Pick<CatalogueVideo, 'source' | 'sourceType' | 'thumbnail' | 'poster'>[],
): string[] {
  const urls = [videoBaseUrl];
  for (const video of catalogue) {
    if (video.sourceType !== 'youtube') urls.push(video.source);
    urls.push(video.thumbnail);
    if (video.poster) urls.push(video.poster);
  }
  return [...new Set(urls.filter(isAbsoluteUrl).map((url) => new URL(url).origin))];
}
