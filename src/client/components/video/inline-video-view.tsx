import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';

/**
 * A video picked from a library, playing in place of the grid (docs/product.md#training-library):
 * Back to Videos, the player, and the title beside it. Picking scrolls the view into sight and
 * moves focus to the title, so keyboard and screen-reader users land on what they picked.
 */
export function InlineVideoView({
  videoId,
  title,
  player,
  eyebrow,
  onBack,
  scrollBlock = 'start',
  children,
}: {
  videoId: string;
  title: string;
  player: ReactNode;
  /** shown above the title (a status badge) */
  eyebrow?: ReactNode;
  onBack: () => void;
  scrollBlock?: ScrollLogicalPosition;
  /** what is said under the title */
  children: ReactNode;
}) {
  const t = useT();
  const rootRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    rootRef.current?.scrollIntoView?.({ block: scrollBlock });
    headingRef.current?.focus({ preventScroll: true });
  }, [videoId, scrollBlock]);

  return (
    <div ref={rootRef} className="scroll-mt-32 space-y-5">
      <Button variant="secondary" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden />
        {t('player.inline.back')}
      </Button>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {player}
        <div>
          {eyebrow}
          <h3
            ref={headingRef}
            tabIndex={-1}
            className={cn('text-xl font-semibold outline-none', eyebrow ? 'mt-3' : undefined)}
          >
            {title}
          </h3>
          {children}
        </div>
      </div>
    </div>
  );
}
