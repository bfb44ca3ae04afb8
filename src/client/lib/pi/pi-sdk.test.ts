// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { piTexts } from '#shared/pi';
import { initPi, piStore, resetPi, type PiGlobal } from './pi-sdk';
import { piSettings } from './pi-settings';

const fakePi = (init: PiGlobal['init']): PiGlobal => ({
  init,
  authenticate: () => Promise.resolve({ accessToken: 't', user: { uid: 'u', username: 'n' } }),
  createPayment: () => undefined,
});

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
  resetPi();
});
afterEach(() => {
  vi.useRealTimers();
  delete window.Pi;
  document.querySelectorAll('script[src*="minepi"]').forEach((node) => node.remove());
});

describe('the Pi SDK layer', () => {
  it('stays not loaded where Pi cannot be reached (no Pi Browser, no sandbox, no override)', async () => {
    await initPi('platform');
    expect(piStore.get().status).toBe('not-loaded');
    expect(document.querySelector('script[src="https://sdk.minepi.com/pi-sdk.js"]')).toBeNull();
  });

  it('loads pi-sdk.js in sandbox mode and initializes once window.Pi appears', async () => {
    piSettings.setSandbox(true);
    const init = vi.fn();
    const done = initPi('platform');
    expect(piStore.get().status).toBe('initializing');
    expect(document.querySelector('script[src="https://sdk.minepi.com/pi-sdk.js"]')).not.toBeNull();
    // The SDK defines its global a little later.
    await vi.advanceTimersByTimeAsync(300);
    window.Pi = fakePi(init);
    await vi.advanceTimersByTimeAsync(200);
    await done;
    expect(init).toHaveBeenCalledWith({ version: '2.0', sandbox: true });
    expect(piStore.get()).toMatchObject({ status: 'initialized', sandbox: true });
  });

  it('retries init 10 times a second apart, then reports the error', async () => {
    piSettings.setOverride(true);
    const init = vi.fn(() => {
      throw new Error('not yet');
    });
    window.Pi = fakePi(init);
    const done = initPi('platform');
    await vi.advanceTimersByTimeAsync(8_999);
    expect(init).toHaveBeenCalledTimes(9);
    expect(piStore.get().status).toBe('initializing');
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    expect(init).toHaveBeenCalledTimes(10);
    expect(piStore.get()).toMatchObject({ status: 'error', error: piTexts.maxRetries });
  });

  it('gives up waiting for window.Pi after 50 tries of 100 ms', async () => {
    piSettings.setOverride(true);
    const done = initPi('platform');
    await vi.advanceTimersByTimeAsync(5_000 + 10 * 1000);
    await done;
    expect(piStore.get()).toMatchObject({ status: 'error', error: piTexts.maxRetries });
  });

  it('resets to not initialized and forgets the user when sandbox mode is switched', async () => {
    piSettings.setOverride(true);
    window.Pi = fakePi(() => undefined);
    await initPi('platform');
    const { authenticatePi } = await import('./pi-sdk');
    await authenticatePi();
    expect(piStore.get().user).toEqual({ uid: 'u', username: 'n' });
    piSettings.setSandbox(true);
    resetPi();
    expect(piStore.get()).toMatchObject({ status: 'not-loaded', user: null, sandbox: true });
  });
});
