// ESLint for the whole repository (`npm run lint`, the first suite of `npm test`).
// The import boundaries at the end are the architecture (docs/architecture.md): each says why it
// exists. Change one on purpose, in a commit of its own; never silence one with a disable comment.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { typeCycles } from './tooling/eslint-type-cycles.mjs';

/**
 * Paths of the web app as globs from the repository root (no-restricted-paths wants a zone's paths to
 * be all globs or none).
 */
const WEB = './web/src';
const UI = [
  `${WEB}/components/**`,
  `${WEB}/pages/**`,
  `${WEB}/admin/**`,
  `${WEB}/admin-kit/*.tsx`,
  `${WEB}/features/*/components/**`,
  `${WEB}/features/*/admin/**`,
  `${WEB}/lib/**`,
];
/**
 * The feature folders, read from the tree: a list written here stopped covering the features added
 * after it, and a new folder is bounded the day it is made.
 */
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ADMIN_CODE = [`${WEB}/admin/**`, `${WEB}/admin-kit/**`, `${WEB}/features/*/admin/**`];

/** Only the Firebase adapter imports the Firebase SDK (no-restricted-imports, web/src). */
const FIREBASE_ONLY_IN_THE_ADAPTER = {
  regex: '^(firebase|reactfire)(/.*)?$',
  message:
    'Only the Firebase adapter (web/src/data/firebase) talks to the Firebase SDK; everything else goes through the data port, so the in-memory twin can stand in for it and visitors load only the SDKs a page needs.',
};

/**
 * Icons: a set from react-icons is one module, so every icon any screen imports from it is in the
 * chunk every public page loads. The public site draws Lucide's icons from react-icons/lu; the admin
 * from lucide-react (one module per icon), through admin-kit/icons.
 */
const LUCIDE_REACT_IS_THE_ADMINS = {
  regex: '^lucide-react$',
  message: "lucide-react is the admin's icon set (admin-kit/icons); public code draws Lucide's icons from react-icons/lu.",
};
const ADMIN_ICONS_FROM_ADMIN_KIT = {
  regex: '^react-icons/lu$',
  message:
    "Admin code takes its icons from admin-kit/icons: an icon imported here from react-icons/lu would join the set's one module, which every public page loads.",
};

