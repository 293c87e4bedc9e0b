import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A small built web app for the tests of the documents the server draws: what `npm run build` writes for
// apps/web (the shell, the manifest, assets) and for its server build (dist-ssr/entry-server.js), made of
// the pieces a test gives. The real builds are exercised by the journeys.

export interface StandInWeb {
  /** dist/index.html as vite writes it */
  template: string;
  /** dist/.vite/manifest.json */
  manifest: Record<string, unknown>;
  /** files under dist/assets/, by name */
  assets: Record<string, string>;
  /** dist-ssr/entry-server.js; none: a build without a server renderer */
  renderer?: string;
}

/** Writes the build to two temporary folders and answers them as the config's WEB_DIST and WEB_SSR. */
export function standInWeb(build: StandInWeb): { WEB_DIST: string; WEB_SSR: string } {
  const web = mkdtempSync(join(tmpdir(), 'xcb-web-'));
  mkdirSync(join(web, 'assets'));
  mkdirSync(join(web, '.vite'));
  writeFileSync(join(web, 'index.html'), build.template);
  writeFileSync(join(web, '.vite', 'manifest.json'), JSON.stringify(build.manifest));
  for (const [name, text] of Object.entries(build.assets)) writeFileSync(join(web, 'assets', name), text);
  const ssr = mkdtempSync(join(tmpdir(), 'xcb-ssr-'));
  if (build.renderer !== undefined) writeFileSync(join(ssr, 'entry-server.js'), build.renderer);
  return { WEB_DIST: web, WEB_SSR: ssr };
}
