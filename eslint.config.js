import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import translation from './scripts/lint/untranslated-text.mjs';
import { translatedFiles } from './scripts/lint/translated-files.mjs';

const featuresDir = './src/client/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverModulesDir = './src/server/modules';
const serverModules = readdirSync(serverModulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The pages' catalog areas (src/client/locales/en/{area}.json) but `forms`, whose ids are the
// English texts themselves.
const messageAreas = readdirSync('./src/client/locales/en')
  .filter((file) => file.endsWith('.json') && file !== 'forms.json')
  .map((file) => file.slice(0, -'.json'.length));

const clockMessage = 'Read the time from the clock the module is handed (src/server/lib/clock.ts).';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'coverage',
      'drizzle',
      'public',
      'media',
      '.tmp',
      // The cycle probe tests/lint/boundaries.test.ts writes for a moment, beside `npm test`'s lint.
      '**/cycle-probe-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // A page in both languages reads every text from the catalogs (docs/decisions/0012).
    files: translatedFiles,
    ignores: ['**/*.test.tsx'],
    plugins: { translation },
    rules: { 'translation/untranslated-text': 'error' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { translation },
    rules: { 'translation/whole-message-ids': ['error', messageAreas] },
  },
  {
    // React lives in the client only: its rules read no other file.
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Globals matter to JavaScript files only (TypeScript checks names itself). Kept off the
    // TypeScript files' options: the import rules serialise those options on every lookup.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    plugins: { import: importPlugin },
    settings: {
      // The files the import rules read: without this the plugin skips every TypeScript file, and
      // import/no-cycle would find nothing (tests/lint/boundaries.test.ts proves it fires).
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // Packages are never part of a cycle of ours: the rules do not parse them.
      'import/ignore': ['node_modules'],
      // Each file's exports are read once per run (the default forgets them after 30 s, and the
      // cycle rule then parses files again).
      'import/cache': { lifetime: Infinity },
      // The project's resolver follows the #shared/#client/#server aliases, so the boundary rules
      // below see through them.
      'import/resolver': {
        [fileURLToPath(new URL('./scripts/lint/import-resolver.cjs', import.meta.url))]: {
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Within an area, short relative paths; across areas or far up, the aliases.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){2,}(?!scripts/)',
              message: 'Use the #shared/, #client/ or #server/ alias instead of ../../',
            },
          ],
        },
      ],
      // Layering: shared → server | client; client features never import the app shell, and
      // client features and server modules are entered only through their front doors.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/client',
              from: './src/server',
              // The one exception holds types only: the API's route types for the typed client.
              except: ['./api-type.ts'],
              message: 'The browser bundle must not import server code.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'Server code must not import client code.',
            },
            {
              target: './src/shared',
              from: ['./src/server', './src/client'],
              message: 'src/shared is imported by both sides and imports neither.',
            },
            {
              target: './src/client/features',
              from: './src/client/app',
              message: 'Features do not import the app shell.',
            },
            // A client feature's front door is its index.ts: another feature imports only that
            // (the app shell and routes.tsx compose features' pages and parts as they are).
            ...features.map((name) => ({
              target: `${featuresDir}/!(${name})/**`,
              from: `${featuresDir}/${name}`,
              except: ['./index.ts'],
              message: `Import #client/features/${name} (its index.ts), not its files.`,
            })),
            // A server module's front door is its index.ts: everything outside the module (other
            // modules, the rest of src/server, scripts, tests) imports only that.
            ...serverModules.map((name) => ({
              target: [
                `${serverModulesDir}/!(${name})/**`,
                './src/server/!(modules)/**',
                './src/server/*',
                './scripts/**',
                './tests/**',
              ],
              from: `${serverModulesDir}/${name}`,
              except: ['./index.ts'],
              message: `Import #server/modules/${name} (its index.ts), not its files.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // The browser's schemas take z from the one module that configures it for the strict CSP.
    files: ['src/shared/**/*.ts', 'src/client/**/*.{ts,tsx}'],
    ignores: ['src/shared/schemas/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import z from '#shared/schemas/zod'." }],
          patterns: [
            {
              regex: '^(\\.\\./){2,}(?!scripts/)',
              message: 'Use the #shared/, #client/ or #server/ alias instead of ../../',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser loads a schema (and zod) only to check a form, through lazyResolver.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#shared/schemas/',
              allowTypeImports: true,
              message:
                'Pages take values from the zod-free modules (#shared/account-fields…) and load schemas with lazyResolver.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server reads the time from the clock it is handed (decision 0032): only the clock
    // itself, the schema's own update times and the tests' support read the system's.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*.test.ts',
      'src/server/lib/clock.ts',
      'src/server/db/schema/**',
      'src/server/test/**',
      'src/server/security/callers.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: clockMessage,
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: clockMessage,
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The embedded database's thread imports packages alone, so it can be in no cycle; checking
    // would parse PGlite's bundled JavaScript, which is too deep for the parser.
    files: ['src/server/db/pglite-thread.mjs'],
    rules: { 'import/no-cycle': 'off' },
  },
);
