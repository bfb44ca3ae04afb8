import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { replayHeldInput } from './held-input';
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

/** What shows the visitor is about to use a section: it wakes the section up. */
const intents = ['pointerover', 'pointerdown', 'focusin', 'click', 'keydown'] as const;

/**
 * A part of a page whose code is not needed for the first view (sections below the fold). The
 * server renders it in full. In the browser, a page the server rendered keeps that HTML as it is
 * until the part comes near the viewport or is touched, and only then loads its code and makes
 * it interactive. Until then React stops every event on it at its root, so the section listens
 * above React (on the document) for a pointer, a touch, a focus or a key to wake it, and
 * index.html holds a click or key press made on it (the wrapper is marked data-deferred), which
 * is replayed once the section is marked data-interactive. On a page the browser renders
 * itself, the code loads at once. `id` names the element that wraps the part; `reserve` is the
 * space its fallback keeps.
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

  /** The section works from now on: what was held on it is replayed. */
  const markInteractive = (element: HTMLElement | null) => {
    interactive = true;
    if (!element) return;
    element.setAttribute('data-interactive', '');
    replayHeldInput(element);
  };

  const Deferred = lazy(async () => {
    const element = typeof document === 'undefined' ? null : document.getElementById(id);
    void nearViewport(element).then(wake);
    await woken;
    const { default: Section } = await module.load();
    return {
      default: function InteractiveSection(props: Props) {
        useEffect(() => markInteractive(document.getElementById(id)), []);
        return <Section {...props} />;
      },
    };
  });

  return function DeferredSection(props: Props & { children?: ReactNode }) {
    // The address is an update too: a section that reads it (the menu bar's current page) and
    // has not been taken over would hold up the navigation.
    useLocation();
    // Chosen once per mount: switching from the lazy part to the loaded module later would
    // mount the section again.
    const [Loaded] = useState(() => module.get()?.default);
    // An update on its way in (new props, the address changing) cannot reach HTML React has not
    // taken over, and would wait for it: wake the section at once.
    if (mounted && !interactive) wake();

    // Until the section is interactive, a pointer, a touch, a focus or a key wakes it up.
    useEffect(() => {
      mounted = true;
      const element = document.getElementById(id);
      if (!element) return;
      if (Loaded) {
        markInteractive(element);
        return;
      }
      const onIntent = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) wake();
      };
      for (const type of intents) document.addEventListener(type, onIntent, true);
      void woken.then(() => {
        for (const type of intents) document.removeEventListener(type, onIntent, true);
      });
      return () => {
        for (const type of intents) document.removeEventListener(type, onIntent, true);
      };
    }, [Loaded]);

    // The same boundary on both sides, so the browser can keep the server's HTML inside it.
    return (
      <div id={id} data-deferred="">
        <Suspense fallback={<div className={reserve} />}>
          {Loaded ? <Loaded {...props} /> : <Deferred {...props} />}
        </Suspense>
      </div>
    );
  };
}
