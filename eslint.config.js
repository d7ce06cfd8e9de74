import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Search uses Orama's documented API only (ARCHITECTURE.md, Search): its internals and its index
// trees' nodes are not imported or touched, so a new Orama release cannot break search silently.
const ORAMA_IMPORTS = [
  { name: '@orama/orama', importNames: ['internals'], message: "Orama's internals are not part of its documented API." },
  { name: '@orama/orama/internals', message: "Orama's internals are not part of its documented API." },
  { name: '@orama/orama/trees', message: "Orama's index trees are not part of its documented API." },
  { name: '@orama/orama/components', message: 'Only the documented tokenizer component is used (components.tokenizer from @orama/orama).' },
];
const ORAMA_SYNTAX = [
  {
    selector: "MemberExpression[property.name='internals'], MemberExpression[object.name='internals']",
    message: "Orama's internals are not part of its documented API.",
  },
  {
    selector: "MemberExpression[computed=false][object.name='components'][property.name!='tokenizer']",
    message: "Only Orama's documented tokenizer component is used; its index, documents store and sorter are internals.",
  },
  {
    selector: 'MemberExpression[property.name=/^(indexes|tokenOccurrences|fieldLengths|avgFieldLength|frequencies|sharedInternalDocumentStore)$/]',
    message: "Orama's index data (trees, term statistics) is not part of its documented API.",
  },
  {
    selector: "MemberExpression[object.property.name='node'][property.name=/^[cdeksw]$/]",
    message: "Orama's radix-tree nodes are not part of its documented API.",
  },
];

const FIXED_WAIT =
  'A browser test waits for a state the page shows (locator.waitFor, expect.poll, waitForRequest/Response/Event, page.clock), never a fixed time.';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build.*/**',
      'node_modules/**',
      '.cache/**',
      '.scratch/**',
      '.bench/**',
      'web/public/**',
      'coverage/**',
      '**/__tests__/fixtures/**',
      // Sites in Docusaurus's own format, as authors write them.
      'fixtures/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function: the site runs under script-src self.' },
        ...ORAMA_SYNTAX,
      ],
      'no-restricted-imports': ['error', { paths: ORAMA_IMPORTS }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    // The browser bundle (pipeline/bundle/vite-config.ts is the Node side that builds it).
    files: ['web/**/*.{ts,tsx}', 'docusaurus/client/**/*.{ts,tsx}', 'content/pages/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/no-danger': 'off',
      // The pipeline is Node code: the browser takes nothing from it (a value import would pull
      // Node modules into the bundle); the contract both sides speak is in common/.
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ORAMA_IMPORTS,
          patterns: [
            {
              group: ['**/pipeline/**'],
              message: 'web/ imports nothing from pipeline/ (Node code); the contract is common/contract.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser tests never wait a fixed time: each waits for a state the page shows (an element, a
    // request, the app's own record), so they hold on a busy machine and do not wait longer than
    // they must (issue 48). Proven by pipeline/__tests__/e2e-waits-lint.test.ts.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { property: 'waitForTimeout', message: FIXED_WAIT }],
      'no-restricted-globals': ['error', { name: 'setTimeout', message: FIXED_WAIT }],
      'no-restricted-imports': [
        'error',
        {
          paths: [...ORAMA_IMPORTS, { name: 'node:timers/promises', message: FIXED_WAIT }, { name: 'timers/promises', message: FIXED_WAIT }],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
);
