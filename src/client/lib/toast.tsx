import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';

// Toasts only ever follow something the user did: their code (sonner) loads with the first one,
// not with the page.

type ToastOptions = { description?: string };
type Kind = 'success' | 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();
let hostReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (hostReady = resolve));

function show(kind: Kind, title: string, options?: ToastOptions) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  // The host must be listening before a toast is added, or it would miss it.
  void ready
    .then(() => import('sonner'))
    .then(({ toast }) => {
      toast[kind](title, options);
    });
}

/** Shows a toast (loading the toast code the first time). */
export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
};

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await import('sonner');
  return {
    default: function LoadedToaster() {
      useEffect(() => hostReady(), []);
      return <SonnerToaster richColors closeButton position="top-center" theme="system" />;
    },
  };
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Where toasts show; rendered once by the shell, empty until the first toast is asked for. */
export function ToastHost() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
