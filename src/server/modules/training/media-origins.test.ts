import { describe, expect, it } from 'vitest';
import { mediaOriginsFor } from './media-origins';
import { trainingCatalogue } from './training-catalogue';

const local = {
  source: 'training/basic/x/clip.mp4',
  sourceType: 'file' as const,
  thumbnail: 'training/thumbs/x.webp',
  poster: null,
};

describe('mediaOriginsFor', () => {
  it('is empty for media served here, as the shipped catalogue is', () => {
    expect(mediaOriginsFor('/media', trainingCatalogue)).toEqual([]);
  });

  it('lists the media host and the hosts of outside sources and images, once each', () => {
    expect(
      mediaOriginsFor('https://cdn.example.com/media', [
        local,
        { ...local, source: 'https://streams.example.org/a/master.m3u8', sourceType: 'hls' },
        { ...local, source: 'https://streams.example.org/b/master.m3u8', sourceType: 'hls' },
        { ...local, poster: 'https://img.example.net/p.jpg' },
        { ...local, source: 'dQw4w9WgXcQ', sourceType: 'youtube' },
      ]),
    ).toEqual([
      'https://cdn.example.com',
      'https://streams.example.org',
      'https://img.example.net',
    ]);
  });
});
