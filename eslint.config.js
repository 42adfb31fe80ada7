import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.builds',
      'bench-results',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Leaving fields out of an object by destructuring them away is the idiom; an `_` name says it is on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, varsIgnorePattern: '^_', argsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['scripts/**', 'test/bench/**', 'src/server/main.ts', 'src/server/serve.ts', 'src/server/seed/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
  // After eslint-config-prettier, which turns max-len off: Prettier leaves comments, strings, templates and regular
  // expressions as long as they are written, and issue 37 wants no line over 120 anywhere, with no exceptions.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'max-len': ['error', { code: 120, tabWidth: 2 }] },
  },
);
