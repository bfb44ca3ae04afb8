// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoCard, type VideoCardVideo } from './video-card';

const video: VideoCardVideo = {
  id: 'bb-basic-1',
  title: 'Ball Handling Foundations',
  thumbnail: '/media/training/thumbs/bb-basic-1.webp',
  duration: '3:45',
  category: 'Dribbling',
  level: 'basic',
  locked: false,
};

describe('VideoCard', () => {
  it('carries the Watch & Earn message on a video the viewer can play', () => {
    render(<VideoCard video={video} onPlay={() => undefined} />);
    expect(screen.getByText('Watch & Earn')).toBeInTheDocument();
    expect(screen.queryByText('Locked')).not.toBeInTheDocument();
  });

  it('says Locked instead on a video the viewer cannot play', () => {
    render(<VideoCard video={{ ...video, locked: true }} onPlay={() => undefined} />);
    expect(screen.getByText('Locked')).toBeInTheDocument();
    expect(screen.queryByText('Watch & Earn')).not.toBeInTheDocument();
  });
});
