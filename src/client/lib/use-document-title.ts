import { createContext, useContext, useEffect } from 'react';
import { getSiteName } from './site-name';

let siteDescription: string | undefined;

/** What the page being rendered on the server says its title and description are. */
export type PageHead = { title?: string; description?: string };

/** Given only while rendering on the server, which puts the page's head into the HTML. */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);

/**
 * Sets the tab title to "Page · Site" (the home page passes no title and shows the site name) and
 * the page's meta description; a page without one gets the site's description from index.html.
 */
export function useDocumentTitle(title?: string, description?: string): void {
  // On the server, effects never run: the page's head is reported while it renders.
  useContext(PageHeadContext)?.({ title, description });
  useEffect(() => {
    const siteName = getSiteName();
    document.title = title ? `${title} · ${siteName}` : siteName;
    const meta = document.querySelector('meta[name="description"]');
    if (!meta) return;
    siteDescription ??= meta.getAttribute('content') ?? '';
    meta.setAttribute('content', description ?? siteDescription);
  }, [title, description]);
}
