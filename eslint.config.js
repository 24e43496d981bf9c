import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';

// The import directions of the house style:
// machines import neither React nor src/api; screens and machines never import the mock server;
// src/domain imports nothing of the app but the contract's types (import type from
// src/api/schema.gen.ts, which names every schema), so payload types are never written twice.
const noMockServer = {
  group: ['**/mock-server/**', '**/mock-server'],
  message: 'App code reaches the embedded backend only over HTTP.',
};

// One way to read data: a route's loader starts the reads (the router context's query options)
// and its screen shows them from the same cache (lib/server-data.ts); writes are mutations;
// flows with state are machines with injected actors.
const fetchInEffect =
  "A screen does not read in an effect: its route's loader primes the read's query options and the screen shows them (lib/server-data.ts).";
const readsAreLoaders = {
  group: ['**/api/**', '**/api', '**/app/wiring/**', '**/app/wiring'],
  allowTypeImports: true,
  message: 'A route gets the API and the machines from the router context (app/wiring).',
};

// The walls between the house's parts (docs/architecture.md), dynamic and type imports included.
// The app wires and routes mount screens, so the app imports no screen; nothing below the screens
// knows them. The testers' cockpit is a room of its own: only the demo's mount
// (app/inspector-mount.tsx, behind the API mode, so a live build has none of it) loads it, and it
// reaches the product through the machines, lib and domain only. The guided tour for sales demos
// (src/tour) is another: only app/tour-mount.tsx loads it, behind the same API mode.
const walls = [
  {
    target: [
      './src/screens',
      './src/routes',
      './src/machines',
      './src/domain',
      './src/lib',
      './src/api',
      './src/mock-server',
      './src/app/wiring',
      './src/app/first-paint',
      './src/app/!(inspector-mount).{ts,tsx}',
    ],
    from: './src/cockpit',
    message: "The testers' cockpit is the demo's alone: only app/inspector-mount.tsx loads it.",
  },
  {
    target: './src/app',
    from: './src/screens',
    message:
      'Routes mount screens; the app only wires (what both need lives in lib, domain or machines).',
  },
  {
    target: ['./src/lib', './src/machines', './src/domain', './src/api', './src/mock-server'],
    from: ['./src/screens', './src/routes', './src/app'],
    message: 'The lower floors know neither screens, routes nor the app that wires them.',
  },
  {
    target: [
      './src/screens',
      './src/routes',
      './src/app',
      './src/lib',
      './src/domain',
      './src/api',
      './src/mock-server',
      './src/tour',
      './src/machines/*.machine.ts',
    ],
    from: './src/machines/*.words.ts',
    message: "A machine's tester words are the cockpit's: no build of the app carries them.",
  },
  {
    target: [
      './src/screens',
      './src/routes',
      './src/machines',
      './src/domain',
      './src/lib',
      './src/api',
      './src/mock-server',
      './src/cockpit',
      './src/app/wiring',
      './src/app/first-paint',
      './src/app/!(tour-mount).{ts,tsx}',
    ],
    from: './src/tour',
    message: "The guided tour is the demo's alone: only app/tour-mount.tsx loads it.",
  },
  {
    target: './src/tour',
    from: [
      './src/screens',
      './src/routes',
      './src/app',
      './src/api',
      './src/mock-server',
      './src/cockpit',
    ],
    message:
      'The tour reads the product through machines, lib and domain, and the page by roles and names.',
  },
  {
    target: './src/cockpit',
    from: ['./src/screens', './src/routes', './src/app', './src/api', './src/mock-server'],
    message:
      'The cockpit reads the product through machines, lib and domain only (labels and demo settings live there).',
  },
];

const literalClassName = {
  selector: [
    "JSXAttribute[name.name='className'] > Literal",
    "JSXAttribute[name.name='className'] > JSXExpressionContainer > Literal",
    "JSXAttribute[name.name='className'] > JSXExpressionContainer > TemplateLiteral[expressions.length=0]",
  ].join(', '),
  message:
    "A class name written alone as text is styled by nothing here (the app's classes are CSS modules' and Mantine components'): use one of those, e.g. VisuallyHidden.classes.root.",
};

// Mantine's Loader is a span: a name on it without a role is an attribute ARIA prohibits (axe's
// aria-prohibited-attr), which a browser test met only when its check ran while the grant's notes
// still loaded. A named Loader is a progressbar; an unnamed one is aria-hidden beside its words.
const unnamedRoleLoader = {
  selector:
    "JSXOpeningElement[name.name='Loader']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
  message:
    'A Loader is a span, which may not carry a name: give it role="progressbar" with its aria-label, or aria-hidden beside words that say it.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-*',
      'src/app/route-tree.gen.ts',
      'src/api/schema.gen.ts',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // No import cycles in the app: a cycle is two modules that can only be understood together
  // (and, at run time, one of them half-evaluated).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: walls }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['src/machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@xstate/react', '@mantine/*'],
              message: 'Machines are UI-free.',
            },
            {
              group: ['**/api/**', '**/api'],
              allowTypeImports: true,
              message: 'Machines get API work through injected actors (type imports are fine).',
            },
            noMockServer,
          ],
        },
      ],
    },
  },
  {
    files: ['src/screens/**', 'src/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMockServer] }] },
  },
  // One read way and one write way (docs/architecture.md): the machines' wiring reads with the
  // router context's query options and writes with its mutations; only the API table
  // (app/wiring/api.ts) and the session's own wiring (app/auth.ts) call the client.
  {
    files: ['src/app/wiring/**'],
    ignores: ['src/app/wiring/api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // The contract's types, and its table of operations, which is data (no call): the
              // generic write reads its refreshes there.
              regex: '^\\.\\./\\.\\./api(?:/(?!(?:schema|operation-routes)\\.gen$).*)?$',
              allowTypeImports: true,
              message:
                "A machine's wiring reads and writes through the router context's queries and writes (app/wiring/queries.ts), never the client directly.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/routes/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noMockServer, readsAreLoaders] }] },
  },
  // A class name written alone as text is styled by nothing (the app's classes are CSS modules'
  // and Mantine's; a library's, as react-remove-scroll's, goes beside a module's): two
  // "visually-hidden" headings showed on the page until this rule.
  {
    files: ['src/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', literalClassName, unnamedRoleLoader] },
  },
  {
    files: ['src/screens/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        literalClassName,
        unnamedRoleLoader,
        {
          selector:
            "CallExpression[callee.name='useEffect'] CallExpression[callee.property.name='then']",
          message: fetchInEffect,
        },
        {
          selector: "CallExpression[callee.name='useEffect'] AwaitExpression",
          message: fetchInEffect,
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                '**/api/**',
                '!**/api/schema.gen',
                '**/machines/**',
                '**/screens/**',
                '**/app/**',
                '**/mock-server/**',
              ],
              message: 'Domain rules are pure.',
            },
            {
              group: ['**/api/schema.gen'],
              allowTypeImports: true,
              message: "Domain rules take only the contract's types from src/api (import type).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'scripts/**', '*.config.{js,cjs,ts}', '*.cjs'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  // The reference API server (npm run api:serve) runs in Node and serves the embedded backend's
  // handlers: app code never imports it.
  {
    files: ['server/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['tests/e2e/**'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='boundingBox']",
          message:
            "Read boxes through the fixtures' settledBox: a box read during an entering animation carries its transform.",
        },
      ],
    },
  },
);
