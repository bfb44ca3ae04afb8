import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '#client/components/ui/button';

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
  if (pages.page === 1 && !nextCursor) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-4">
      <Button
        variant="secondary"
        size="sm"
        onClick={pages.previous}
        disabled={pages.page === 1 || busy}
      >
        <ChevronLeft className="size-4" aria-hidden />
        Previous
      </Button>
      <span className="text-muted-foreground text-sm">Page {pages.page}</span>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => nextCursor && pages.next(nextCursor)}
        disabled={!nextCursor || busy}
      >
        Next
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
