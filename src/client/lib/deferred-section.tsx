import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { loadOnce } from './load-once';

const sections: (() => Promise<unknown>)[] = [];

/** Loads every deferred section's code: the server renders them in full, never a fallback. */
export const loadDeferredSections = () => Promise.all(sections.map((load) => load()));

/** Resolves when the element comes near the viewport (at once where that cannot be observed). */
function nearViewport(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
  });
}

/** What a click before the section's code arrived can be replayed on; links need no code. */
const actionable = 'button, [role="button"], input, select, textarea, summary, label';

/**
 * A part of a page whose code is not needed for the first view (sections below the fold). The
 * server renders it in full. In the browser, a page the server rendered keeps that HTML as it is
 * until the part comes near the viewport or is touched, and only then loads its code and makes
 * it interactive; a click on one of its buttons in the meantime is held and replayed once it is.
 * On a page the browser renders itself, the code loads at once. `id` names the element that
 * wraps the part (marked data-interactive once it is); `reserve` is the space its fallback keeps.
 */
export function deferredSection<Props extends object>(
  id: string,
  load: () => Promise<{ default: ComponentType<Props> }>,
  reserve = 'min-h-screen',
) {
  const module = loadOnce(load);
  sections.push(module.load);

  let wake: () => void = () => {};
  const woken = new Promise<void>((resolve) => (wake = resolve));
  let interactive = false;
  let mounted = false;
  let heldClick: HTMLElement | null = null;

  const Deferred = lazy(async () => {
    const element = typeof document === 'undefined' ? null : document.getElementById(id);
    void nearViewport(element).then(wake);
    await woken;
    const { default: Section } = await module.load();
    return {
      default: function InteractiveSection(props: Props) {
        useEffect(() => {
          interactive = true;
          document.getElementById(id)?.setAttribute('data-interactive', '');
          heldClick?.click();
          heldClick = null;
        }, []);
        return <Section {...props} />;
      },
    };
  });

  return function DeferredSection(props: Props & { children?: ReactNode }) {
    // The address is an update too: a section that reads it (the menu bar's current page) and
    // has not been taken over would hold up the navigation.
    useLocation();
    const Loaded = module.get()?.default;
    // An update on its way in (new props, the address changing) cannot reach HTML React has not
    // taken over, and would wait for it: wake the section at once.
    if (mounted && !interactive) wake();

    // Until the section is interactive, a pointer, a touch, a focus or a click wakes it up.
    useEffect(() => {
      mounted = true;
      const element = document.getElementById(id);
      if (!element) return;
      if (interactive || module.get()) {
        element.setAttribute('data-interactive', '');
        return;
      }
      const onIntent = () => wake();
      const onClick = (event: MouseEvent) => {
        if (interactive) return;
        const target = (event.target as Element | null)?.closest<HTMLElement>(actionable);
        if (!target) return;
        event.preventDefault();
        event.stopPropagation();
        heldClick = target;
        wake();
      };
      element.addEventListener('pointerover', onIntent, true);
      element.addEventListener('pointerdown', onIntent, true);
      element.addEventListener('focusin', onIntent, true);
      element.addEventListener('click', onClick, true);
      return () => {
        element.removeEventListener('pointerover', onIntent, true);
        element.removeEventListener('pointerdown', onIntent, true);
        element.removeEventListener('focusin', onIntent, true);
        element.removeEventListener('click', onClick, true);
      };
    }, []);

    // The same boundary on both sides, so the browser can keep the server's HTML inside it.
    return (
      <div id={id}>
        <Suspense fallback={<div className={reserve} />}>
          {Loaded ? <Loaded {...props} /> : <Deferred {...props} />}
        </Suspense>
      </div>
    );
  };
}
