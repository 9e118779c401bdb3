// ESLint (flat config). Biome was the first choice, but our registry mirror lacks its non-Linux
// platform packages, which makes `npm ci` refuse the lockfile; ESLint is plain JavaScript.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One config per walled folder of renderer/: imports whose relative path climbs out of the folder into one of
 * `forbidden` (renderer/<name>/...) are errors. Tests may assemble layers the way the app does, so they are
 * left out.
 */
function rendererWalls(walls) {
  return walls.map(({ folder, forbidden }) => {
    const into = `^(\\.\\./)+(${forbidden.join('|')})(/|$)`;
    const message = `renderer/${folder} may not import renderer/{${forbidden.join(',')}} (the renderer's walls, eslint.config.js).`;
    return {
      files: [`renderer/${folder}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.ts', '**/*.test.tsx'],
      rules: {
        'no-restricted-imports': ['error', { patterns: [{ regex: into, message }] }],
        // esquery ends a regex at the first slash: the same pattern with the slashes spelt \x2F.
        'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${into.replaceAll('/', '\\x2F')}/]`, message }],
      },
    };
  });
}

/**
 * Walls between the server's and the shared code's floors: a relative import that climbs into a forbidden folder
 * fails (static or dynamic). The storage, HTTP, job and platform layers know no domain; the server never reaches
 * into the renderer; common/ is shared by everything and imports nothing outside itself.
 */
function folderWalls(walls) {
  return walls.map(({ files, forbidden, why }) => {
    const into = `^(\\.\\./)+(${forbidden.join('|')})(/|$)`;
    const message = `${files.join(', ')} may not import ${forbidden.join(', ')}: ${why} (eslint.config.js).`;
    return {
      files,
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-imports': ['error', { patterns: [{ regex: into, message }] }],
        'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${into.replaceAll('/', '\\x2F')}/]`, message }],
      },
    };
  });
}

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'dist-electron/', 'release/', 'data/', 'coverage/', 'test-results/', 'playwright-report/', '.scratch/'],
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
  // The renderer's walls: the transport (api/) knows no screen, features know neither the app shell nor pages,
  // and the ui kit knows nothing of the product. A relative import that climbs into a forbidden folder fails,
  // static or dynamic (import()). renderer/walls.test.ts shows each wall failing.
  ...rendererWalls([
    { folder: 'api', forbidden: ['features', 'pages', 'app'] },
    { folder: 'features', forbidden: ['app', 'pages'] },
    { folder: 'ui', forbidden: ['features', 'pages', 'app', 'api'] },
  ]),
  ...folderWalls([
    {
      files: ['server/db/**/*.ts', 'server/http/**/*.ts', 'server/jobs/**/*.ts', 'server/platform/**/*.ts'],
      forbidden: ['modules'],
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
