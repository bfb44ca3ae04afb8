import { useEffect, useState, useSyncExternalStore } from 'react';
import { PI_INIT_DELAY_MS } from '#shared/pi';
import { useSiteInfo } from '../site-info';
import type * as PiSdkModule from './pi-sdk';
import type { PiState } from './pi-sdk';

type PiSdk = typeof PiSdkModule;

const idle: PiState = {
  status: 'not-loaded',
  error: null,
  sandbox: false,
  user: null,
};
const noStore = { get: () => idle, subscribe: () => () => undefined };

/**
 * The Pi SDK layer for a page that offers Pi: its code is fetched, and the SDK initialized, 1.5 s
 * after the page loads (docs/product.md#pi-sdk-states), so pages without Pi never load any of it.
 */
export function usePi({ autoInit = true }: { autoInit?: boolean } = {}) {
  const site = useSiteInfo();
  const mode = site.data?.pi;
  const [sdk, setSdk] = useState<PiSdk | null>(null);

  useEffect(() => {
    if (!mode || mode === 'off') return;
    let live = true;
    const timer = setTimeout(() => {
      void import('./pi-sdk').then((loaded) => {
        if (!live) return;
        setSdk(loaded);
        if (autoInit) void loaded.initPi(mode);
      });
    }, PI_INIT_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [mode, autoInit]);

  const store = sdk?.piStore ?? noStore;
  const state = useSyncExternalStore(store.subscribe, store.get, () => idle);
  return { sdk, state, mode: mode ?? null };
}
