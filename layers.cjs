/**
 * The layers of the two apps, bottom to top: the one table .dependency-cruiser.cjs makes its rules from
 * (every import points down it) and docs/architecture.md's layer tables are checked against
 * (apps/server/src/layers.unit.test.ts).
 *
 * A folder ends in '/', a file of the app's root is named as it is, `*` is any one folder name.
 * `peers: false`: the folders of that layer do not import each other either.
 * Test code (`tests`) may reach across layers; no product file imports it.
 */

/** @typedef {{ name: string, folders: string[], peers?: false }} Layer */

/** @type {{ root: string, layers: Layer[], tests: string[] }} */
const server = {
  root: 'apps/server/src/',
  layers: [
    { name: 'core', folders: ['core/'] },
    { name: 'db', folders: ['db/'] },
    { name: 'providers', folders: ['providers/'] },
    { name: 'realtime', folders: ['realtime/'] },
    { name: 'http', folders: ['http/'] },
    { name: 'base', folders: ['modules/files/', 'modules/messaging/', 'modules/platform/'], peers: false },
    { name: 'staff', folders: ['modules/staff/'] },
    { name: 'domain', folders: ['modules/domain/'] },
    { name: 'certification', folders: ['modules/certification/'] },
    { name: 'ledger', folders: ['modules/ledger/'] },
    { name: 'disputes', folders: ['modules/disputes/'] },
    { name: 'wallet', folders: ['modules/wallet/'] },
    { name: 'deliveries', folders: ['modules/deliveries/'] },
    { name: 'skills', folders: ['modules/skills/'] },
    {
      name: 'business',
      folders: [
        'modules/account/',
        'modules/courses/',
        'modules/course-author/',
        'modules/chat/',
        'modules/community/',
        'modules/employment/',
        'modules/personnel/',
        'modules/recruitment/',
        'modules/sharing/',
      ],
      peers: false,
    },
    { name: 'matching', folders: ['modules/matching/'] },
    { name: 'admin', folders: ['modules/admin/'] },
    { name: 'seed', folders: ['seed/'] },
    { name: 'entry', folders: ['app.ts', 'main.ts'] },
  ],
  tests: ['*.test.ts', 'test-support.ts', 'test/'],
};

/** @type {{ root: string, layers: Layer[], tests: string[] }} */
const web = {
  root: 'apps/web/src/',
  layers: [
    { name: 'types', folders: ['types/', 'styles/'] },
    { name: 'locale', folders: ['locale/'] },
    { name: 'lib', folders: ['lib/'] },
    { name: 'api', folders: ['api/'] },
    { name: 'components', folders: ['components/'] },
    { name: 'features', folders: ['features/*/'], peers: false },
    { name: 'app', folders: ['app/'] },
    { name: 'entry', folders: ['main.tsx', 'entry-server.tsx', 'zod-jitless.ts'] },
  ],
  tests: ['*.test.ts', '*.test.tsx'],
};

const escapeRegex = (s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** The regular expression (without anchors) of one folder or file of the table, relative to the root. */
function folderPattern(folder) {
  const pattern = escapeRegex(folder).replace(/\*/g, '[^/]+');
  return folder.endsWith('/') ? pattern : `${pattern}$`;
}

/** The regular expressions of an app's test code: file endings and names anywhere, folders at its root. */
function testPatterns(app) {
  return app.tests.map((test) => {
    if (test.startsWith('*')) return `${escapeRegex(test.slice(1))}$`;
    if (test.endsWith('/')) return `^${escapeRegex(app.root + test)}`;
    return `/${escapeRegex(test)}$`;
  });
}

module.exports = { server, web, escapeRegex, folderPattern, testPatterns };
