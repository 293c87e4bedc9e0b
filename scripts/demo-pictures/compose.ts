import type { PictureSpec } from '../../apps/server/src/seed/demo/pictures/types.ts';
import { icon } from './icons.ts';
import { esc, palette, rng, seedOf, type Palette, type Rng } from './util.ts';

/**
 * Fits every [data-fit] element into its box before the screenshot: one line at the largest size that
 * fits, else up to data-lines lines (breaking at spaces and punctuation first, inside CJK runs only when
 * it must), shrinking to data-min and below rather than ever cutting text.
 */
const FIT_SCRIPT = `
for (const el of document.querySelectorAll('[data-fit]')) {
  const max = +el.dataset.max, min = +el.dataset.min, lines = +(el.dataset.lines || 1);
  const set = (px) => { el.style.fontSize = px + 'px'; };
  const fits = () => el.scrollWidth <= el.clientWidth + 1 && el.scrollHeight <= lines * parseFloat(getComputedStyle(el).lineHeight) + 2;
  // the largest whole size in [lo, max] that fits (binary search: each try is a layout)
  const largest = (lo) => { let a = lo, b = max; set(b); if (fits()) return b; while (a < b - 1) { const m = (a + b) >> 1; set(m); if (fits()) a = m; else b = m; } set(a); return a; };
  el.style.whiteSpace = 'nowrap';
  // one line may shrink below min rather than be cut; several lines are tried at min first
  largest(lines === 1 ? Math.floor(min * 0.5) : min);
  if (fits() || lines === 1) continue;
  el.style.whiteSpace = 'normal';
  // Breaking at spaces only (keep-all) reads best; breaking inside CJK runs wins only when it allows a clearly bigger size.
  const best = {};
  for (const mode of ['keep-all', 'normal', 'break-all']) { el.style.wordBreak = mode; best[mode] = largest(Math.floor(min * 0.6)); }
  const mode = best['keep-all'] >= best.normal * 0.95 ? 'keep-all' : best.normal >= best['break-all'] ? 'normal' : 'break-all';
  el.style.wordBreak = mode;
  set(best[mode]);
}`;

