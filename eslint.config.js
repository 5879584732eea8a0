import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import tilth from './scripts/eslint/tilthPlugin.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, tilth },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // React may run a state updater after the event that asked for it is gone; an event's target
      // read inside it is then null (issue 27: Edit Profile crashed on a tap). Read the value first.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^set[A-Z]/] > :function MemberExpression[property.name=/^(currentTarget|target)$/]',
          message: 'Read the event before calling the state setter: React may run this updater after the event is gone.',
        },
      ],
    },
  },
  {
    // Every word a user reads comes from a message catalogue (issue 34, docs/i18n.md).
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'packages/web/src/test/**'],
    rules: { 'tilth/no-hardcoded-text': 'error' },
  },
  {
    // Layering (docs/architecture.md): domain imports nothing of the project; web and simulator never import the server.
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@tilth/*', '**/server/**', '**/web/**'] }] },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}', 'packages/simulator/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@tilth/server', '@tilth/server/*', '**/packages/server/**'] }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'packages/server/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
