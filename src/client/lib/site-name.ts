/** The site's name, put into the page by the server from SITE_NAME. */
export function getSiteName(): string {
  const meta = document.querySelector('meta[name="application-name"]')?.getAttribute('content');
  return meta && !meta.includes('%') ? meta : 'Showcase';
}
