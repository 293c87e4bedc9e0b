// Typed lint rules (typescript-eslint): no floating promises, no `any` in product code, exhaustive
// switches; the web app's layers import only downward and its feature folders do not import each other
// (bulletproof-react's rule, web/layers below).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import layers from './layers.cjs';

// The web app's layers (layers.cjs, the table depcruise checks too): an import may only point down it, and
// a feature never into another feature. The web app imports by relative path only, so the rule resolves
// each relative specifier against the importing file (a pattern on the specifier text, as
// no-restricted-imports has, cannot see '../../app').
const WEB_SRC = path.join(import.meta.dirname, 'apps', 'web', 'src');
const webFolders = layers.web.layers.flatMap((layer, rank) =>
  layer.folders.map((folder) => ({ layer: layer.name, rank, pattern: new RegExp(`^${layers.folderPattern(folder)}`) })),
);
/** The layer, its place in the table and a feature's area of a file under apps/web/src, or null outside it. */
function webLayer(file) {
  const rel = path.relative(WEB_SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const posix = rel.split(path.sep).join('/');
  const found = webFolders.find((f) => f.pattern.test(posix));
  if (!found) return null;
  const [top, area] = posix.split('/');
  return { layer: found.layer, rank: found.rank, area: top === 'features' ? area : undefined };
}
const webLayers = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      otherFeature:
        'A feature does not import another feature (features/{{from}} → features/{{to}}): move the shared piece to components/, lib/, api/ or packages/shared, or let app/ pass it in.',
      up: '{{from}} sits below {{to}} and does not import it (layers.cjs): move what it needs down, or let the layer above pass it in.',
    },
  },
  create(context) {
    const from = webLayer(context.filename);
    if (!from) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = webLayer(path.resolve(path.dirname(context.filename), source.value));
      if (!to) return;
      if (from.layer === 'features' && to.layer === 'features' && to.area !== from.area)
        context.report({ node: source, messageId: 'otherFeature', data: { from: from.area, to: to.area } });
      else if (to.rank > from.rank) context.report({ node: source, messageId: 'up', data: { from: from.layer, to: to.layer } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      // a classic script served as it is (after-paint.js), outside the TypeScript projects
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, web: { rules: { layers: webLayers } } },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'web/layers': 'error',
    },
  },
  {
    files: ['**/*.test.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // A list is listPage(db, input, rows): its total is counted from the rows query itself (db/paging.ts),
    // so a filter is written once. The pieces a hand-written count is made of stay inside db/.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/paging.ts'],
              importNames: ['ONE', 'countUpTo', 'countMatchesUpTo', 'cappedCountQuery', 'page', 'cappedFlag'],
              message:
                'A paged list is listPage(db, input, rows) and answers listReply(page, items): its count comes from the rows query (db/paging.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // What a module registers is handed over by buildApp (app.ts), never by importing a file for its side
    // effects: a kind that exists only if some file happened to be imported cannot be found by reading.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[specifiers.length=0]',
          message: 'No import for side effects: export what the file defines and let buildApp (app.ts) register it.',
        },
      ],
    },
  },
  {
    // Journeys take `test` from e2e/support.ts, whose fixture fails a page that reports a CSP violation.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support.ts' (it checks that no page reports a Content-Security-Policy violation).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // .dependency-cruiser.cjs: the tool reads a CommonJS config (and requires the table in layers.cjs)
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
