import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import type { Plugin } from 'vite';

const localesDir = path.resolve('src/client/locales');
const catalogFile = /[\\/]src[\\/]client[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/;
const clientSource = /[\\/]src[\\/]client[\\/].+\.(ts|tsx)$/;
/** The module a catalog becomes: its messages as functions (no JSON left for Vite to read). */
const compiledPrefix = '\0catalog:';
/** The module of a source's English words, registered as the source is evaluated. */
const englishPrefix = '\0english:';
/** Where the browser's English words are registered (lib/i18n/i18n.ts). */
const i18nModule = path.resolve('src/client/lib/i18n/i18n.ts');

/** Every English message but the `forms` area's, by id, as written (ICU). */
function englishTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of readdirSync(path.join(localesDir, 'en'))) {
    if (!file.endsWith('.json') || file === 'forms.json') continue;
    const catalog = JSON.parse(readFileSync(path.join(localesDir, 'en', file), 'utf8')) as object;
    for (const [id, text] of Object.entries(catalog)) texts.set(id, text as string);
  }
  return texts;
}

/** Each of `ids` as a base-36 number, in the order of the sorted ids. */
const shortened = (ids: Iterable<string>) =>
  new Map([...ids].sort().map((id, index) => [id, index.toString(36)]));

/**
 * The ids the browser's build writes short: every id of the English catalogs but the `forms`
 * area's (found by their English words at run time, useShownText).
 */
export const shortIds = (): Map<string, string> => shortened(englishTexts().keys());

/** A message id quoted whole in a source: 'app.nav.home', "…" or `…`. */
const quotedId = /(['"`])([A-Za-z]+\.[\w.]+)\1/g;

/** The message ids a source names that `known` holds. */
export function idsIn(code: string, known: ReadonlyMap<string, unknown>): string[] {
  const ids = new Set<string>();
  for (const [, , id] of code.matchAll(quotedId)) if (known.has(id!)) ids.add(id!);
  return [...ids];
}

/** A source's quoted message ids replaced by their short ones. */
export function shortenIds(code: string, short: Map<string, string>): string {
  return code.replace(quotedId, (whole, quote: string, id: string) => {
    const found = short.get(id);
    return found === undefined ? whole : `${quote}${found}${quote}`;
  });
}

/**
 * The message catalogs (src/client/locales/{language}/{area}.json, ICU MessageFormat) compiled
 * as they are bundled, by messageformat: each message a small function, so the browser and the
 * server's renders carry no message parser (docs/decisions/0034). Tests and development outside
 * a build compile them when they are loaded (lib/i18n/messages.ts).
 *
 * `shorten` (the browser's build): each id, in the catalogs and where the code names it, becomes a
 * short one, so a page carries its words and not long names for them. Ids are written out whole
 * in the code for that (a lint rule refuses one put together at run time). And each source
 * carries the English words of the ids it names, registered as it is evaluated: an English page
 * loads no catalog, and as it loads only its own code, it loads only its own words.
 */
export function compileCatalogs({ shorten = false }: { shorten?: boolean } = {}): Plugin {
  let short = new Map<string, string>();
  let english = new Map<string, string>();
  /** Each source's message ids, for its English words' module. */
  const englishIds = new Map<string, string[]>();
  /** The English words of a source's ids, compiled as a module (`export default {…}`). */
  const englishWordsModule = (file: string) =>
    compileModule(
      new MessageFormat('en'),
      Object.fromEntries(
        (englishIds.get(file) ?? []).map((key) => [short.get(key) ?? key, english.get(key)!]),
      ),
    ).trim();
  return {
    name: 'compile-catalogs',
    enforce: 'pre',
    buildStart() {
      english = shorten ? englishTexts() : new Map();
      short = shortened(english.keys());
      englishIds.clear();
    },
    async resolveId(source, importer, options) {
      if (source.startsWith(englishPrefix)) return source;
      if (!source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // Named as a script, not as JSON: Vite's own JSON plugin leaves it to this one.
      return resolved && catalogFile.test(resolved.id)
        ? `${compiledPrefix}${resolved.id}.mjs`
        : null;
    },
    load(id) {
      if (id.startsWith(englishPrefix)) {
        return englishWordsModule(id.slice(englishPrefix.length, -'.mjs'.length));
      }
      if (!id.startsWith(compiledPrefix)) return null;
      const file = id.slice(compiledPrefix.length, -'.mjs'.length);
      const locale = catalogFile.exec(file)![1]!;
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const keyed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [short.get(key) ?? key, message]),
      );
      return compileModule(new MessageFormat(locale), keyed);
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (short.size === 0 || !clientSource.test(file) || file.includes('/node_modules/')) {
        return null;
      }
      const ids = idsIn(code, english);
      if (ids.length === 0) return null;
      // The English words of the ids it names ride with the source: an English page loads no
      // catalog (lib/i18n/catalogs.ts), and each page carries the words of its own code only.
      englishIds.set(file, ids);
      const words = englishWordsModule(file);
      // Words without plurals or numbers import no helpers: written into the source itself, the
      // cheapest for the page (on one line, so the source's lines stay where they were); the
      // others come as a module of their own with the helpers they import.
      const inline = words.startsWith('export default ')
        ? words.slice('export default '.length).replace(/\n\s*/g, ' ')
        : null;
      const register =
        `import { registerEnglish as __registerEnglish } from ${JSON.stringify(i18nModule)};` +
        (inline
          ? `__registerEnglish(${inline});`
          : `import __englishWords from ${JSON.stringify(`${englishPrefix}${file}.mjs`)};` +
            `__registerEnglish(__englishWords);`);
      return { code: register + shortenIds(code, short), map: null };
    },
  };
}
