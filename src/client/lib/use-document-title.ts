import { useEffect } from 'react';
import { getSiteName } from './site-name';

let siteDescription: string | undefined;

/**
 * Sets the tab title to "Page · Site" (the home page passes no title and shows the site name) and
 * the page's meta description; a page without one gets the site's description from index.html.
 */
export function useDocumentTitle(title?: string, description?: string): void {
  useEffect(() => {
    const siteName = getSiteName();
    document.title = title ? `${title} · ${siteName}` : siteName;
    const meta = document.querySelector('meta[name="description"]');
    if (!meta) return;
    siteDescription ??= meta.getAttribute('content') ?? '';
    meta.setAttribute('content', description ?? siteDescription);
  }, [title, description]);
}
