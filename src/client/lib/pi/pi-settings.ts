/**
 * What a tester sets on the developer pages, kept in this browser
 * (docs/product.md#pi-developer-pages): the sandbox mode flag, the wallet-browser override ('true'
 * or 'false' as text) and the sandbox code.
 */
const keys = {
  sandbox: 'pi.sandbox',
  override: 'pi.walletOverride',
  sandboxCode: 'pi.sandboxCode',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // A browser that refuses storage keeps the setting for this page only.
  }
  for (const listener of listeners) listener();
}

export const piSettings = {
  /** For useSyncExternalStore: told of every change made here. */
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  sandbox: () => read(keys.sandbox) === 'true',
  setSandbox: (on: boolean) => write(keys.sandbox, on ? 'true' : 'false'),
  override: () => read(keys.override) === 'true',
  setOverride: (on: boolean) => write(keys.override, on ? 'true' : 'false'),
  sandboxCode: () => read(keys.sandboxCode) ?? '',
  setSandboxCode: (code: string) => write(keys.sandboxCode, code),
};

/** The Pi Browser says so in its user agent. */
export const isPiBrowser = () =>
  typeof navigator !== 'undefined' && /PiBrowser/i.test(navigator.userAgent);
