import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// A product file a newcomer can read in a sitting: past 400 lines it is split (issue 46). Data is not
// code to read and may be as long as it is: the demo seed, the database schema, the shared action
// contracts, the message catalogues (packages/shared messages, the web's locale folder); tests neither.

const repo = join(import.meta.dirname, '..', '..', '..');
const ROOTS = ['apps/server/src', 'apps/web/src', 'packages/shared/src'];
const LIMIT = 400;
const DATA = [/\/seed\//, /\/db\/schema\//, /packages\/shared\/src\/actions\//, /messages\.ts$/, /apps\/web\/src\/locale\//];
const TEST = [/\.test\.tsx?$/, /\/test\//];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) ? [relative(repo, path).split('\\').join('/')] : [];
  });
}

describe('file size', () => {
  it(`no product file is longer than ${LIMIT} lines (seed, schema, contracts, catalogues and tests aside)`, () => {
    const files = ROOTS.flatMap((root) => sources(join(repo, root))).filter(
      (f) => !DATA.some((p) => p.test(f)) && !TEST.some((p) => p.test(f)),
    );
    expect(files.length).toBeGreaterThan(500);
    const long = files
      .map((f) => ({ f, lines: readFileSync(join(repo, f), 'utf8').split('\n').length }))
      .filter((x) => x.lines > LIMIT)
      .map((x) => `${x.f}: ${x.lines}`);
    expect(long).toEqual([]);
  });
});
