// ESLint for the whole project, at its root where editors and `npx eslint` find it: every pattern
// here is relative to the project root.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importCycles } from './test/tools/eslint-rules/import-cycles.js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', '.sandbox/**', 'node_modules/**', 'test-results/**'] },
  js.configs.recommended,
  // The strictest published sets, type-aware: floating and misused promises, unsafe `any`, unnecessary
  // conditions and assertions, deprecated APIs.
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
    rules: {
      // A switch over a union names every member (or says on purpose that the default covers the rest).
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Arrow shorthands like `() => setOpen(false)` are the idiom for event handlers.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Numbers read naturally in messages (`HTTP ${status}`); anything else is made a string on purpose.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `text || fallback` on strings means "blank counts as absent", which `??` would not.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
      // It asks for `x!` where the strict set forbids non-null assertions: the two contradict.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      eqeqeq: ['error', 'smart'],
      'no-console': 'error',
    },
  },
  {
    // Hooks in the extension's pages. Only the two classic rules: the others of the plugin's
    // recommended set describe what the React Compiler needs, which Preact does not use.
    files: ['entrypoints/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The architecture as rules: where a line of product code may reach. Each zone says why.
    files: ['entrypoints/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, architecture: { rules: { 'import-cycles': importCycles } } },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // A cycle means two modules are one idea split in two, or a type living in the wrong place.
      'architecture/import-cycles': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./lib/**', './components/**'],
              from: './entrypoints',
              message: 'lib/ and components/ are shared: they never reach into one page or the background.',
            },
            {
              target: ['./entrypoints/popup/**', './entrypoints/options/**', './entrypoints/offscreen/**'],
              from: './entrypoints/background',
              message: 'Pages reach the background through the message channel (lib/messages), never by import.',
            },
            {
              target: ['./entrypoints/**', './components/**', './lib/*.ts', './lib/!(api)/**'],
              from: './lib/api/classic',
              message: 'Wire formats stay behind the dialect seam in lib/api.',
            },
            {
              target: [
                './entrypoints/popup/**',
                './entrypoints/options/**',
                './entrypoints/offscreen/**',
                './components/**',
                './lib/*.ts',
                './lib/!(api)/**',
              ],
              from: ['./node_modules/zod', './lib/api/schemas', './lib/api/client.ts'],
              message:
                'zod and the API client stay with the background: the pages (the popup first of all) are kept small.',
            },
            {
              target: ['./entrypoints/**/*.tsx', './components/**/*.tsx'],
              from: ['./lib/messages/channel.ts', './lib/storage'],
              message:
                'Views reach the background and storage through the hooks of their page (use-*.ts), not directly.',
            },
          ],
        },
      ],
      // Storage has one home: every key, area and shape is declared in lib/storage/registry.ts and
      // read or written through lib/storage's typed functions, so that a value has one writer and
      // an older release's shapes are read in one place.
      'no-restricted-properties': [
        'error',
        ...['browser', 'chrome'].map((object) => ({
          object,
          property: 'storage',
          message: 'Read and write browser storage through lib/storage (typed, declared in its registry).',
        })),
      ],
      // Server field names (snake_case: expiration_date, short_url…) belong to lib/api's dialects.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/]',
          message: 'A wire name outside lib/api: map it in a dialect and use the model name here.',
        },
        {
          selector: ':matches(Property, MemberExpression) > Identifier[name=/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/]',
          message: 'A wire name outside lib/api: map it in a dialect and use the model name here.',
        },
        // Focus moved after paint leaves it on the page for a frame: a screen reader, or a test,
        // finds it there. (A handler the effect only registers may still call focus().)
        {
          selector: [
            "CallExpression[callee.name='useEffect'] > ArrowFunctionExpression > BlockStatement > :matches(ExpressionStatement, IfStatement) CallExpression[callee.property.name='focus']",
            "CallExpression[callee.name='useEffect'] > ArrowFunctionExpression > ChainExpression > CallExpression[callee.property.name='focus']",
            "CallExpression[callee.name='useEffect'] > ArrowFunctionExpression > CallExpression[callee.property.name='focus']",
          ].join(', '),
          message: 'Move the focus in useLayoutEffect, in the commit that took it away.',
        },
        // What a server says is text: markup from a string would let its answer run in the extension.
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server values as text (JSX children), never as HTML.',
        },
        {
          selector: 'MemberExpression[property.name=/^(innerHTML|outerHTML|insertAdjacentHTML)$/]',
          message: 'Render server values as text (textContent, JSX children), never as HTML.',
        },
      ],
    },
  },
  {
    // Where browser storage is read and written.
    files: ['lib/storage/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The dialects are where wire names live.
    files: ['lib/api/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The tracking parameters services append (fbclid, mc_eid…): names in addresses, not a server's fields.
    files: ['lib/tracking-parameters.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Other shorteners' field names (long_url, expire_in…) in the import's readers of their files: data read, not a server's fields.
    files: ['lib/import/json-formats.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tools, the reference server and tests talk to people through the console.
    files: ['test/**'],
    rules: {
      'no-console': 'off',
      // `() => {}` is how a test says "nothing happens here".
      '@typescript-eslint/no-empty-function': 'off',
      // An async stub that throws stands in for a request that fails.
      '@typescript-eslint/require-await': 'off',
      // Vitest's fixtures must destructure their first argument even when they use none of it.
      'no-empty-pattern': 'off',
    },
  },
  {
    // The browser suites run a worker's files in one process (vitest.config.ts): `test.override`
    // at a file's top level would change the fixtures of every later file of that process.
    files: ['test/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name=/^(test|it)$/][callee.property.name='override']",
          message:
            'test.override changes fixtures every file of a vitest worker shares: take a test API of your own (testWithServerOptions, test.extend).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
