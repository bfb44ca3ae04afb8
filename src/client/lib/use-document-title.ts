import { useEffect } from 'react';
import { getSiteName } from './site-name';

/** Sets the tab title to "Page · Site"; the home page passes nothing and shows the site name. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    const siteName = getSiteName();
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title]);
}