/** One page per picture: the composition in #pic at its exact size, system CJK fonts, no margins. */
export function page(width: number, height: number, body: string, css = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html,body{margin:0;padding:0;background:transparent}
body{font-family:'Noto Sans CJK SC','Noto Sans SC',sans-serif;-webkit-font-smoothing:antialiased}
#pic{position:relative;overflow:hidden;width:${width}px;height:${height}px}
.abs{position:absolute}
[data-fit]{line-height:1.18;text-wrap:balance;overflow:hidden}
${css}</style></head><body><div id="pic">${body}</div><script>${FIT_SCRIPT}</script></body></html>`;
}

/** Soft translucent circles, a ring and a dot grid scattered by the seed: the covers' depth. */
function shapes(r: Rng, w: number, h: number, ink: string): string {
  const out: string[] = [];
  const big = r.int(Math.round(h * 0.8), Math.round(h * 1.2));
  out.push(
    `<div class="abs" style="width:${big}px;height:${big}px;border-radius:50%;left:${r.int(w * 0.45, w * 0.75)}px;top:${-r.int(big * 0.3, big * 0.6)}px;background:${ink};opacity:.09"></div>`,
  );
  const mid = r.int(Math.round(h * 0.45), Math.round(h * 0.7));
  out.push(
    `<div class="abs" style="width:${mid}px;height:${mid}px;border-radius:50%;left:${-r.int(mid * 0.3, mid * 0.5)}px;top:${h - r.int(mid * 0.3, mid * 0.55)}px;background:${ink};opacity:.07"></div>`,
  );
  const ring = r.int(Math.round(h * 0.3), Math.round(h * 0.45));
  out.push(
    `<div class="abs" style="width:${ring}px;height:${ring}px;border-radius:50%;left:${r.int(w * 0.3, w * 0.55)}px;top:${r.int(h * 0.55, h * 0.8)}px;border:${r.int(10, 18)}px solid ${ink};opacity:.07"></div>`,
  );
  out.push(
    `<div class="abs" style="width:${r.int(110, 160)}px;height:${r.int(70, 100)}px;left:${r.int(16, 40)}px;top:${r.int(14, 30)}px;background-image:radial-gradient(${ink} 1.6px,transparent 1.8px);background-size:14px 14px;opacity:.22"></div>`,
  );
  out.push(
    `<div class="abs" style="width:${r.int(60, 90)}px;height:${r.int(60, 90)}px;border-radius:18px;left:${r.int(w * 0.55, w * 0.7)}px;top:${r.int(h * 0.72, h * 0.86)}px;transform:rotate(${r.int(10, 40)}deg);background:${ink};opacity:.06"></div>`,
  );
  return out.join('');
}

/** Cover (640x400) and banner (1200x360): keyword, subtitle and the icon on a layered gradient. */
export function cover(spec: PictureSpec, width: number, height: number): string {
  const seed = seedOf(spec.file);
  const r = rng(seed);
  const p = palette(spec.hue, seed);
  const variant = r.pick(['dark', 'dark', 'light', 'bold'] as const);
  const light = variant === 'light';
  const ink = light ? p.main : '#ffffff';
  const text = light ? p.deep : '#ffffff';
  const sub = light ? `hsl(${p.hue} 30% 35%)` : 'rgba(255,255,255,.86)';
  const bg = light
    ? `radial-gradient(circle at 85% 15%, ${p.soft} 0, transparent 45%), linear-gradient(135deg, ${p.pale} 0%, #ffffff 45%, hsl(${p.hue} 70% 92%) 100%)`
    : variant === 'bold'
      ? `radial-gradient(circle at 90% 10%, ${p.accent} 0, transparent 42%), linear-gradient(120deg, ${p.deep} 0%, ${p.main} 60%, ${p.bright} 100%)`
      : `radial-gradient(circle at 78% 28%, hsl(${p.hue} 90% 70% / .55) 0, transparent 40%), linear-gradient(135deg, ${p.deep} 0%, ${p.main} 70%, hsl(${p.hue} 80% 55%) 100%)`;
  const scale = height / 400;
  const tile = Math.round(178 * scale);
  const iconName = spec.icon ?? 'book';
  const textW = Math.round(width - tile - 150 * scale);
  const tileBg = light ? `linear-gradient(135deg, ${p.main}, ${p.bright})` : 'rgba(255,255,255,.16)';
  const tileBorder = light ? 'none' : '1.5px solid rgba(255,255,255,.32)';
  const tileShadow = light ? `0 18px 40px hsl(${p.hue} 70% 40% / .35)` : '0 18px 40px rgba(0,0,0,.18)';
  const body = `<div class="abs" style="inset:0;background:${bg}"></div>
${shapes(r, width, height, ink)}
<div class="abs" style="right:${Math.round(62 * scale)}px;top:${Math.round((height - tile) / 2 - 8 * scale)}px;width:${tile}px;height:${tile}px;border-radius:${Math.round(44 * scale)}px;background:${tileBg};border:${tileBorder};box-shadow:${tileShadow};display:flex;align-items:center;justify-content:center;transform:rotate(${r.int(-6, 6)}deg);color:#fff">${icon(iconName, Math.round(tile * 0.56), { stroke: 1.6 })}</div>
<div class="abs" style="right:${Math.round(44 * scale)}px;top:${Math.round((height - tile) / 2 - 26 * scale)}px;width:${Math.round(26 * scale)}px;height:${Math.round(26 * scale)}px;border-radius:50%;background:${p.accent};box-shadow:0 6px 14px rgba(0,0,0,.15)"></div>
<div class="abs" style="left:${Math.round(52 * scale)}px;top:0;bottom:0;width:${textW}px;display:flex;flex-direction:column;justify-content:center">
  <div style="width:${Math.round(44 * scale)}px;height:${Math.round(7 * scale)}px;border-radius:4px;background:${light ? p.main : p.accent};margin-bottom:${Math.round(20 * scale)}px"></div>
  <div data-fit data-max="${Math.round(76 * scale)}" data-min="${Math.round(44 * scale)}" data-lines="2" style="width:${textW}px;font-weight:700;color:${text};letter-spacing:${(2 * scale).toFixed(1)}px;text-shadow:${light ? 'none' : '0 3px 12px rgba(0,0,0,.18)'}">${esc(spec.title)}</div>
  ${spec.subtitle ? `<div data-fit data-max="${Math.round(25 * scale)}" data-min="${Math.round(17 * scale)}" data-lines="2" style="width:${textW}px;margin-top:${Math.round(16 * scale)}px;color:${sub};line-height:1.4">${esc(spec.subtitle)}</div>` : ''}
</div>`;
  return page(width, height, body);
}

type Motif = (p: Palette, fg: string, fg2: string) => string;

// Geometric marks on a 100x100 grid; each takes the mark's main and second colour.
const MOTIFS: Motif[] = [
  (_p, a, b) => `<circle cx="40" cy="50" r="28" fill="${a}"/><circle cx="62" cy="50" r="28" fill="${b}" opacity=".85"/>`,
  (_p, a, b) => `<path d="M50 8 88 30v40L50 92 12 70V30z" fill="${a}"/><path d="M50 30 68 62H32z" fill="${b}"/>`,
  (_p, a, b) =>
    `<path d="M18 30 50 12l32 18M18 52l32-18 32 18M18 74l32-18 32 18" fill="none" stroke="${a}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><circle cx="50" cy="84" r="7" fill="${b}"/>`,
  (_p, a, b) =>
    `<path d="M14 50A36 36 0 0 1 50 14v36z" fill="${a}"/><path d="M86 50A36 36 0 0 1 50 86V50z" fill="${a}"/><path d="M50 14a36 36 0 0 1 36 36H50z" fill="${b}"/><path d="M50 86a36 36 0 0 1-36-36h36z" fill="${b}" opacity=".7"/>`,
  (_p, a, b) => `<circle cx="50" cy="50" r="30" fill="none" stroke="${a}" stroke-width="12"/><circle cx="76" cy="26" r="11" fill="${b}"/>`,
  (_p, a, b) =>
    `<rect x="22" y="22" width="26" height="26" rx="6" fill="${a}" transform="rotate(45 50 50)"/><rect x="52" y="22" width="26" height="26" rx="6" fill="${b}" transform="rotate(45 50 50)"/><rect x="22" y="52" width="26" height="26" rx="6" fill="${b}" transform="rotate(45 50 50)"/><rect x="52" y="52" width="26" height="26" rx="6" fill="${a}" transform="rotate(45 50 50)"/>`,
  (_p, a, b) =>
    `<rect x="16" y="52" width="18" height="32" rx="6" fill="${a}"/><rect x="41" y="34" width="18" height="50" rx="6" fill="${a}"/><rect x="66" y="14" width="18" height="70" rx="6" fill="${b}"/>`,
  (_p, a, b) =>
    [0, 90, 180, 270]
      .map((d, i) => `<path d="M50 50C50 30 60 16 76 14 78 30 68 46 50 50z" fill="${i % 2 ? b : a}" transform="rotate(${d} 50 50)"/>`)
      .join(''),
  (_p, a, b) => `<path d="M14 78 42 22l14 28 10-16 20 44z" fill="${a}"/><circle cx="72" cy="26" r="10" fill="${b}"/>`,
  (_p, a, b) => `<path d="M50 12a38 38 0 1 0 38 38H50z" fill="${a}"/><path d="M58 12v30h30A38 38 0 0 0 58 12z" fill="${b}"/>`,
];

/** Logo (240x240): a geometric mark chosen by the name and its short name, as a tile, card or badge. */
export function logo(spec: PictureSpec, size: number): string {
  const seed = seedOf(spec.file + spec.title);
  const r = rng(seed);
  const p = palette(spec.hue, seed);
  const motif = MOTIFS[seed % MOTIFS.length]!;
  const variant = r.pick(['tile', 'card', 'badge'] as const);
  const name = esc(spec.title);
  const nameMax = spec.title.length <= 2 ? 60 : spec.title.length === 3 ? 50 : 42;
  const mark = (a: string, b: string, px: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${px}" height="${px}">${motif(p, a, b)}</svg>`;
  const label = (color: string) =>
    `<div data-fit data-max="${nameMax}" data-min="26" style="width:196px;text-align:center;font-weight:700;color:${color};letter-spacing:${spec.title.length <= 2 ? 8 : 3}px;margin-top:10px">${name}</div>`;
  let body: string;
  if (variant === 'tile')
    body = `<div class="abs" style="inset:0;border-radius:56px;background:radial-gradient(circle at 80% 10%, ${p.bright} 0, transparent 55%),linear-gradient(145deg, ${p.main}, ${p.deep});display:flex;flex-direction:column;align-items:center;justify-content:center">
  ${mark('#ffffff', p.accent, 92)}${label('#ffffff')}</div>`;
  else if (variant === 'card')
    body = `<div class="abs" style="inset:6px;border-radius:50px;background:#fff;border:3px solid ${p.soft};display:flex;flex-direction:column;align-items:center;justify-content:center">
  ${mark(p.main, p.accent, 96)}${label(p.deep)}</div>`;
  else
    body = `<div class="abs" style="inset:0;border-radius:50%;background:linear-gradient(160deg, ${p.deep}, ${p.main});display:flex;flex-direction:column;align-items:center;justify-content:center">
  <div class="abs" style="inset:10px;border-radius:50%;border:2px solid rgba(255,255,255,.25)"></div>
  ${mark(p.accent, '#ffffff', 80)}<div data-fit data-max="${nameMax - 4}" data-min="24" style="width:170px;text-align:center;font-weight:700;color:#fff;letter-spacing:3px;margin-top:6px">${name}</div></div>`;
  return page(size, size, body);
}
