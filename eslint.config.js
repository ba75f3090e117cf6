// @ts-check
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Import boundaries (STYLE.md): shared knows nothing of the apps; the apps never import
    // each other; web features do not import other features; shared UI does not import features.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/shared',
              from: './apps',
              message: 'shared must not depend on the apps',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'the web app talks to the server over HTTP only',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'the server must not import the web app',
            },
            {
              target: './apps/web/src/features/*',
              from: './apps/web/src/features/*',
              except: ['.'],
              message: 'features do not import each other; move shared UI to src/components',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/api', './apps/web/src/session'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'shared code must not import features or the app layer',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.{ts,js,mjs}', 'scripts/**/*.{js,mjs}'],
    rules: { 'no-console': 'off' },
  },
);
