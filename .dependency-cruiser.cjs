/**
 * The import rules of the monorepo (npm run depcruise), made from the layer table in layers.cjs, which
 * docs/architecture.md's layer tables are checked against.
 *
 * In apps/server/src and apps/web/src every import points down the table: a folder imports only the
 * layers below it, never one above, and in a layer marked `peers: false` not its neighbours either. The
 * entry files (app.ts, main.ts; main.tsx, entry-server.tsx) are simply the top layer. Where a lower layer
 * needs something of a higher one, the higher one hands it over at start-up (buildApp registers the
 * areas' review and dispute kinds) instead of being imported. Test code may reach across layers.
 */
const { server, web, folderPattern, testPatterns } = require('./layers.cjs');

const either = (patterns) => `(${patterns.join('|')})`;

function layerRules(side, app) {
  const tests = testPatterns(app);
  const inRoot = (folders) => `^${app.root}${either(folders.map(folderPattern))}`;
  const rules = app.layers.flatMap((layer, i) => {
    const below = app.layers.slice(0, i).map((l) => l.name);
    const above = app.layers.slice(i + 1).flatMap((l) => l.folders);
    const rules = [];
    if (above.length)
      rules.push({
        name: `${side}-${layer.name}-imports-down`,
        comment: `${layer.name} (${layer.folders.join(', ')}) imports only the layers below it (${below.join(', ') || 'none'})`,
        severity: 'error',
        from: { path: inRoot(layer.folders), pathNot: tests },
        to: { path: inRoot(above) },
      });
    if (layer.peers === false) {
      // one capture group: the importing folder, which the imported file may be in
      const units = either(layer.folders.map((f) => folderPattern(f).slice(0, -1)));
      rules.push({
        name: `${side}-${layer.name}-no-peer-imports`,
        comment: `the folders of ${layer.name} (${layer.folders.join(', ')}) do not import each other`,
        severity: 'error',
        from: { path: `^${app.root}${units}/`, pathNot: tests },
        to: { path: `^${app.root}${units}/`, pathNot: `^${app.root}$1/` },
      });
    }
    return rules;
  });
  rules.push(
    {
      name: `${side}-every-file-in-a-layer`,
      comment: `every file of ${app.root} is in a folder of the layer table (layers.cjs) or is test code`,
      severity: 'error',
      from: { path: `^${app.root}`, pathNot: [inRoot(app.layers.flatMap((l) => l.folders)), ...tests] },
      to: {},
    },
    {
      name: `${side}-product-imports-no-test-code`,
      comment: `product code of ${app.root} does not import test code (${app.tests.join(', ')})`,
      severity: 'error',
      from: { path: `^${app.root}`, pathNot: tests },
      to: { path: either(tests.map((t) => (t.startsWith('^') ? t : `^${app.root}.*${t}`))) },
    },
  );
  return rules;
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'no file reaches itself again through its imports',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules('server', server),
    ...layerRules('web', web),
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is imported by both apps and imports neither',
      severity: 'error',
      from: { path: '^packages/shared/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-import-not-each-other',
      comment: 'the server and the web app share code only through packages/shared',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|\\.d\\.ts$' },
    // type-only imports count too: a type from an area above is still an upward dependency
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
