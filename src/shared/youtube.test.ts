import { describe, expect, it } from 'vitest';
import { isValidYouTubeId, youTubeEmbedUrl, youTubeIdFrom } from './youtube';

describe('isValidYouTubeId', () => {
  it.each(['dQw4w9WgXcQ', 'abc_DEF-123', '___________', '-----------', '0123456789a'])(
    'accepts %s',
    (id) => {
      expect(isValidYouTubeId(id)).toBe(true);
    },
  );

  it.each([
    '',
    'dQw4w9WgXc', // 10
    'dQw4w9WgXcQQ', // 12
    'dQw4w9WgXc!',
    'dQw4w9 WgXc',
    'dQw4w9WgXc.',
    ' dQw4w9WgXcQ',
    'dQw4w9WgXcQ\n',
    'dQw4w9WgXcé',
  ])('rejects %j', (id) => {
    expect(isValidYouTubeId(id)).toBe(false);
  });
});

describe('youTubeIdFrom', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=x', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s → %s', (input, id) => {
    expect(youTubeIdFrom(input)).toBe(id);
  });

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/dQw4w9WgXcQ',
    'not a link',
  ])('finds no id in %s', (input) => {
    expect(youTubeIdFrom(input)).toBeNull();
  });
});

describe('youTubeEmbedUrl', () => {
  it('embeds from the privacy-enhanced host, muted, autoplaying and inline', () => {
    const url = new URL(youTubeEmbedUrl('dQw4w9WgXcQ'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/dQw4w9WgXcQ');
    expect(url.searchParams.get('autoplay')).toBe('1');
    expect(url.searchParams.get('mute')).toBe('1');
    expect(url.searchParams.get('playsinline')).toBe('1');
  });
});
