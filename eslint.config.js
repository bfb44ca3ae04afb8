import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featuresDir = './src/client/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'drizzle', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      // Layering: shared → server | client; client features never import each other
      // (routes.tsx composes them) and never import the app shell.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/client',
              from: './src/server',
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
            ...features.map((feature) => ({
              target: `${featuresDir}/${feature}`,
              from: featuresDir,
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in src/client/routes.tsx.',
            })),
          ],
        },
      ],
    },
  },
);
