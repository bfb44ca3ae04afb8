const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * A video id is exactly 11 letters, digits, underscores or hyphens (docs/product.md#video-player).
 */
export function isValidYouTubeId(value: string): boolean {
  return YOUTUBE_ID.test(value);
}

/**
 * The video id in a YouTube link (watch?v=, youtu.be/, embed/, shorts/, v/) or a bare id;
 * null when there is none.
 */
export function youTubeIdFrom(value: string): string | null {
  const text = value.trim();
  if (isValidYouTubeId(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null | undefined;
  if (host === 'youtu.be') {
    candidate = url.pathname.split('/')[1];
  } else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [first, second] = url.pathname.split('/').slice(1);
    candidate =
      first === 'watch'
        ? url.searchParams.get('v')
        : first === 'embed' || first === 'shorts' || first === 'v'
          ? second
          : null;
  }
  return candidate && isValidYouTubeId(candidate) ? candidate : null;
}

export const youTubeEmbedOrigin = 'https://www.youtube-nocookie.com';

/**
 * The privacy-enhanced embed, muted so browsers allow it to start on its own
 * (docs/integrations.md#youtube).
 */
export function youTubeEmbedUrl(id: string): string {
  const params = new URLSearchParams({
    autoplay: '1',
    mute: '1',
    playsinline: '1',
    rel: '0',
  });
  return `${youTubeEmbedOrigin}/embed/${encodeURIComponent(id)}?${params}`;
}