const boundaries = [
  {
    target: UI,
    from: [`${WEB}/data/{data-provider.tsx,use-live.ts,use-mutation.ts}`, `${WEB}/data/{firebase,memory,contract}/**`],
    message:
      'Screens reach data through a data hook (features/<type>/api, or admin-kit/use-*.ts), never the data port, its generic hooks or an adapter: route → screen → hook → port keeps every read and write findable in one place.',
  },
  {
    target: [
      `${WEB}/components/**`,
      `${WEB}/pages/**`,
      `${WEB}/features/*/components/**`,
      `${WEB}/features/*/api/**`,
      `${WEB}/features/*/*.{ts,tsx}`,
      `${WEB}/lib/**`,
      `${WEB}/data/**`,
    ],
    from: ADMIN_CODE,
    message:
      'Public pages never import admin code: visitors would download it. Only the router reaches the admin, lazily (app/router.tsx → admin/admin-app.tsx), which is why app/ is not in this zone.',
  },
  {
    target: [`${WEB}/components/**`],
    from: [`${WEB}/features/**`, `${WEB}/pages/**`, `${WEB}/app/**`],
    message:
      'components/ holds the pieces every screen shares: features, pages and the app import it, so it imports none of them back. What composes features (the site shell) lives in app/.',
  },
  {
    target: [`${WEB}/lib/**`],
    from: [
      `${WEB}/components/**`,
      `${WEB}/data/**`,
      `${WEB}/features/**`,
      `${WEB}/pages/**`,
      `${WEB}/admin/**`,
      `${WEB}/admin-kit/**`,
      `${WEB}/app/**`,
    ],
    message:
      'lib/ holds plain helpers every layer uses, the data layer included, so it imports no layer back: a helper that needs a component or the data is a component (components/) or a hook of its own.',
  },
  {
    target: [`${WEB}/admin-kit/**`],
    from: [`${WEB}/admin/**`, `${WEB}/features/**`],
    message:
      'admin-kit holds the pieces every admin screen shares; features import it, so it must not import features or the admin shell back (no cycles).',
  },
  ...FEATURES.map((feature) => ({
    target: [`${WEB}/features/${feature}/**`],
    from: FEATURES.filter((f) => f !== feature).flatMap((f) => [`${WEB}/features/${f}/components/**`, `${WEB}/features/${f}/admin/**`]),
    message:
      'A feature uses another feature only through its api/ hooks, never its components or admin screens: each content type stays changeable on its own.',
  })),
  {
    target: [`${WEB}/data/**`],
    from: [`${WEB}/features/**`, `${WEB}/components/**`, `${WEB}/pages/**`, `${WEB}/admin/**`, `${WEB}/admin-kit/**`, `${WEB}/app/**`],
    message: 'The data layer knows nothing of screens: it is the bottom of the stack, used by the feature hooks.',
  },
  {
    target: ['./functions/**'],
    from: ['./web/**'],
    message: 'The Cloud Functions never import the web app; logic both need lives in packages/model.',
  },
  {
    target: ['./packages/model/**'],
    from: ['./web/**', './functions/**'],
    message: 'packages/model is shared by the web app and the functions, so it depends on neither.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'functions/.stack-*/**',
      'functions/.emulator-test/**',
      'functions/.deploy-check/**',
      'bench/dist/**',
      'web/public/**',
      'rules-tests/coverage/**',
      'screenshots/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { import: importPlugin },
    settings: {
      // Parse TypeScript dependencies too (no-cycle follows them), and resolve the tsconfig aliases (@/…).
      'import/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      // Never parse dependencies: no-cycle ignores them anyway, and parsing node_modules took ~90% of
      // the lint run (over two minutes).
      'import/ignore': ['node_modules'],
      'import/resolver': {
        typescript: { project: ['web/tsconfig.json', 'functions/tsconfig.json', 'packages/model/tsconfig.json'] },
        node: true,
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Unused names are mistakes, except deliberate placeholders (_x) and rest siblings.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // An unhandled promise is a lost error; `void promise` says "fire and forget" on purpose.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // The in-memory twins implement async interfaces without awaiting anything; `async` there keeps
      // the contract (a thrown error becomes a rejection) and is not a mistake.
      '@typescript-eslint/require-await': 'off',
      // Validation matches control characters on purpose (contact form, slugs): that is what it refuses.
      'no-control-regex': 'off',
      // React's onClick={async () => …} and react-hook-form's handleSubmit return promises by design.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      // Readable branches: a choice of three or more is early returns, a lookup table or a
      // small named function, never a ternary inside a ternary; and no block nests deeper than four.
      'no-nested-ternary': 'error',
      'max-depth': ['error', 4],
      // A file is read whole: past 300 lines it holds more than one thing, and each wants its own
      // file and name. Test files are exempt below: they are lists of cases around one fixture.
      'max-lines': ['error', 300],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The two classic rules of hooks. react-hooks 7's other recommended rules judge code for the React
      // Compiler, which this app does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A named region that scrolls (a code block, a wide table) is a tab stop, so the keyboard can
      // scroll it too (axe's scrollable-region-focusable); other non-interactive elements are not.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
      'no-restricted-imports': ['error', { patterns: [FIREBASE_ONLY_IN_THE_ADAPTER, LUCIDE_REACT_IS_THE_ADMINS] }],
    },
  },
  {
    // import/no-cycle skips type imports and has no option to count them, so a circle of types (three
    // admin-kit files naming each other's) went unseen; this rule follows them too, in the web app.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { cycles: typeCycles },
    rules: { 'cycles/no-type-cycle': ['error', { root: 'web/src', tsconfig: 'web/tsconfig.json' }] },
  },
  {
    // Admin code: lucide-react allowed (admin-kit/icons wraps it), react-icons/lu refused.
    files: ['web/src/admin/**/*.{ts,tsx}', 'web/src/features/*/admin/**/*.{ts,tsx}', 'web/src/admin-kit/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FIREBASE_ONLY_IN_THE_ADAPTER, ADMIN_ICONS_FROM_ADMIN_KIT] }] },
  },
  {
    // The Firebase adapter, and the contract suite that runs it against the emulators.
    files: ['web/src/data/firebase/**', 'web/src/data/contract/firebase.contract.emulator.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests build the app around a port of their choosing (a twin with failures, a stalled one), so
    // they may reach the data layer; every other boundary holds for them too.
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', 'web/src/testing/**', 'functions/test/**', 'rules-tests/**', 'e2e/**'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaries.slice(1) }],
      // expect.any(), expect.stringMatching() and JSON.parse of fixtures are typed any by design.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // vi.fn() mocks and expect(obj.method) pass methods around unbound by design.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // A test that talks to the emulators waits for a script without freezing its own event loop: while a
    // synchronous child ran, the emulators closed fetch's idle connections unnoticed, and the next request failed.
    files: ['e2e/**/*.ts', 'functions/test/**/*.ts'],
    ignores: ['e2e/support/global-setup.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'node:child_process',
              importNames: ['spawnSync', 'execSync', 'execFileSync'],
              message: 'Use runScript (scripts/run-script.mjs): a synchronous child freezes the test while servers close its connections.',
            },
          ],
        },
      ],
    },
  },
  {
    // Nothing imports a test file, so it can never close a cycle (its helpers still are checked);
    // following every import of every test took a third of the lint run.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import/no-cycle': 'off', 'cycles/no-type-cycle': 'off', 'max-lines': 'off' },
  },
  {
    // gtag reads its queue as `arguments` objects (an array is ignored), exactly as Google's snippet.
    files: ['web/src/features/analytics/google-tag.ts'],
    rules: { 'prefer-rest-params': 'off' },
  },
  {
    // Plain JavaScript (scripts, configs, bench), and the types of root scripts used by tests: linted
    // without type information.
    files: ['**/*.{js,mjs,cjs}', 'scripts/*.d.mts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
