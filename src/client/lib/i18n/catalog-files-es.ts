import type { LoadedCatalog } from './messages';

/** The Spanish catalogs' loaders, by area: loaded by Spanish pages only (catalogs.ts). */
export const catalogFiles = import.meta.glob<{ default: LoadedCatalog }>(
  '../../locales/es/*.json',
  {
    base: '../../locales/es',
  },
);
