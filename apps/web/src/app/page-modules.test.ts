import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_MODULES, PAGE_MODULES, START_MODULES, type WebModule } from '@xcb/shared/page-modules';
import { SEARCH_BAR_PAGES } from './layouts/search-bar-pages.ts';

// The modules the tables of packages/shared/src/page-modules.ts name are strings the server turns into preload links through the build manifest;
// one that moved is silently left out of the page (a course's pages lost theirs when their area was
// renamed). Here it fails instead.

const web = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every module of the web app some file loads with an import() of its own: each a key of the build manifest. */
function lazilyImported(): Set<string> {
  const found = new Set<string>();
  for (const file of sources(join(web, 'src'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)) {
      found.add(resolve(dirname(file), m[1] ?? ''));
    }
  }
  return found;
}

const named: [string, WebModule][] = [
  ...START_MODULES.map((m) => ['start', m] as [string, WebModule]),
  ...Object.entries(PAGE_MODULES).flatMap(([page, modules]) => modules.map((m) => [page, m] as [string, WebModule])),
  ...NOT_FOUND_MODULES.map((m) => ['404', m] as [string, WebModule]),
];

describe('the modules the page tables name', () => {
  const lazy = lazilyImported();

  it.each(named)('%s: %s is a web module loaded on its own', (_page, module) => {
    const path = join(web, module);
    expect(existsSync(path), `${module} does not exist in apps/web`).toBe(true);
    expect(lazy.has(path), `no import() in apps/web/src loads ${module}`).toBe(true);
  });

  it('names the top search bar with every page that shows it', () => {
    const without = Object.keys(SEARCH_BAR_PAGES).filter(
      (page) => Object.hasOwn(PAGE_MODULES, page) && !PAGE_MODULES[page]?.includes('src/app/layouts/TopSearchBar.tsx'),
    );
    expect(without).toEqual([]);
  });
});
