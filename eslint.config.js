// ESLint (flat config): TypeScript, Astro components and the accessibility of React islands.
// Formatting is Prettier's job (`npm run format`); eslint-config-prettier turns off the
// rules that would argue with it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.cache/',
      '.data/',
      '.site/',
      '.preview/',
      '.wrangler/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['src/components/islands/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused code is already a type error (tsconfig); `_`-prefixed parameters are deliberate.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  prettier,
);
