import { afterEach } from 'vitest';

// Every test file runs this; only the files that ask for a DOM (`// @vitest-environment jsdom`)
// load Testing Library, so the server tests stay free of browser code. With `isolate: false` the
// files of a worker share one document, so each test unmounts what it rendered.
if (typeof document !== 'undefined') {
  // Components read their words from the page's language: English, every area's catalog.
  const { browserMessages } = await import('#client/lib/i18n/i18n');
  const { loadEveryCatalog } = await import('#client/lib/i18n/every-catalog');
  browserMessages.locale = 'en';
  loadEveryCatalog(browserMessages);
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // findBy… and waitFor answer as soon as the page does; the default second is too short when
  // npm test runs the browser tests and the static checks beside these on two cores.
  configure({ asyncUtilTimeout: 5_000 });
  // jsdom has no media queries; the toasts' "system" theme asks one (the light scheme here).
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
