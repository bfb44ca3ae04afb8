import { createHash } from 'node:crypto';

/** The id of the JSON list of a server-rendered page's scripts (read by index.html's loader). */
export const PAGE_SCRIPTS_ID = 'page-scripts';

const inlineScript = /<script>([\s\S]*?)<\/script>/g;
const moduleScript = /[ \t]*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/;
const modulePreload = /[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;
const htmlComment = /[ \t]*<!--[\s\S]*?-->\n?/g;

/**
 * The Content-Security-Policy sources of the template's inline scripts (the theme, the held
 * clicks, the script loader): the strict policy runs them, and no other inline script.
 */
export function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(inlineScript)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/** The built index.html without its comments: they are for the people who edit it. */
export const withoutComments = (template: string) => template.replace(htmlComment, '');

/**
 * The template for a server-rendered page: the entry script and its preloads leave the head and
 * become the JSON list the loader at the end of the body fetches once the page is painted
 * (entry first), with the page's own chunks after them.
 */
export function deferScripts(html: string, pageChunks: Iterable<string>): string {
  const entry = moduleScript.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(modulePreload)].map(([, href]) => href!);
  const scripts = [...new Set([entry, ...preloads, ...pageChunks])];
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return html
    .replace(moduleScript, '')
    .replace(modulePreload, '')
    .replace(
      '<div id="root">',
      `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${list}</script>\n    <div id="root">`,
    );
}
