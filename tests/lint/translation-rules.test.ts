import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalogs, idsIn, shortenIds, shortIds } from '../../scripts/build/compile-catalogs';

// The rules that keep the pages in both languages: words come from the catalogs, and ids are
// written out whole so the browser's build can shorten them.
const eslint = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function ruleMessages(filePath: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

describe('translation rules', () => {
  it('refuse words written into a translated page, not ids or marks', async () => {
    const messages = await ruleMessages(
      'src/client/app/layout/probe.tsx',
      [
        "import { useT } from '#client/lib/i18n/i18n';",
        'export function Probe() {',
        '  const t = useT();',
        '  return (',
        '    <div title="Close menu">',
        '      Hello there',
        "      <span aria-label={t('app.nav.menu')}>{t('app.nav.home')} · 3</span>",
        '    </div>',
        '  );',
        '}',
      ].join('\n'),
      'translation/untranslated-text',
    );
    expect(messages).toHaveLength(2);
  });

  it('refuse a message id put together at run time', async () => {
    const code = [
      'export const a = (id: string) => `app.sport.${id}`;',
      "export const b = (id: string) => 'home.hero.' + id;",
      "export const c = 'app.sport.soccer';",
      'export const d = (text: string) => `forms.${text}`;',
    ].join('\n');
    const messages = await ruleMessages(
      'src/client/lib/probe.ts',
      code,
      'translation/whole-message-ids',
    );
    expect(messages).toHaveLength(2);
  });
});

describe('short ids in the browser’s build', () => {
  it('gives every page id a short one, and none to the forms’ English texts', () => {
    const short = shortIds();
    expect(short.get('app.nav.home')).toMatch(/^[0-9a-z]{1,3}$/);
    expect(new Set(short.values()).size).toBe(short.size);
    expect([...short.keys()].some((id) => id.startsWith('forms.'))).toBe(false);
  });

  it('replaces quoted ids only', () => {
    const short = new Map([['app.nav.home', '1f']]);
    expect(
      shortenIds("t('app.nav.home'); `app.nav.home`; 'app.nav.homes'; app.nav.home", short),
    ).toBe("t('1f'); `1f`; 'app.nav.homes'; app.nav.home");
  });
});

describe('English words with the code that names them', () => {
  /** The plugin's hooks as the browser's build calls them. */
  function browserBuild() {
    const plugin = compileCatalogs({ shorten: true }) as Plugin & Record<string, unknown>;
    const call = (hook: string, ...args: unknown[]) =>
      (plugin[hook] as (...values: unknown[]) => unknown).call(
        { addWatchFile: () => {}, resolve: () => null },
        ...args,
      );
    call('buildStart');
    return call;
  }

  it('finds the ids a source names, and only catalog ones', () => {
    const known = new Map([['app.nav.home', 'Home']]);
    expect(idsIn("t('app.nav.home'); 'index.html'; `app.nav.home`", known)).toEqual([
      'app.nav.home',
    ]);
  });

  it('writes the English words of the ids a source names into it, registered as it runs', async () => {
    const call = browserBuild();
    const file = path.resolve('src/client/app/layout/probe.tsx');
    const source = "export const label = (t) => t('app.nav.home') + t('app.footer.ages');";
    const transformed = (await call('transform', source, file)) as { code: string };
    const short = shortIds();
    expect(transformed.code).toContain(`t('${short.get('app.nav.home')}')`);
    // These two words (the second fills in values) and no others, on the source's first line.
    const [registered] = transformed.code.split('\n');
    expect(registered).toContain(`__registerEnglish({ ${short.get('app.nav.home')}: () => "Home"`);
    expect(registered).toContain(`${short.get('app.footer.ages')}: (d) =>`);
    expect(registered!.match(/: \(/g)).toHaveLength(2);
  });

  it('gives words with plurals a module of their own, with the helpers they import', async () => {
    const call = browserBuild();
    const file = path.resolve('src/client/features/probe.tsx');
    const source =
      "export const total = (t) => t('admin.newsletter.total', { count: 2, total: '2' });";
    const transformed = (await call('transform', source, file)) as { code: string };
    expect(transformed.code).toContain('__registerEnglish(__englishWords);');
    const [, quoted] = /import __englishWords from ("[^"]+")/.exec(transformed.code)!;
    const words = JSON.parse(quoted!) as string;
    expect(await call('resolveId', words, file, {})).toBe(words);
    const module = (await call('load', words)) as string;
    expect(module).toContain('from "@messageformat/runtime"');
    expect(module).toContain(`${shortIds().get('admin.newsletter.total')}: (d) =>`);
  });

  it('leaves a source that names no id as it is', async () => {
    const call = browserBuild();
    const file = path.resolve('src/client/lib/probe.ts');
    expect(await call('transform', "export const page = 'index.html';", file)).toBeNull();
  });
});
