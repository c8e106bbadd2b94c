/**
 * One lint config for the whole repository, run with `--max-warnings=0`: typescript-eslint's
 * rules that need no type information, the layers and the one-home rules, React's hook rules in
 * components, and plain Node rules for the .js/.mjs build scripts. The rules that need type
 * information (typescript-eslint's recommended type-checked set) run in oxlint over TypeScript 7
 * (`.oxlintrc.json`, the second half of `npm run lint`): the same rules in a tenth of the time.
 */
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import resortLayers from './scripts/eslint-layers.mjs';
import { ANALYTICS_RULES, MONEY_AND_TIME_FILES, MONEY_AND_TIME_RULES } from './scripts/eslint-money-time.mjs';
import { PAGE_POLICY_FILES, PAGE_POLICY_RULES } from './scripts/eslint-page-policy.mjs';

export default defineConfig(
  globalIgnores([
    'dist/',
    'node_modules/',
    '.storybook/public/',
    'storybook-static/',
    'test-results/',
    'playwright-report/',
    '.data/',
    // The demo store's legacy page scripts: plain browser code of the kind the host site has.
    'examples/static/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // src/ layers point one way and no widget imports another (scripts/eslint-layers.mjs says how).
    // Tests may reach across (shared fixtures, a widget's labels in a labels test).
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-helpers.{ts,tsx}', '**/*.hostile.ts'],
    plugins: { resort: resortLayers },
    rules: { 'resort/layers': 'error' },
  },
  {
    // The library's schemas use zod's mini build (`zod/mini`): the same checks as a function per
    // check, so a bundle carries only the ones it calls. Full `zod` puts its whole method chain in
    // every page's first chunk. The demo store and the command-line tools run in Node and use full zod.
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import `* as z from 'zod/mini'`: the library ships zod's mini build (docs/ARCHITECTURE.md)." },
            { name: 'zod/v4', message: "Import `* as z from 'zod/mini'`: the library ships zod's mini build (docs/ARCHITECTURE.md)." },
          ],
        },
      ],
    },
  },
  {
    // The demo store's folders point one way too: features down to the ground floor (db, platform,
    // the page shell), never back (STORE_LAYERS in scripts/eslint-layers.mjs). Tests may reach across.
    files: ['examples/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.global.ts'],
    plugins: { resort: resortLayers },
    rules: { 'resort/store-layers': 'error' },
  },
  {
    // Money, the resort's time and the data layer have one home each, in src/core (scripts/eslint-money-time.mjs).
    ...MONEY_AND_TIME_FILES,
    rules: { 'no-restricted-syntax': ['error', ...MONEY_AND_TIME_RULES, ...ANALYTICS_RULES] },
  },
  {
    // No inline style and no string where the page wants a trusted value (scripts/eslint-page-policy.mjs),
    // in the library beside the money and time rules (one rule name: the two lists go together)…
    ...PAGE_POLICY_FILES,
    ignores: [...PAGE_POLICY_FILES.ignores, 'src/core/**'],
    rules: { 'no-restricted-syntax': ['error', ...MONEY_AND_TIME_RULES, ...ANALYTICS_RULES, ...PAGE_POLICY_RULES] },
  },
  {
    // …and alone in src/core, the money and time rules' own home.
    files: ['src/core/**/*.{ts,tsx}'],
    ignores: PAGE_POLICY_FILES.ignores,
    rules: { 'no-restricted-syntax': ['error', ...PAGE_POLICY_RULES] },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // The React Compiler's rules (all but the two classic hook rules) analyse each component as the
    // compiler would: a fifth of the whole lint's time. They guard the components we ship; a test's
    // or a story's throwaway component keeps the rules of hooks and exhaustive deps.
    files: ['**/*.test.tsx', '**/*.stories.tsx', 'test/**/*.tsx', 'stories/**/*.tsx'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.flat.recommended.rules)
        .filter((rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps')
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    // A journey's \`test\` is the one whose console must stay clean (test/e2e/fixtures.ts).
    files: ['test/e2e/**/*.ts', 'test/journeys/**/*.ts'],
    ignores: ['test/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import `test` from './fixtures.ts': it fails a journey whose console logs an error." }] },
      ],
    },
  },
  {
    // The benchmark passes functions to the page (`page.evaluate`): browser globals there.
    files: ['test/bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: {
      globals: globals.node,
    },
  },
);
