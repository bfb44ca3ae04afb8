import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '#shared/locales';

// The catalogs are complete: every area in every language, the same ids in each, every message a
// valid ICU message whose placeholders are the same in each language. The pages' catalogs
// (src/client/locales) and the mails' (src/server/locales).
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const catalogDirs = ['src/client/locales', 'src/server/locales'].map((dir) => path.join(root, dir));
const clientDir = catalogDirs[0]!;

const read = (dir: string, locale: string, area: string) =>
  JSON.parse(readFileSync(path.join(dir, locale, `${area}.json`), 'utf8')) as Record<
    string,
    string
  >;
const areasOf = (dir: string, locale: string) =>
  readdirSync(path.join(dir, locale))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

/**
 * The names a message fills in (`{name}`, `{count, plural, …}`). Their kinds may differ between
 * languages: one needs a plural where another says the number alone.
 */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(token.arg);
      if (token.type === 'function') found.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(token.arg);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

describe.each(catalogDirs)('message catalogs in %s', (dir) => {
  const areas = areasOf(dir, defaultLocale);

  it('has every area in every language, each message named after its area', () => {
    expect(areas.length).toBeGreaterThan(0);
    for (const locale of locales) expect(areasOf(dir, locale)).toEqual(areas);
    for (const area of areas) {
      for (const id of Object.keys(read(dir, defaultLocale, area))) {
        expect(id.startsWith(`${area}.`), `${id} in ${area}.json`).toBe(true);
      }
    }
  });

  for (const area of areas) {
    it(`${area}: the same messages in every language, each complete and valid`, () => {
      const english = read(dir, defaultLocale, area);
      for (const locale of locales) {
        const messages = read(dir, locale, area);
        expect(Object.keys(messages).sort(), `${locale}/${area}.json ids`).toEqual(
          Object.keys(english).sort(),
        );
        for (const [id, message] of Object.entries(messages)) {
          expect(message.trim(), `${locale} ${id} is empty`).not.toBe('');
          expect(() => parse(message), `${locale} ${id} is not a valid message`).not.toThrow();
          expect(placeholdersOf(message), `${locale} ${id} placeholders`).toEqual(
            placeholdersOf(english[id]!),
          );
        }
      }
    });
  }
});

describe('the pages’ catalogs', () => {
  it('name every message as the build can shorten it: letters, digits, _ and dots', () => {
    for (const area of areasOf(clientDir, defaultLocale)) {
      if (area === 'forms') continue;
      for (const id of Object.keys(read(clientDir, defaultLocale, area))) {
        expect(id, `${area}.json`).toMatch(/^[A-Za-z]+\.[\w.]+$/);
      }
    }
  });

  it('keep each English text the forms show under its own words (an English page loads none)', () => {
    for (const [id, text] of Object.entries(read(clientDir, defaultLocale, 'forms'))) {
      expect(id).toBe(`forms.${text}`);
    }
  });

  it('are every one typed (lib/i18n/message-ids.ts) and loadable (lib/i18n/catalogs.ts)', () => {
    const typed = readFileSync(path.join(clientDir, '../lib/i18n/message-ids.ts'), 'utf8');
    const loaded = readFileSync(path.join(clientDir, '../lib/i18n/catalogs.ts'), 'utf8');
    for (const area of areasOf(clientDir, defaultLocale)) {
      expect(typed).toContain(`locales/en/${area}.json`);
      expect(loaded).toContain(`'${area}'`);
    }
  });

  it('find placeholders inside plurals', () => {
    expect(placeholdersOf('{count, plural, one {# athlete by {name}} other {# athletes}}')).toEqual(
      ['count', 'name'],
    );
    expect(placeholdersOf('Hello {name}')).not.toEqual(placeholdersOf('Hola {nombre}'));
  });
});
