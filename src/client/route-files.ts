// The server's side of the route table (src/client/routes.tsx): which source file each route's
// page comes from, so a rendered page can tell the browser which chunks to fetch at once (from the
// client build's manifest). The browser's copy of the table names no files; the server finds them
// by loading every page module once and matching what each route's loader gives back.
import type { RouteObject } from 'react-router';

// Every page module the route table can load (the same modules, and so the same module objects).
const pageFiles = import.meta.glob([
  './app/routes/*.tsx',
  './features/*/pages/*.tsx',
  '!**/*.test.tsx',
]);

/** Route id → the page's source file (`src/client/…tsx`), for every route with a page of its own. */
export async function findRouteFiles(routes: RouteObject[]): Promise<Record<string, string>> {
  const fileOf = new Map<unknown, string>();
  await Promise.all(
    Object.entries(pageFiles).map(async ([key, load]) => {
      fileOf.set(await load(), `src/client/${key.slice(2)}`);
    }),
  );
  const files: Record<string, string> = {};
  const visit = async (route: RouteObject) => {
    if (typeof route.lazy === 'function' && route.id) {
      const file = fileOf.get(await route.lazy());
      if (!file) throw new Error(`Route ${route.id} loads a page outside the page folders.`);
      files[route.id] = file;
    }
    await Promise.all((route.children ?? []).map(visit));
  };
  await Promise.all(routes.map(visit));
  return files;
}
