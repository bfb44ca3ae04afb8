let renderedSiteName: string | undefined;

/** On the server, the site's name comes from its configuration (SITE_NAME). */
export function setRenderedSiteName(name: string): void {
  renderedSiteName = name;
}

/** The site's name, put into the page by the server from SITE_NAME. */
export function getSiteName(): string {
  if (typeof document === 'undefined') return renderedSiteName ?? 'Showcase';
  const meta = document.querySelector('meta[name="application-name"]')?.getAttribute('content');
  return meta && !meta.includes('%') ? meta : 'Showcase';
}
