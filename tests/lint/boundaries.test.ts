import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedImports(
  filePath: string,
  code: string,
  rule = 'import/no-restricted-paths',
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it('keep features from importing each other', async () => {
    const messages = await restrictedImports(
      'src/client/features/athletes/probe.ts',
      "import { Component } from '../training/pages/video-page';\nexport const probe = Component;\n",
    );
    expect(messages.join('\n')).toContain('Features do not import each other');
  });

  it('see through the aliases', async () => {
    const across = await restrictedImports(
      'src/client/features/athletes/probe.ts',
      "import { Component } from '#client/features/training/pages/video-page';\nexport const probe = Component;\n",
    );
    expect(across.join('\n')).toContain('Features do not import each other');
    const server = await restrictedImports(
      'src/client/lib/probe.ts',
      "import { loadConfig } from '#server/config';\nexport const probe = loadConfig;\n",
    );
    expect(server.join('\n')).toContain('must not import server code');
  });

  it('ask for an alias instead of a long relative path', async () => {
    const messages = await restrictedImports(
      'src/client/features/athletes/pages/probe.ts',
      "import { cn } from '../../../lib/cn';\nexport const probe = cn;\n",
      'no-restricted-imports',
    );
    expect(messages.join('\n')).toContain('Use the #shared/, #client/ or #server/ alias');
  });

  it('keep the browser code from importing the server', async () => {
    const messages = await restrictedImports(
      'src/client/lib/probe.ts',
      "import { loadConfig } from '../../server/config';\nexport const probe = loadConfig;\n",
    );
    expect(messages.join('\n')).toContain('must not import server code');
  });

  it('allow a feature to import shared code and generic components', async () => {
    const messages = await restrictedImports(
      'src/client/features/athletes/probe.ts',
      "import { trainingSports } from '#shared/sports';\nimport { PageIntro } from '#client/components/ui/page-intro';\nexport const probe = [trainingSports, PageIntro];\n",
    );
    expect(messages).toEqual([]);
  });

  it('keep schemas (and zod) out of a page until a form is checked', async () => {
    const value = await restrictedImports(
      'src/client/features/accounts/probe.ts',
      "import { loginSchema } from '#shared/schemas/accounts';\nexport const probe = loginSchema;\n",
      '@typescript-eslint/no-restricted-imports',
    );
    expect(value.join('\n')).toContain('load schemas with lazyResolver');
    const types = await restrictedImports(
      'src/client/features/accounts/probe.ts',
      "import type { LoginInput } from '#shared/schemas/accounts';\nexport type Probe = LoginInput;\n",
      '@typescript-eslint/no-restricted-imports',
    );
    expect(types).toEqual([]);
    const zod = await restrictedImports(
      'src/shared/probe.ts',
      "import { z } from 'zod';\nexport const probe = z;\n",
      'no-restricted-imports',
    );
    expect(zod.join('\n')).toContain("Import z from '#shared/schemas/zod'");
  });
});
