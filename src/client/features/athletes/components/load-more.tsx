import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';

/** "Load more", pressed for you when it scrolls into view. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !loading) onLoad();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, onLoad]);
  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-8 flex justify-center">
      <Button variant="secondary" onClick={onLoad} disabled={loading}>
        {loading ? t('athletes.loadMore.loading') : t('athletes.loadMore.action')}
      </Button>
    </div>
  );
}
