/**
 * The import rules of the monorepo (npm run depcruise). docs/architecture.md explains the layers.
 *
 * Server (apps/server/src): every import points down this list. An area imports only the layers and
 * areas below it, never one beside or above it; where a lower layer needs something of a higher one,
 * the higher one registers it at start-up (registerReviewKind, registerReviewFileLink,
 * registerGuardedFiles) instead of being imported.
 */
const S = '^apps/server/src/';
const area = (...names) => names.map((n) => `${S}modules/${n}/`);

// Bottom to top. `peers: false` means the areas of one step must not import each other either.
const serverLayers = [
  { name: 'core', paths: [`${S}(config|deps)\\.ts$`, `${S}(db|http|providers|realtime)/`] },
  { name: 'base', paths: area('files', 'messaging', 'platform'), peers: false },
  { name: 'staff', paths: [`${S}staff/`] },
  { name: 'domain', paths: area('domain') },
  { name: 'certification', paths: area('certification') },
  { name: 'wallet', paths: area('wallet') },
  // deliveries with files, shared by short-term hire, sharing and personnel
  { name: 'deliveries', paths: area('deliveries') },
  // the skills vocabulary and text extraction every area links its rows to (issue 27)
  { name: 'skills', paths: area('skills') },
  {
    name: 'business',
    paths: area('account', 'courses', 'course-author', 'chat', 'community', 'employment', 'personnel', 'recruitment', 'sharing'),
    peers: false,
  },
  // recommendations across the areas: reads positions, demands, resumes, firms and courses together
  { name: 'matching', paths: area('matching') },
  { name: 'admin', paths: area('admin') },
];

// What wires the areas into the app sits above every layer and may import any of them.
const entryPoints = [
  `${S}(app|main)\\.ts$`,
  `${S}test/`,
  // the chat and QR-login sockets and the home document are endpoints of their areas, registered by app.ts
  `${S}realtime/(websocket|qr-socket)\\.ts$`,
  `${S}http/home-document\\.ts$`,
  // the demo marketplace drives every area through the app's own router (app.inject), as a wiring layer
  `${S}db/seed/demo/`,
];

// AppDeps (deps.ts) names the platform service the router asks for the SM4 flag: a type, built by app.ts.
const DEPS = `${S}deps\\.ts$`;
const coreMayName = [`${S}modules/platform/platform\\.service\\.ts$`];

// Tests may reach across areas (the isolation matrix covers every area's listings).
const notTests = ['\\.test\\.ts$', '/test-support\\.ts$'];

const either = (paths) => `(${paths.join('|')})`;

const serverRules = serverLayers.flatMap((layer, i) => {
  const above = serverLayers.slice(i + 1).flatMap((l) => l.paths);
  const rules = [];
  if (above.length)
    rules.push({
      name: `server-${layer.name}-imports-down`,
      comment: `${layer.name} imports only the layers below it (${
        serverLayers
          .slice(0, i)
          .map((l) => l.name)
          .join(', ') || 'none'
      })`,
      severity: 'error',
      from: { path: either(layer.paths), pathNot: [...entryPoints, ...notTests, ...(layer.name === 'core' ? [DEPS] : [])] },
      to: { path: either(above) },
    });
  if (layer.name === 'core')
    rules.push({
      name: 'server-deps-names-only-the-platform-service',
      comment: 'deps.ts (AppDeps) is core; of the areas it names only the platform service type',
      severity: 'error',
      from: { path: DEPS },
      to: { path: either(above), pathNot: coreMayName },
    });
  if (layer.peers === false)
    rules.push({
      name: `server-${layer.name}-no-peer-imports`,
      comment: `the areas of ${layer.name} do not import each other`,
      severity: 'error',
      from: { path: `${S}modules/([^/]+)/`, pathNot: notTests },
      to: { path: either(layer.paths), pathNot: `${S}modules/$1/` },
    });
  return rules;
});

// The peer rule above matches any area as `from`; restrict it to the areas of its own step.
for (const rule of serverRules)
  if (rule.name.endsWith('-no-peer-imports')) {
    const layer = serverLayers.find((l) => rule.name === `server-${l.name}-no-peer-imports`);
    rule.from.path = `${S}modules/(${layer.paths.map((p) => p.slice(`${S}modules/`.length, -1)).join('|')})/`;
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
    ...serverRules,
    {
      name: 'server-core-no-entry',
      comment: 'nothing below the entry points imports them',
      severity: 'error',
      from: { path: `${S}`, pathNot: [...entryPoints, ...notTests] },
      to: { path: either(entryPoints.filter((p) => !p.includes('test/'))) },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is imported by both apps and imports neither',
      severity: 'error',
      from: { path: '^packages/shared/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      comment: 'a feature (apps/web/src/features/<x>) imports no other feature; shared pieces go to components/, api/ or lib/',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-feature-imports-no-app',
      comment: 'features do not import the app shell (apps/web/src/app/): the shell imports them',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-layers-import-no-feature-or-app',
      comment: 'components/, api/, lib/, locale/ and types/ sit below the features and the app shell',
      severity: 'error',
      from: { path: '^apps/web/src/(components|api|lib|locale|types)/' },
      to: { path: '^apps/web/src/(features|app)/' },
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
