// `npm run demo:pictures`: renders every picture the demo seed's areas list in
// apps/server/src/seed/demo/pictures/<area>.ts to PNG or JPEG in apps/server/src/seed/demo/assets/, with the
// Chromium the journeys use (compositions in scripts/demo-pictures/). Pictures are committed, so a fresh
// start needs neither fonts nor a browser. A picture whose spec (and STYLE) is unchanged is skipped: its
// file carries the hash it was made from. Nothing is ever deleted here; each area commits its own PNGs.
//   --force   render every picture again
//   --media   also make the voucher, the demo video and the handouts (PDF, DOCX) once more
//             (--media=voucher,handouts,video for some of them)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import type { PictureKind, PictureSpec } from '../apps/server/src/seed/demo/pictures/types.ts';
import { avatar } from './demo-pictures/avatar.ts';
import { cover, logo } from './demo-pictures/compose.ts';
import { MEDIA, makeMedia, type Media } from './demo-pictures/media.ts';
import { photo } from './demo-pictures/photo.ts';
import { readStamp, sha, stampJpeg, stampPng } from './demo-pictures/util.ts';

/** Bump when a composition changes, so every picture is made again. */
const STYLE = 3;

const DEMO = join(import.meta.dirname, '..', 'apps', 'server', 'src', 'seed', 'demo');
// Overridable so the compositions can be tried on sample specs without touching the committed assets.
const MANIFESTS = process.env.DEMO_PICTURES_MANIFESTS ?? join(DEMO, 'pictures');
const ASSETS = process.env.DEMO_PICTURES_ASSETS ?? join(DEMO, 'assets');

const SIZE: Record<PictureKind, [number, number]> = {
  logo: [240, 240],
  cover: [640, 400],
  avatar: [200, 200],
  photo: [800, 600],
  banner: [1200, 360],
};

function compose(spec: PictureSpec): string {
  const [w, h] = SIZE[spec.kind];
  switch (spec.kind) {
    case 'logo':
      return logo(spec, w);
    case 'avatar':
      return avatar(spec, w);
    case 'cover':
    case 'banner':
      return cover(spec, w, h);
    case 'photo':
      return photo(spec, w, h);
  }
}

const isSpec = (v: unknown): v is PictureSpec =>
  !!v && typeof v === 'object' && typeof (v as PictureSpec).file === 'string' && (v as PictureSpec).kind in SIZE;

/** Every spec of every manifest (each exported PictureSpec[]), checked for clashing file names. */
async function loadSpecs(): Promise<PictureSpec[]> {
  const owner = new Map<string, string>();
  const specs: PictureSpec[] = [];
  for (const name of readdirSync(MANIFESTS).sort()) {
    if (!name.endsWith('.ts') || name === 'types.ts') continue;
    const mod = (await import(pathToFileURL(join(MANIFESTS, name)).href)) as Record<string, unknown>;
    for (const list of Object.values(mod)) {
      if (!Array.isArray(list)) continue;
      for (const spec of list) {
        if (!isSpec(spec)) continue;
        const ext = JPEG_KINDS.has(spec.kind) ? 'jpg' : 'png';
        if (!new RegExp(`^[a-z0-9][a-z0-9._-]*\\.${ext}$`).test(spec.file))
          throw new Error(`${name}: ${spec.file}: a ${spec.kind}'s file name is a lower-case .${ext} name`);
        const before = owner.get(spec.file);
        if (before && before !== name) throw new Error(`${spec.file} is listed by both ${before} and ${name}`);
        if (before) continue;
        owner.set(spec.file, name);
        specs.push(spec);
      }
    }
  }
  return specs;
}

/**
 * Covers and banners fill their whole box with gradients and shapes: as JPEG they are about a fifth of
 * the PNG's bytes (a course list on a phone fetched 2 MB of PNG covers). Logos and avatars keep PNG for their
 * transparent corners.
 */
const JPEG_KINDS = new Set<PictureKind>(['cover', 'banner']);

async function render(page: Page, spec: PictureSpec): Promise<Buffer> {
  const [width, height] = SIZE[spec.kind];
  const vp = page.viewportSize();
  if (vp?.width !== width || vp.height !== height) await page.setViewportSize({ width, height });
  await page.setContent(compose(spec), { waitUntil: 'load' });
  const clip = { x: 0, y: 0, width, height };
  if (JPEG_KINDS.has(spec.kind)) {
    const jpeg = await page.screenshot({ clip, type: 'jpeg', quality: 82, animations: 'disabled' });
    return stampJpeg(jpeg, stampOf(spec));
  }
  return stampPng(await page.screenshot({ clip, omitBackground: true, animations: 'disabled' }), stampOf(spec));
}

async function main() {
  const args = new Set(process.argv.slice(2));
  const mediaArg = process.argv.slice(2).find((a) => a === '--media' || a.startsWith('--media='));
  const media = mediaArg === undefined ? [] : mediaArg === '--media' ? MEDIA : (mediaArg.slice(8).split(',') as Media[]);
  const unknown = media.filter((m) => !MEDIA.includes(m));
  if (unknown.length) throw new Error(`--media takes ${MEDIA.join(', ')}; not ${unknown.join(', ')}`);
  const started = Date.now();
  const specs = await loadSpecs();
  const todo = specs.filter((spec) => {
    if (args.has('--force')) return true;
    const file = join(ASSETS, spec.file);
    return !existsSync(file) || readStamp(readFileSync(file)) !== stampOf(spec);
  });
  todo.sort((a, b) => a.kind.localeCompare(b.kind));
  if (todo.length === 0 && media.length === 0) {
    console.log(`demo pictures: all ${specs.length} up to date`);
    return;
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const spec of todo) writeFileSync(join(ASSETS, spec.file), await render(page, spec));
    if (media.length) await makeMedia(browser, ASSETS, media);
  } finally {
    await browser.close();
  }
  const made = todo.map((s) => s.file);
  console.log(
    `demo pictures: ${made.length} made, ${specs.length - made.length} up to date, in ${Date.now() - started} ms${made.length && made.length <= 20 ? `: ${made.join(', ')}` : ''}`,
  );
}

function stampOf(spec: PictureSpec): string {
  const keys = Object.keys(spec).sort() as (keyof PictureSpec)[];
  return `${STYLE}:${sha(JSON.stringify(keys.map((k) => [k, spec[k]])))}`;
}

await main();
