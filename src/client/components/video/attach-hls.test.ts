import type Hls from 'hls.js/light';
import { describe, expect, it, vi } from 'vitest';
import { playWithHlsJs, type LiveHlsOptions } from './attach-hls';

type Handler = (event: string, data: unknown) => void;

/** Stands in for hls.js: records its config and calls, and lets the test fire its events. */
function fakeHlsJs({ supported = true } = {}) {
  const instances: FakeHls[] = [];
  class FakeHls {
    static isSupported = () => supported;
    static Events = { ERROR: 'hlsError', LEVEL_LOADED: 'hlsLevelLoaded' };
    static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    handlers = new Map<string, Handler[]>();
    liveSyncPosition: number | null = 154;
    loadSource = vi.fn();
    attachMedia = vi.fn();
    startLoad = vi.fn();
    stopLoad = vi.fn();
    recoverMediaError = vi.fn();
    destroy = vi.fn();
    constructor(readonly config: Record<string, unknown>) {
      instances.push(this);
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    }
    emit(event: string, data: unknown) {
      for (const handler of this.handlers.get(event) ?? []) handler(event, data);
    }
  }
  return { HlsJs: FakeHls as unknown as typeof Hls, instances };
}

const video = {} as HTMLVideoElement;
const CHANNEL = '/live-media/channels/main-event/index.m3u8';

const playlist = (live: boolean, targetduration = 2) => ({ details: { live, targetduration } });
const fatalNetworkError = (code?: number) => ({
  type: 'networkError',
  details: 'manifestLoadError',
  fatal: true,
  response: code === undefined ? undefined : { code, text: '' },
});

function attachLive() {
  const { HlsJs, instances } = fakeHlsJs();
  const onFatal = vi.fn();
  const live = { onOffline: vi.fn(), onPlaylistUpdate: vi.fn() } satisfies LiveHlsOptions;
  const attachment = playWithHlsJs(HlsJs, video, CHANNEL, onFatal, { live });
  return { hls: instances[0]!, attachment, onFatal, live };
}

describe('playWithHlsJs for on-demand videos', () => {
  it('keeps the worker off and adds no live settings', () => {
    const { HlsJs, instances } = fakeHlsJs();
    const attachment = playWithHlsJs(HlsJs, video, '/media/replay.m3u8', vi.fn());
    const [hls] = instances;
    expect(hls!.config).toEqual({ enableWorker: false });
    expect(hls!.loadSource).toHaveBeenCalledWith('/media/replay.m3u8');
    expect(hls!.attachMedia).toHaveBeenCalledWith(video);
    expect(attachment.scripted).toBe(true);
    expect(attachment.liveSyncPosition()).toBeNull();
  });

  it('retries a network failure once, then reports it', () => {
    const { HlsJs, instances } = fakeHlsJs();
    const onFatal = vi.fn();
    playWithHlsJs(HlsJs, video, '/media/replay.m3u8', onFatal);
    const [hls] = instances;
    hls!.emit('hlsError', fatalNetworkError(404));
    expect(hls!.startLoad).toHaveBeenCalledOnce();
    expect(onFatal).not.toHaveBeenCalled();

    hls!.emit('hlsError', fatalNetworkError(404));
    expect(onFatal).toHaveBeenCalledWith('player.error.network');
    expect(hls!.destroy).toHaveBeenCalled();
  });

  it('says so when the browser cannot run hls.js', () => {
    const { HlsJs, instances } = fakeHlsJs({ supported: false });
    const onFatal = vi.fn();
    const attachment = playWithHlsJs(HlsJs, video, '/media/replay.m3u8', onFatal);
    expect(onFatal).toHaveBeenCalledWith('player.error.unsupported');
    expect(instances).toHaveLength(0);
    expect(attachment.scripted).toBe(false);
  });
});

describe('playWithHlsJs for a live stream', () => {
  it('plays near the live edge on plain HLS, without a worker', () => {
    const { hls } = attachLive();
    expect(hls.config).toMatchObject({
      enableWorker: false,
      lowLatencyMode: false,
      liveSyncDurationCount: 3,
      liveMaxLatencyDurationCount: 10,
      liveDurationInfinity: true,
    });
    expect(hls.config.backBufferLength).toBeLessThanOrEqual(30);
  });

  it('reports each playlist’s target duration and the sync position', () => {
    const { hls, attachment, live } = attachLive();
    hls.emit('hlsLevelLoaded', playlist(true, 2));
    hls.emit('hlsLevelLoaded', playlist(true, 4));
    expect(live.onPlaylistUpdate.mock.calls).toEqual([
      [{ targetDuration: 2 }],
      [{ targetDuration: 4 }],
    ]);
    expect(attachment.liveSyncPosition()).toBe(154);
    expect(live.onOffline).not.toHaveBeenCalled();
  });

  it('goes offline once when the playlist ends with #EXT-X-ENDLIST', () => {
    const { hls, live, onFatal } = attachLive();
    hls.emit('hlsLevelLoaded', playlist(true));
    hls.emit('hlsLevelLoaded', playlist(false));
    hls.emit('hlsLevelLoaded', playlist(false));
    expect(live.onOffline).toHaveBeenCalledOnce();
    expect(hls.stopLoad).toHaveBeenCalledOnce();
    expect(onFatal).not.toHaveBeenCalled();
  });

  it.each([404, 410])('goes offline at once when the playlist answers %i', (status) => {
    const { hls, attachment, live, onFatal } = attachLive();
    hls.emit('hlsError', fatalNetworkError(status));
    expect(hls.startLoad).not.toHaveBeenCalled();
    expect(live.onOffline).toHaveBeenCalledOnce();
    expect(onFatal).not.toHaveBeenCalled();
    expect(hls.destroy).toHaveBeenCalled();
    expect(attachment.liveSyncPosition()).toBeNull();
  });

  it('goes offline, not to Try again, when hls.js gives up', () => {
    const { hls, live, onFatal } = attachLive();
    hls.emit('hlsError', fatalNetworkError());
    expect(hls.startLoad).toHaveBeenCalledOnce();
    expect(live.onOffline).not.toHaveBeenCalled();

    hls.emit('hlsError', fatalNetworkError(503));
    expect(live.onOffline).toHaveBeenCalledOnce();
    expect(onFatal).not.toHaveBeenCalled();
  });

  it('leaves errors hls.js recovers from alone', () => {
    const { hls, live } = attachLive();
    hls.emit('hlsError', { ...fatalNetworkError(404), fatal: false });
    expect(live.onOffline).not.toHaveBeenCalled();
  });
});
