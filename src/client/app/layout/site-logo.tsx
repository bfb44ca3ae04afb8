import { Link } from 'react-router';
import { getSiteName } from '#client/lib/site-name';

/**
 * The mark is drawn in the page (the same drawing as /favicon.svg): as a picture, an SVG file
 * is a document of its own that the browser parses and lays out on the page's main thread.
 */
function SiteMark() {
  return (
    <svg viewBox="0 0 32 32" width={32} height={32} className="size-8 shrink-0" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#ea580c" />
      <path
        d="M9 22l5-12 4 8 2-4 3 8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SiteLogo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight">
      <SiteMark />
      <span>{getSiteName()}</span>
    </Link>
  );
}
