import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The probe folder is ignored by `eslint .` (which may run meanwhile): linted here anyway.
const eslint = new ESLint({ ignore: false });
// Probe texts stand for files that do not exist, which the cycle rule cannot read: it checks the
// probe folder the last test writes to disk.
const eslintWithoutCycles = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

async function restrictedImports(
  filePath: string,
  code: string,
  rule = 'import/no-restricted-paths',
): Promise<string[]> {
  const [result] = await eslintWithoutCycles.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it('keep a feature from importing another feature’s files', async () => {
    const messages = await restrictedImports(
      'src/client/features/athletes/probe.ts',
      "import { Component } from '../training/pages/video-page';\nexport const probe = Component;\n",
    );
    expect(messages.join('\n')).toContain('Import #client/features/training (its index.ts)');
    const component = await restrictedImports(
      'src/client/features/admin/pages/probe.tsx',
      "import { MessageText } from '#client/features/messaging/components/message-text';\nexport const probe = MessageText;\n",
    );
    expect(component.join('\n')).toContain('Import #client/features/messaging (its index.ts)');
  });

  it('allow a feature’s front door, and a feature its own files', async () => {
    const frontDoor = await restrictedImports(
      'src/client/features/admin/pages/probe.tsx',
      "import { MessageText } from '#client/features/messaging';\nexport const probe = MessageText;\n",
    );
    expect(frontDoor).toEqual([]);
    const relative = await restrictedImports(
      'src/client/features/athletes/probe.ts',
      "import { useStartWithAthlete } from '../messaging';\nexport const probe = useStartWithAthlete;\n",
    );
    expect(relative).toEqual([]);
    const ownFiles = await restrictedImports(
      'src/client/features/messaging/probe.ts',
      "import { threadQueryOptions } from './api/messages';\nimport { MessageText } from '#client/features/messaging/components/message-text';\nexport const probe = [threadQueryOptions, MessageText];\n",
    );
    expect(ownFiles).toEqual([]);
  });

  it('see through the aliases', async () => {
    const across = await restrictedImports(
      'src/client/features/athletes/probe.ts',
      "import { Component } from '#client/features/training/pages/video-page';\nexport const probe = Component;\n",
    );
    expect(across.join('\n')).toContain('Import #client/features/training (its index.ts)');
    const server = await restrictedImports(
      'src/client/lib/probe.ts',
      "import { loadConfig } from '#server/config';\nexport const probe = loadConfig;\n",
    );
    expect(server.join('\n')).toContain('must not import server code');
  });

  it('let code outside a server module import only its front door', async () => {
    const fromModule = await restrictedImports(
      'src/server/modules/athletes/probe.ts',
      "import { placeHold } from '../reports/content-holds';\nexport const probe = placeHold;\n",
    );
    expect(fromModule.join('\n')).toContain('Import #server/modules/reports (its index.ts)');
    const fromApp = await restrictedImports(
      'src/server/probe.ts',
      "import { meRoutes } from './modules/accounts/routes';\nexport const probe = meRoutes;\n",
    );
    expect(fromApp.join('\n')).toContain('Import #server/modules/accounts (its index.ts)');
    const throughAlias = await restrictedImports(
      'scripts/probe.ts',
      "import { demoAccounts } from '#server/modules/accounts/demo-accounts';\nexport const probe = demoAccounts;\n",
    );
    expect(throughAlias.join('\n')).toContain('Import #server/modules/accounts (its index.ts)');
    const fromTests = await restrictedImports(
      'tests/e2e/probe.ts',
      "import { livePlaylist } from '#server/modules/streams/playlist';\nexport const probe = livePlaylist;\n",
    );
    expect(fromTests.join('\n')).toContain('Import #server/modules/streams (its index.ts)');
  });

  it('allow a server module’s front door, and a module its own files', async () => {
    const frontDoor = await restrictedImports(
      'src/server/modules/athletes/probe.ts',
      "import { placeHold } from '#server/modules/reports';\nexport const probe = placeHold;\n",
    );
    expect(frontDoor).toEqual([]);
    const fromApp = await restrictedImports(
      'src/server/probe.ts',
      "import { meRoutes } from '#server/modules/accounts';\nexport const probe = meRoutes;\n",
    );
    expect(fromApp).toEqual([]);
    const ownFiles = await restrictedImports(
      'src/server/modules/athletes/probe.ts',
      "import { athleteRoutes } from './routes';\nimport { createAthleteCaches } from '#server/modules/athletes/athlete-list-cache';\nexport const probe = [athleteRoutes, createAthleteCaches];\n",
    );
    expect(ownFiles).toEqual([]);
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

describe('the time', () => {
  const reads = 'export const probe = () => [Date.now(), new Date(), new Date(0)];\n';
  const clockReads = (filePath: string) =>
    restrictedImports(filePath, reads, 'no-restricted-syntax');

  it('is read from the clock a server module is handed, never from Date', async () => {
    const messages = await clockReads('src/server/modules/athletes/probe.ts');
    // Date.now() and new Date(); new Date(0) names its time.
    expect(messages).toHaveLength(2);
    expect(messages.join('\n')).toContain('Read the time from the clock the module is handed');
    expect(await clockReads('src/server/jobs/probe.ts')).toHaveLength(2);
  });

  it('is read from the system by the clock itself and by tests', async () => {
    expect(await clockReads('src/server/lib/clock.ts')).toEqual([]);
    expect(await clockReads('src/server/modules/athletes/probe.test.ts')).toEqual([]);
    expect(await clockReads('src/server/test/probe.ts')).toEqual([]);
  });
});

describe('import cycles', () => {
  it('are found between TypeScript files, through relative paths and aliases', async () => {
    // Two files of a probe folder that import each other, one of them through the alias.
    const folder = path.join('src/server/lib', `cycle-probe-${process.pid}`);
    mkdirSync(folder, { recursive: true });
    try {
      writeFileSync(
        path.join(folder, 'first.ts'),
        "import { second } from './second';\nexport const first = () => second();\n",
      );
      writeFileSync(
        path.join(folder, 'second.ts'),
        `import { first } from '#server/lib/${path.basename(folder)}/first';\nexport const second = (): unknown => first;\n`,
      );
      const [result] = await eslint.lintFiles([path.join(folder, 'first.ts')]);
      const cycles = (result?.messages ?? []).filter(
        (message) => message.ruleId === 'import/no-cycle',
      );
      expect(cycles.map((message) => message.message).join('\n')).toContain('Dependency cycle');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
