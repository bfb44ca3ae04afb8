import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';

/**
 * Keyset pages: the server gives the next page's link, the pages seen so far are kept so
 * "Previous" goes back. Changing the filters starts again from the first page (call reset).
 */
export function useCursorPages() {
  const [stack, setStack] = useState<string[]>([]);
  const cursor = stack.at(-1);
  const next = useCallback((nextCursor: string) => setStack((seen) => [...seen, nextCursor]), []);
  const previous = useCallback(() => setStack((seen) => seen.slice(0, -1)), []);
  const reset = useCallback(() => setStack([]), []);
  return { cursor, page: stack.length + 1, next, previous, reset };
}

export function CursorPager({
  pages,
  nextCursor,
  busy,
}: {
  pages: ReturnType<typeof useCursorPages>;
  nextCursor: string | null | undefined;
  busy?: boolean;
}) {
  const t = useT();
  if (pages.page === 1 && !nextCursor) return null;
  return (
    <nav
      aria-label={t('admin.pager.label')}
      className="mt-4 flex items-center justify-between gap-4"
    >
      <Button
        variant="secondary"
        size="sm"
        onClick={pages.previous}
        disabled={pages.page === 1 || busy}
      >
        <ChevronLeft className="size-4" aria-hidden />
        {t('admin.pager.previous')}
      </Button>
      <span className="text-muted-foreground text-sm">
        {t('admin.pager.page', { page: pages.page })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => nextCursor && pages.next(nextCursor)}
        disabled={!nextCursor || busy}
      >
        {t('admin.pager.next')}
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
