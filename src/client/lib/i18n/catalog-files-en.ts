import type { LoadedCatalog } from './messages';

/** The English catalogs' loaders, by area: loaded by English pages only (catalogs.ts). */
export const catalogFiles = import.meta.glob<{ default: LoadedCatalog }>(
  '../../locales/en/*.json',
  {
    base: '../../locales/en',
  },
);
