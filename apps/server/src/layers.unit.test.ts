import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// layers.cjs is the one layer table: depcruise's rules are made from it, and docs/architecture.md shows
// it. This test keeps the document from falling behind and the table from missing a folder.

interface Layer {
  name: string;
  folders: string[];
}
interface AppLayers {
  root: string;
  layers: Layer[];
  tests: string[];
}

const repo = join(import.meta.dirname, '..', '..', '..');
const table = createRequire(import.meta.url)(join(repo, 'layers.cjs')) as {
  server: AppLayers;
  web: AppLayers;
  folderPattern(folder: string): string;
};
const doc = readFileSync(join(repo, 'docs', 'architecture.md'), 'utf8');

/** The rows of the first table under `## <heading>`: its first column and the `code` items of its second. */
function documentedLayers(heading: string): Layer[] {
  const start = doc.indexOf(`\n## ${heading}\n`);
  expect(start, `docs/architecture.md has a "## ${heading}" section`).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n## ', start + 1);
  const section = doc.slice(start, end < 0 ? undefined : end);
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  // the header row and the |---| row
  return rows.slice(2).map((row) => {
    const [name = '', folders = ''] = row
      .split('|')
      .slice(1)
      .map((cell) => cell.trim());
    return { name, folders: [...folders.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string) };
  });
}

/** Every folder an app's files sit in as the table names them (modules/<area>/, features/<area>/), and its root files. */
function folders(app: AppLayers): string[] {
  const root = join(repo, app.root);
  const out: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile()) out.push(entry.name);
    else if (entry.name === 'modules' || entry.name === 'features')
      for (const area of readdirSync(join(root, entry.name), { withFileTypes: true }))
        if (area.isDirectory()) out.push(`${entry.name}/${area.name}/`);
        else out.push(`${entry.name}/${area.name}`);
    else out.push(`${entry.name}/`);
  }
  return out;
}

const isTest = (app: AppLayers, path: string) =>
  app.tests.some((t) => (t.startsWith('*') ? path.endsWith(t.slice(1)) : t.endsWith('/') ? path === t : path.endsWith(t)));

describe('the layer table (layers.cjs)', () => {
  for (const [side, heading, app] of [
    ['server', 'Server layers', table.server],
    ['web', 'Web layers', table.web],
  ] as const) {
    it(`is what docs/architecture.md "${heading}" shows: every layer, in order, with its folders`, () => {
      expect(documentedLayers(heading)).toEqual(app.layers.map((l) => ({ name: l.name, folders: l.folders })));
    });

    it(`names every folder of the ${side} app (or it is test code)`, () => {
      const patterns = app.layers.flatMap((l) => l.folders).map((f) => new RegExp(`^${table.folderPattern(f)}`));
      const missing = folders(app).filter((f) => !isTest(app, f) && !patterns.some((p) => p.test(f)));
      expect(missing).toEqual([]);
    });

    it(`names only folders the ${side} app has`, () => {
      const present = new Set(folders(app));
      const stale = app.layers.flatMap((l) => l.folders).filter((f) => !f.includes('*') && !present.has(f));
      expect(stale).toEqual([]);
    });
  }
});
