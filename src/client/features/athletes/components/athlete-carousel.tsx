import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';

/**
 * A horizontal carousel: the active slide follows selection, previous/next are disabled at the
 * ends, and it loops when asked and there is more than one slide.
 */
export function Carousel({
  label,
  slides,
  loop = false,
  slideClassName = 'basis-full',
}: {
  label: string;
  slides: ReactNode[];
  loop?: boolean;
  slideClassName?: string;
}) {
  const t = useT();
  const [viewport, api] = useEmblaCarousel({ loop: loop && slides.length > 1, align: 'start' });
  const [state, setState] = useState({ selected: 0, canPrev: false, canNext: false });

  const sync = useCallback(() => {
    if (!api) return;
    setState({
      selected: api.selectedScrollSnap(),
      canPrev: api.canScrollPrev(),
      canNext: api.canScrollNext(),
    });
  }, [api]);

  useEffect(() => {
    if (!api) return;
    api.on('select', sync).on('reInit', sync);
    // The first state comes from the carousel once it has measured itself.
    const frame = requestAnimationFrame(sync);
    return () => {
      cancelAnimationFrame(frame);
      api.off('select', sync).off('reInit', sync);
    };
  }, [api, sync]);

  return (
    <div
      role="region"
      aria-roledescription={t('athletes.carousel.carousel')}
      aria-label={label}
      className="relative"
    >
      <div ref={viewport} className="overflow-hidden">
        <div className="-ml-4 flex">
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={t('athletes.carousel.slide')}
              aria-label={t('athletes.carousel.slideLabel', {
                position: index + 1,
                count: slides.length,
              })}
              className={`min-w-0 shrink-0 grow-0 pl-4 ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-3">
          <Button
            variant="secondary"
            size="icon"
            onClick={() => api?.scrollPrev()}
            disabled={!state.canPrev}
            aria-label={t('athletes.carousel.previous')}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </Button>
          <span className="text-muted-foreground text-sm tabular-nums" aria-live="polite">
            {state.selected + 1} / {api?.scrollSnapList().length ?? slides.length}
          </span>
          <Button
            variant="secondary"
            size="icon"
            onClick={() => api?.scrollNext()}
            disabled={!state.canNext}
            aria-label={t('athletes.carousel.next')}
          >
            <ChevronRight className="size-5" aria-hidden />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
