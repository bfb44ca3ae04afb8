import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PI_LOADING_SCREEN_MS } from '#shared/pi';

/** The hub and dev pages show a loading screen for 1.5 s (docs/product.md#pi-developer-pages). */
export function useLoadingScreen(): boolean {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), PI_LOADING_SCREEN_MS);
    return () => clearTimeout(timer);
  }, []);
  return loading;
}

export function LoadingScreen({ label }: { label: string }) {
  return (
    // As tall as the screen: the footer waits below it, so the page does not jump when it arrives.
    <div className="grid min-h-svh place-items-center px-4" role="status">
      <div className="grid justify-items-center gap-3">
        <Loader2 className="text-primary size-10 animate-spin" aria-hidden />
        <p className="text-muted-foreground">{label}</p>
      </div>
    </div>
  );
}
