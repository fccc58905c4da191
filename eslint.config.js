import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

// The web app's layers (docs/architecture.md, "Web layering"): app → features → shared code →
// @careers/domain. Every folder in web/src/features is a feature, so a new one is covered at once.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED_LAYERS = ['components', 'hooks', 'lib', 'config', 'utils', 'theme'];

const LAYER_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in web/src/app/routes.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features never import the app: the app composes features.',
  },
  {
    target: SHARED_LAYERS.map((layer) => `./web/src/${layer}`),
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code (components, hooks, lib, config, utils, theme) never imports features or the app.',
  },
];

// The functions' capabilities (docs/architecture.md, "Functions layering"): every folder of
// functions/src but the shared ones is a capability, and a capability reaches another only
// through that one's public index (`<capability>/index.ts`), never its services or repositories.
// The composition roots (src/index.ts, http/) wire every capability's callables and routes.
const FUNCTIONS_SHARED = ['lib', 'config', 'testing', 'http'];
const CAPABILITIES = readdirSync(new URL('./functions/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !FUNCTIONS_SHARED.includes(entry.name))
  .map((entry) => entry.name);

const CAPABILITY_ZONES = [
  ...CAPABILITIES.map((capability) => ({
    target: `./functions/src/${capability}`,
    from: CAPABILITIES.filter((other) => other !== capability).map((other) => `./functions/src/${other}`),
    except: ['./index.ts'],
    message:
      'A capability reaches another only through its public index (functions/src/<capability>/index.ts).',
  })),
  {
    target: ['./functions/src/lib', ...CAPABILITIES.map((capability) => `./functions/src/${capability}`)],
    from: ['./functions/src/http', './functions/src/index.ts'],
    message: 'Capabilities and lib never import the composition roots (src/index.ts, http/).',
  },
  {
    target: './functions/src/lib',
    from: CAPABILITIES.map((capability) => `./functions/src/${capability}`),
    message: 'lib is shared by every capability and imports none of them.',
  },
];

// The Firebase SDK (and reactfire, built on it) is reached through web/src/lib/firebase only: one
// place initialises it, connects the emulators and decides what loads when (budget).
const FIREBASE_SDK = '^(firebase|@firebase|reactfire|rxfire)(/|$)';
const FIREBASE_MESSAGE =
  'Import the Firebase SDK and reactfire only in web/src/lib/firebase; use what it exports.';
const REACT_ROUTER_RULE = {
  name: 'react-router',
  message: "Import from 'react-router-dom', the package the design names (it re-exports react-router).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/.stack-dist-*/**',
      'e2e/results/**',
      'coverage/**',
      '.emulator-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    // Module augmentation (MUI theme, Vite env, vitest's ProvidedContext) only works with
    // interfaces, which merge; `type` cannot.
    files: [
      '**/*.d.ts',
      'web/src/theme/theme.ts',
      'rules-tests/global-setup.ts',
      'e2e/harness/stack-files.ts',
    ],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves `@/…` through web/tsconfig.json's paths, so the zones see real files. (import-x 4.6
      // with the TypeScript resolver 3.6: later versions resolve through a native module whose
      // platform builds this registry lacks, which leaves the lockfile incomplete for `npm ci`.)
      'import-x/resolver': {
        typescript: { project: fileURLToPath(new URL('./web/tsconfig.json', import.meta.url)) },
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: LAYER_ZONES }],
      'no-restricted-imports': [
        'error',
        { paths: [REACT_ROUTER_RULE], patterns: [{ regex: FIREBASE_SDK, message: FIREBASE_MESSAGE }] },
      ],
      // no-restricted-imports does not see `import('…')`; the SDKs are often loaded that way.
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${FIREBASE_SDK.replace('/', '\\/')}/]`,
          message: FIREBASE_MESSAGE,
        },
      ],
    },
  },
  {
    // Tests and test beds set up and inspect other capabilities' documents directly: the edges
    // hold for the deployed code.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/**/*.test.ts', 'functions/src/**/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: { project: fileURLToPath(new URL('./functions/tsconfig.json', import.meta.url)) },
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: CAPABILITY_ZONES }],
    },
  },
  {
    // The one home of the SDK (tests of it included).
    files: ['web/src/lib/firebase/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [REACT_ROUTER_RULE] }],
      'no-restricted-syntax': 'off',
    },
  },
);
