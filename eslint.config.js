// ESLint (flat config). Biome was the first choice, but our registry mirror lacks its non-Linux
// platform packages, which makes `npm ci` refuse the lockfile; ESLint is plain JavaScript.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The walls between the layers (docs/architecture.md, "Layers"): a relative import, static or dynamic, that
 * climbs out of `files` into one of the `forbidden` folders fails. Tests may assemble layers the way the app
 * does, so they are left out. renderer/walls.test.ts and server/walls.test.ts show each wall failing.
 */
function walls(list) {
  return list.map(({ files, forbidden, why }) => {
    const into = `^(\\.\\./)+(${forbidden.join('|')})(/|$)`;
    const message = `${files.join(', ')} may not import ${forbidden.join(', ')}: ${why} (eslint.config.js).`;
    return {
      files,
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: {
        'no-restricted-imports': ['error', { patterns: [{ regex: into, message }] }],
        // esquery ends a regex at the first slash: the same pattern with the slashes spelt \x2F.
        'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${into.replaceAll('/', '\\x2F')}/]`, message }],
      },
    };
  });
}

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'dist-electron/', 'release/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', '.scratch/', 'resources/gameplay/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...walls([
    // The renderer: nothing in it reaches into the server; the transport (api/) knows no screen, features know
    // neither the app shell nor pages, the ui kit knows nothing of the product. For a file that two entries match,
    // ESLint takes the later one's rule options: each narrower entry repeats the wider one's folders.
    { files: ['renderer/**/*.{ts,tsx}'], forbidden: ['server'], why: 'the renderer talks to the server over HTTP only; share through common/' },
    { files: ['renderer/api/**/*.{ts,tsx}'], forbidden: ['features', 'pages', 'app', 'server'], why: 'the transport knows no screen' },
    { files: ['renderer/features/**/*.{ts,tsx}'], forbidden: ['app', 'pages', 'server'], why: 'a feature knows neither the shell nor the pages' },
    { files: ['renderer/ui/**/*.{ts,tsx}'], forbidden: ['features', 'pages', 'app', 'api', 'server'], why: 'the ui kit knows nothing of the product' },
    // The server: storage, HTTP, jobs and the platform know no domain; nothing on the server imports the renderer.
    {
      files: ['server/db/**/*.ts', 'server/http/**/*.ts', 'server/jobs/**/*.ts', 'server/platform/**/*.ts'],
      forbidden: ['modules', 'renderer'],
      why: 'infrastructure knows no domain; compose in server/app.ts or server/job-registry.ts',
    },
    {
      files: ['server/modules/**/*.ts', 'server/seed/**/*.ts', 'server/*.ts'],
      forbidden: ['renderer'],
      why: 'the server never imports the renderer; share through common/',
    },
    {
      files: ['common/**/*.ts'],
      forbidden: ['server', 'renderer', 'electron', 'scripts', 'tests', 'bench'],
      why: 'common/ is shared by all and imports nothing outside itself',
    },
  ]),
  {
    files: ['renderer/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // The browser builds of the shipped games: plain scripts in a sandboxed frame (no modules: an opaque origin
    // would need CORS for them), written for older engines too.
    files: ['resources/games/**/*.js'],
    languageOptions: { sourceType: 'script', ecmaVersion: 2020, globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
    },
  },
);
