import type { PictureIcon, PictureSpec } from '../../apps/server/src/seed/demo/pictures/types.ts';
import { page } from './compose.ts';
import { icon, iconPaths } from './icons.ts';
import { esc, palette, rng, seedOf, type Palette, type Rng } from './util.ts';

// Photo-like illustrations (800x600): a flat scene suggested by the icon on a 800x504 stage and the
// title as a caption below. Scenes: a desk with a monitor whose screen shows the subject, paperwork seen
// from above, a meeting room or streaming corner, a road with a truck or car, a shop front, a building
// site, a field.

type Scene = (p: Palette, r: Rng, name: PictureIcon) => string;

const glyph = (name: PictureIcon, x: number, y: number, size: number, color: string, stroke = 1.8) =>
  `<g transform="translate(${x} ${y}) scale(${size / 24})" fill="none" stroke="${color}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round">${iconPaths(name)}</g>`;

/** What the monitor shows, on a 316x200 screen. */
function screen(p: Palette, r: Rng, name: PictureIcon): string {
  const bars = (n: number, x0: number, base: number, w: number, gap: number, maxH: number) =>
    Array.from({ length: n }, (_, i) => {
      const h = r.int(maxH * 0.3, maxH);
      return `<rect x="${x0 + i * (w + gap)}" y="${base - h}" width="${w}" height="${h}" rx="3" fill="${i === n - 2 ? p.accent : p.main}" opacity="${i === n - 2 ? 1 : 0.55 + i * 0.05}"/>`;
    }).join('');
  const lines = (x: number, y: number, n: number, color: string, dy = 16, maxW = 200) =>
    Array.from(
      { length: n },
      (_, i) => `<rect x="${x}" y="${y + i * dy}" width="${r.int(maxW * 0.4, maxW)}" height="7" rx="3.5" fill="${color}"/>`,
    ).join('');
  switch (name) {
    case 'code':
    case 'chip': {
      const colors = ['#7dd3fc', '#c4b5fd', '#fca5a5', '#86efac', '#fde68a', '#e5e7eb'];
      const rows = Array.from({ length: 10 }, (_, i) => {
        const indent = [0, 1, 1, 2, 2, 2, 1, 2, 1, 0][i]! * 18;
        return `<rect x="${34 + indent}" y="${18 + i * 17}" width="${r.int(40, 150)}" height="7" rx="3.5" fill="${r.pick(colors)}"/><rect x="${34 + indent + r.int(150, 170)}" y="${18 + i * 17}" width="${r.int(20, 60)}" height="7" rx="3.5" fill="${r.pick(colors)}" opacity=".7"/>`;
      }).join('');
      const nums = Array.from(
        { length: 10 },
        (_, i) => `<rect x="12" y="${18 + i * 17}" width="10" height="7" rx="3" fill="#4b5563"/>`,
      ).join('');
      return `<rect width="316" height="200" fill="#1e2230"/>${nums}${rows}`;
    }
    case 'chart':
    case 'money':
      return `<rect width="316" height="200" fill="#f8fafc"/><rect width="316" height="24" fill="${p.main}"/><circle cx="14" cy="12" r="4" fill="#fff" opacity=".8"/>
<rect x="14" y="36" width="84" height="44" rx="6" fill="#fff" stroke="#e5e7eb"/><rect x="24" y="46" width="40" height="6" rx="3" fill="#cbd5e1"/><rect x="24" y="60" width="56" height="10" rx="4" fill="${p.deep}"/>
<rect x="110" y="36" width="84" height="44" rx="6" fill="#fff" stroke="#e5e7eb"/><rect x="120" y="46" width="40" height="6" rx="3" fill="#cbd5e1"/><rect x="120" y="60" width="48" height="10" rx="4" fill="${p.accent}"/>
<rect x="14" y="90" width="180" height="98" rx="6" fill="#fff" stroke="#e5e7eb"/>${bars(8, 26, 178, 14, 7, 70)}
<rect x="206" y="36" width="96" height="152" rx="6" fill="#fff" stroke="#e5e7eb"/><circle cx="254" cy="92" r="32" fill="none" stroke="${p.soft}" stroke-width="14"/><circle cx="254" cy="92" r="32" fill="none" stroke="${p.main}" stroke-width="14" stroke-dasharray="${r.int(90, 150)} 300" transform="rotate(-90 254 92)"/>${lines(220, 140, 3, '#e2e8f0', 13, 70)}`;
    case 'design':
    case 'camera': {
      const sw = ['#f87171', '#fbbf24', '#34d399', '#60a5fa', '#a78bfa']
        .map((c, i) => `<circle cx="${290}" cy="${40 + i * 26}" r="9" fill="${c}"/>`)
        .join('');
      return `<rect width="316" height="200" fill="#2b2f3a"/><rect x="16" y="16" width="252" height="168" rx="4" fill="${p.pale}"/>
<path d="M16 150 90 84l50 44 36-30 92 86H16z" fill="${p.main}" opacity=".8"/><path d="M120 184 190 118l78 66z" fill="${p.deep}" opacity=".8"/><circle cx="210" cy="56" r="20" fill="${p.accent}"/>
<rect x="40" y="36" width="90" height="54" rx="6" fill="none" stroke="${p.deep}" stroke-width="2" stroke-dasharray="6 4"/>${sw}`;
    }
    case 'people':
    case 'mic': {
      const tiles = [0, 1, 2, 3].map((i) => {
        const x = 12 + (i % 2) * 150;
        const y = 12 + Math.floor(i / 2) * 92;
        const hue = (p.hue + i * 70) % 360;
        return `<rect x="${x}" y="${y}" width="142" height="84" rx="6" fill="hsl(${hue} 40% 88%)"/><circle cx="${x + 71}" cy="${y + 36}" r="16" fill="#f3c9a6"/><path d="M${x + 55} ${y + 30}a16 16 0 0 1 32 0c-6-6-24-6-32 0z" fill="#2f2420"/><path d="M${x + 41} ${y + 84}c0-18 14-26 30-26s30 8 30 26z" fill="hsl(${hue} 55% 50%)"/>`;
      });
      return `<rect width="316" height="200" fill="#111827"/>${tiles.join('')}`;
    }
    case 'doc':
    case 'book':
    case 'shield':
    case 'heart': {
      const checks = Array.from(
        { length: 5 },
        (_, i) =>
          `<rect x="${name === 'shield' || name === 'heart' ? 150 : 170}" y="${58 + i * 26}" width="14" height="14" rx="3" fill="${i < 3 ? p.main : '#e5e7eb'}"/>${i < 3 ? `<path d="M${(name === 'shield' || name === 'heart' ? 150 : 170) + 3} ${65 + i * 26}l3 3 6-6" stroke="#fff" stroke-width="2" fill="none"/>` : ''}<rect x="${(name === 'shield' || name === 'heart' ? 150 : 170) + 22}" y="${61 + i * 26}" width="${r.int(50, 110)}" height="7" rx="3.5" fill="#cbd5e1"/>`,
      ).join('');
      return `<rect width="316" height="200" fill="#eef2f7"/><rect x="20" y="14" width="${name === 'shield' || name === 'heart' ? 116 : 136}" height="172" rx="4" fill="#fff"/>
<rect x="34" y="30" width="80" height="10" rx="5" fill="${p.deep}"/>${lines(34, 52, 7, '#d1d5db', 15, 90)}
${glyph(name, name === 'shield' || name === 'heart' ? 190 : 204, 14, 34, p.main, 2)}${checks}`;
    }
    case 'globe':
    case 'build':
    case 'truck':
    case 'shop':
    case 'tool':
    case 'food':
    case 'car':
    case 'leaf': {
      const dots = Array.from(
        { length: 60 },
        () => `<circle cx="${r.int(20, 296)}" cy="${r.int(30, 180)}" r="2.2" fill="${p.soft}"/>`,
      ).join('');
      return `<rect width="316" height="200" fill="${p.deep}"/>${dots}<circle cx="158" cy="100" r="60" fill="${p.main}" opacity=".6"/>${glyph(name, 122, 64, 72, '#fff', 1.6)}`;
    }
  }
}

const desk: Scene = (p, r, name) => {
  const wood = r.pick(['#e7d3b8', '#f1f1ee', '#d9c2a3']);
  const books = Array.from({ length: 7 }, (_, i) => {
    const h = r.int(46, 62);
    return `<rect x="${572 + i * 17}" y="${112 - h}" width="14" height="${h}" rx="2" fill="hsl(${(p.hue + i * 47) % 360} ${r.int(35, 60)}% ${r.int(45, 65)}%)"/>`;
  }).join('');
  const skyline = Array.from({ length: 8 }, (_, i) => {
    const h = r.int(40, 110);
    return `<rect x="${64 + i * 25}" y="${216 - h}" width="22" height="${h}" fill="hsl(${p.hue} 25% ${r.int(70, 80)}%)"/>`;
  }).join('');
  // the room's furniture sides swap by the seed; the monitor in the middle stays as it is
  const decor = `<rect x="60" y="48" width="200" height="172" rx="6" fill="url(#sky)"/>${skyline}<rect x="60" y="48" width="200" height="172" rx="6" fill="none" stroke="#fff" stroke-width="9"/><path d="M160 48v172M60 134h200" stroke="#fff" stroke-width="7"/>
<rect x="556" y="112" width="200" height="10" rx="3" fill="#b08968"/>${books}<rect x="700" y="80" width="30" height="32" rx="5" fill="${p.accent}"/><path d="M715 80c-10-14-4-24 0-28 4 4 10 14 0 28z" fill="#4ade80"/>
<rect x="130" y="342" width="42" height="46" rx="7" fill="${p.main}"/><path d="M172 352c16 0 16 24 0 24" fill="none" stroke="${p.main}" stroke-width="6"/><path d="M142 334c0-8 8-8 8-16M156 334c0-8 8-8 8-16" stroke="#9ca3af" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M640 330h64l-8 56h-48z" fill="${p.deep}"/>
<g fill="hsl(140 45% 42%)"><ellipse cx="660" cy="296" rx="12" ry="36" transform="rotate(-28 660 296)"/><ellipse cx="684" cy="290" rx="12" ry="40" transform="rotate(22 684 290)"/><ellipse cx="672" cy="282" rx="11" ry="44"/></g>`;
  const paper = `<rect x="600" y="400" width="120" height="78" rx="4" fill="#fff" transform="rotate(-6 660 440)"/><g transform="rotate(-6 660 440)">${Array.from({ length: 4 }, (_, i) => `<rect x="614" y="${416 + i * 14}" width="${r.int(50, 90)}" height="5" rx="2.5" fill="#d1d5db"/>`).join('')}</g>`;
  const mirror = r.next() < 0.5 ? ' transform="translate(800 0) scale(-1 1)"' : '';
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${p.hue} 45% 95%)"/><stop offset="1" stop-color="hsl(${p.hue} 35% 87%)"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(205 85% 80%)"/><stop offset="1" stop-color="hsl(200 80% 95%)"/></linearGradient></defs>
<rect width="800" height="504" fill="url(#wall)"/>
<rect x="0" y="380" width="800" height="124" fill="${wood}"/><rect x="0" y="380" width="800" height="10" fill="#000" opacity=".07"/>
<g${mirror}>${decor}${paper}</g>
<rect x="386" y="330" width="28" height="54" fill="#6b7280"/><rect x="336" y="376" width="128" height="9" rx="4.5" fill="#4b5563"/>
<rect x="226" y="104" width="348" height="232" rx="14" fill="#1f2430"/><svg x="242" y="120" width="316" height="200" viewBox="0 0 316 200">${screen(p, r, name)}</svg>
<rect x="300" y="404" width="200" height="24" rx="6" fill="#e5e7eb"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${310 + i * 15.5}" y="410" width="11" height="5" rx="1.5" fill="#cbd5e1"/><rect x="${310 + i * 15.5}" y="418" width="11" height="5" rx="1.5" fill="#cbd5e1"/>`).join('')}
<ellipse cx="${mirror ? 252 : 548}" cy="414" rx="14" ry="19" fill="#e5e7eb"/>`;
};

/** A document lying on a desk, seen from above: a certificate with a seal, a statement table, or a form. */
const paperwork: Scene = (p, r, name) => {
  const tilt = r.int(-5, 5);
  const mat = r.pick(['#c8a77e', '#b99570', `hsl(${p.hue} 25% 78%)`, '#9fb1c4']);
  const seal = (x: number, y: number) =>
    `<g opacity=".85" transform="rotate(${r.int(-20, 20)} ${x} ${y})"><circle cx="${x}" cy="${y}" r="42" fill="none" stroke="#d81e2c" stroke-width="4"/><path d="M${x} ${y - 16}l4.7 9.5 10.5 1.5-7.6 7.4 1.8 10.4-9.4-4.9-9.4 4.9 1.8-10.4-7.6-7.4 10.5-1.5z" fill="#d81e2c"/><path d="M${x - 30} ${y + 14}h60" stroke="#d81e2c" stroke-width="3"/></g>`;
  let content: string;
  if (name === 'money') {
    const rows = Array.from({ length: 9 }, (_, i) => {
      const y = 170 + i * 26;
      return `<rect x="210" y="${y}" width="380" height="26" fill="${i % 2 ? '#fff' : '#f8fafc'}"/><rect x="222" y="${y + 10}" width="${r.int(40, 70)}" height="6" rx="3" fill="#9ca3af"/><rect x="330" y="${y + 10}" width="${r.int(50, 80)}" height="6" rx="3" fill="#cbd5e1"/><rect x="${530 - r.int(0, 20)}" y="${y + 10}" width="${r.int(36, 50)}" height="6" rx="3" fill="#6b7280"/>`;
    }).join('');
    content = `<rect x="300" y="94" width="200" height="16" rx="8" fill="#374151"/><rect x="330" y="120" width="140" height="8" rx="4" fill="#9ca3af"/>
<rect x="210" y="144" width="380" height="26" fill="${p.main}"/>${[222, 330, 520].map((x) => `<rect x="${x}" y="${154}" width="50" height="6" rx="3" fill="#fff"/>`).join('')}${rows}
<rect x="210" y="404" width="380" height="2" fill="#374151"/><rect x="222" y="414" width="60" height="8" rx="4" fill="#374151"/><rect x="500" y="414" width="78" height="8" rx="4" fill="${p.deep}"/>${seal(520, 400)}`;
  } else if (name === 'heart') {
    content = `<rect x="300" y="94" width="200" height="16" rx="8" fill="#374151"/>${Array.from({ length: 8 }, (_, i) => `<rect x="214" y="${146 + i * 34}" width="18" height="18" rx="3" fill="none" stroke="${p.main}" stroke-width="2.5"/>${i < 6 ? `<path d="M218 ${155 + i * 34}l4 4 8-9" stroke="${p.main}" stroke-width="3" fill="none"/>` : ''}<rect x="246" y="${152 + i * 34}" width="${r.int(150, 300)}" height="7" rx="3.5" fill="#cbd5e1"/>`).join('')}${glyph('heart', 520, 90, 44, p.main, 2)}`;
  } else {
    const rows = Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="232" y="${196 + i * 30}" width="64" height="8" rx="4" fill="#6b7280"/><rect x="316" y="${196 + i * 30}" width="${r.int(110, 220)}" height="8" rx="4" fill="#d1d5db"/>`,
    ).join('');
    content = `<rect x="196" y="70" width="408" height="366" fill="none" stroke="${p.main}" stroke-width="4"/><rect x="206" y="80" width="388" height="346" fill="none" stroke="${p.main}" stroke-width="1.5"/>
<circle cx="400" cy="118" r="20" fill="none" stroke="#d81e2c" stroke-width="3"/><path d="M400 106l3.5 7 7.7 1.1-5.6 5.5 1.3 7.7-6.9-3.6-6.9 3.6 1.3-7.7-5.6-5.5 7.7-1.1z" fill="#d81e2c"/>
<rect x="320" y="150" width="160" height="20" rx="10" fill="#1f2937"/>${rows}${glyph(name, 240, 96, 34, p.deep, 2)}${seal(520, 380)}`;
  }
  return `<rect width="800" height="504" fill="${mat}"/><rect width="800" height="504" fill="url(#grain)" opacity=".5"/>
<defs><pattern id="grain" width="40" height="8" patternUnits="userSpaceOnUse"><path d="M0 4h40" stroke="#000" stroke-opacity=".05" stroke-width="2"/></pattern></defs>
<g transform="rotate(${tilt} 400 260)"><rect x="186" y="58" width="440" height="404" fill="#000" opacity=".14" transform="translate(8 10)"/><rect x="180" y="52" width="440" height="404" fill="#fff"/>${content}</g>
<g transform="rotate(${r.int(20, 40)} 700 330)"><rect x="640" y="322" width="150" height="14" rx="7" fill="${p.deep}"/><path d="M790 322l18 7-18 7z" fill="#e5e7eb"/><rect x="640" y="322" width="26" height="14" rx="4" fill="#d1d5db"/></g>
<circle cx="96" cy="110" r="58" fill="#fff" opacity=".9"/><circle cx="96" cy="110" r="40" fill="${p.main}"/><circle cx="96" cy="110" r="31" fill="#6b4226"/><ellipse cx="86" cy="100" rx="10" ry="5" fill="#fff" opacity=".25"/>
<g fill="hsl(140 40% 40%)" opacity=".9"><ellipse cx="760" cy="40" rx="24" ry="70" transform="rotate(40 760 40)"/><ellipse cx="720" cy="20" rx="20" ry="60" transform="rotate(70 720 20)"/></g>`;
};

/** A meeting room (people) or a live-streaming corner (mic). */
const meeting: Scene = (p, r, name) => {
  const heads = [150, 330, 510, 690].map((x, i) => {
    const hue = (p.hue + i * 80 + r.int(0, 40)) % 360;
    return `<path d="M${x - 70} 504c0-70 30-104 70-104s70 34 70 104z" fill="hsl(${hue} 45% ${r.int(40, 55)}%)"/><circle cx="${x}" cy="372" r="40" fill="${r.pick(['#231c1a', '#3d2b22', '#2f2420'])}"/>`;
  });
  if (name === 'mic')
    return `<rect width="800" height="504" fill="hsl(${p.hue} 30% 20%)"/><rect y="380" width="800" height="124" fill="hsl(${p.hue} 25% 30%)"/>
<circle cx="400" cy="210" r="130" fill="none" stroke="#fff7e0" stroke-width="18" opacity=".9"/><circle cx="400" cy="210" r="150" fill="none" stroke="#fff7e0" stroke-width="2" opacity=".3"/>
<path d="M400 340v80M360 470l40-50 40 50" stroke="#9ca3af" stroke-width="6" fill="none"/><rect x="362" y="140" width="76" height="136" rx="12" fill="#111827"/><rect x="368" y="150" width="64" height="116" rx="6" fill="${p.main}"/>${glyph('people', 384, 188, 32, '#fff', 2)}
<rect x="90" y="300" width="22" height="64" rx="11" fill="#374151"/><path d="M101 364v40M120 420h-38" stroke="#374151" stroke-width="6"/>${[0, 1, 2].map((i) => `<rect x="${560 + i * 64}" y="${330 - (i % 2) * 20}" width="56" height="${50 + (i % 2) * 20}" rx="6" fill="hsl(${(p.hue + i * 60) % 360} 60% 60%)"/>`).join('')}
<rect x="560" y="380" width="200" height="0"/><circle cx="660" cy="90" r="10" fill="#ef4444"/><rect x="680" y="82" width="70" height="16" rx="8" fill="#ef4444"/>`;
  return `<rect width="800" height="504" fill="hsl(${p.hue} 30% 93%)"/><rect x="160" y="40" width="480" height="270" rx="8" fill="#1f2430"/><rect x="172" y="52" width="456" height="246" fill="#fff"/>
<rect x="200" y="74" width="180" height="16" rx="8" fill="${p.deep}"/>${Array.from({ length: 7 }, (_, i) => {
    const h = r.int(50, 150);
    return `<rect x="${220 + i * 40}" y="${270 - h}" width="26" height="${h}" rx="3" fill="${i === 4 ? p.accent : p.main}"/>`;
  }).join('')}
<rect x="540" y="110" width="70" height="8" rx="4" fill="#cbd5e1"/><rect x="540" y="126" width="50" height="8" rx="4" fill="#cbd5e1"/>
<path d="M60 504l80-150h520l80 150z" fill="#c8a77e"/><path d="M140 354h520" stroke="#a8875e" stroke-width="6"/>${heads.join('')}`;
};

const sky = (
  p: Palette,
  r: Rng,
) => `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${p.hue} 70% 82%)"/><stop offset="1" stop-color="hsl(${p.hue} 60% 96%)"/></linearGradient></defs>
<rect width="800" height="504" fill="url(#sky)"/><circle cx="${r.int(560, 700)}" cy="${r.int(80, 120)}" r="44" fill="hsl(42 95% 66%)" opacity=".9"/>
${[0, 1, 2]
  .map(() => {
    const x = r.int(40, 720);
    const y = r.int(40, 150);
    return `<g fill="#fff" opacity=".9"><ellipse cx="${x}" cy="${y}" rx="46" ry="16"/><ellipse cx="${x + 22}" cy="${y - 12}" rx="28" ry="18"/></g>`;
  })
  .join('')}`;

const skyline = (p: Palette, r: Rng, base: number, light: number) =>
  Array.from({ length: 16 }, (_, i) => {
    const h = r.int(50, 170);
    const w = r.int(38, 56);
    const x = i * 52 - 10;
    const win = Array.from(
      { length: Math.floor(h / 22) },
      (_, j) => `<rect x="${x + 8}" y="${base - h + 10 + j * 22}" width="${w - 16}" height="8" fill="#fff" opacity=".35"/>`,
    ).join('');
    return `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="hsl(${p.hue} 22% ${light + r.int(-6, 6)}%)"/>${win}`;
  }).join('');

const road: Scene = (p, r, name) => {
  const vehicle =
    name === 'car'
      ? `<path d="M210 392v-50l44-56h250l64 56 52 10v40z" fill="${p.main}"/><path d="M268 296h96v46H232zM380 296h114l50 46H380z" fill="#dbeafe"/><rect x="200" y="362" width="430" height="12" fill="#000" opacity=".12"/>
<circle cx="300" cy="396" r="34" fill="#1f2937"/><circle cx="300" cy="396" r="14" fill="#9ca3af"/><circle cx="540" cy="396" r="34" fill="#1f2937"/><circle cx="540" cy="396" r="14" fill="#9ca3af"/>`
      : `<rect x="150" y="220" width="350" height="160" rx="8" fill="#fff"/><rect x="150" y="300" width="350" height="22" fill="${p.main}"/><rect x="150" y="322" width="350" height="8" fill="${p.accent}"/>
${glyph('truck', 180, 236, 52, p.deep, 2)}<rect x="250" y="252" width="150" height="14" rx="7" fill="${p.deep}" opacity=".8"/><rect x="250" y="274" width="100" height="10" rx="5" fill="#cbd5e1"/>
<path d="M500 270h78l52 56v54H500z" fill="${p.deep}"/><path d="M516 284h56l36 40h-92z" fill="#dbeafe"/><rect x="140" y="372" width="500" height="14" rx="4" fill="#374151"/>
${[220, 420, 580].map((x) => `<circle cx="${x}" cy="394" r="28" fill="#1f2937"/><circle cx="${x}" cy="394" r="11" fill="#9ca3af"/>`).join('')}
<g>${[0, 1, 2].map((i) => `<rect x="${40 + i * 14}" y="${296 - i * 42}" width="64" height="42" fill="#d6a772" stroke="#b07d4a" stroke-width="2"/><path d="M${64 + i * 14} ${296 - i * 42}h16v42h-16z" fill="#c8965f"/>`).join('')}</g>`;
  return `${sky(p, r)}<path d="M0 330C140 270 260 300 400 280S660 250 800 300V504H0z" fill="hsl(140 35% 78%)"/>${skyline(p, r, 340, 78)}
<rect x="0" y="338" width="800" height="22" fill="#d1d5db"/><rect x="0" y="360" width="800" height="144" fill="#4b5563"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${i * 100 + 10}" y="448" width="56" height="8" rx="4" fill="#f9fafb"/>`).join('')}${vehicle}`;
};

const store: Scene = (p, r, name) => {
  const stripes = Array.from(
    { length: 12 },
    (_, i) => `<path d="M${100 + i * 50} 200h50v44a25 14 0 0 1-50 0z" fill="${i % 2 ? '#fff' : p.main}"/>`,
  ).join('');
  const goods =
    name === 'food'
      ? [140, 220, 500, 580]
          .map(
            (x) =>
              `<path d="M${x} 330h60a30 24 0 0 1-60 0z" fill="${p.accent}"/><path d="M${x + 18} 318c0-8 6-8 6-16M${x + 36} 318c0-8 6-8 6-16" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>`,
          )
          .join('')
      : [130, 196, 500, 566]
          .map(
            (x, i) =>
              `<rect x="${x}" y="${300 + (i % 2) * 12}" width="54" height="${64 - (i % 2) * 12}" rx="6" fill="hsl(${(p.hue + i * 60) % 360} 60% ${r.int(55, 70)}%)"/>`,
          )
          .join('');
  return `${sky(p, r)}<rect x="80" y="70" width="640" height="380" fill="hsl(${p.hue} 20% 93%)"/><rect x="80" y="70" width="640" height="16" fill="hsl(${p.hue} 20% 80%)"/>
<rect x="140" y="116" width="520" height="66" rx="10" fill="${p.deep}"/>${glyph(name, 170, 127, 44, '#fff', 2)}<rect x="236" y="134" width="${r.int(220, 300)}" height="14" rx="7" fill="#fff"/><rect x="236" y="156" width="${r.int(120, 180)}" height="9" rx="4.5" fill="#fff" opacity=".6"/>
${stripes}<rect x="110" y="270" width="180" height="150" fill="#dbeafe" stroke="#fff" stroke-width="8"/><rect x="490" y="270" width="180" height="150" fill="#dbeafe" stroke="#fff" stroke-width="8"/>
${goods}<rect x="330" y="270" width="130" height="180" fill="${p.main}" opacity=".85"/><rect x="344" y="284" width="102" height="120" fill="#e0f2fe"/><circle cx="438" cy="370" r="5" fill="#fff"/>
<rect x="356" y="300" width="78" height="26" rx="4" fill="#fff"/><rect x="366" y="309" width="58" height="8" rx="4" fill="${p.accent}"/>
<rect x="0" y="450" width="800" height="54" fill="#d1d5db"/><rect x="0" y="450" width="800" height="6" fill="#9ca3af"/>
<path d="M40 450h46l-6-44H46z" fill="${p.deep}"/><ellipse cx="63" cy="392" rx="28" ry="30" fill="hsl(140 45% 45%)"/><path d="M714 450h46l-6-44h-34z" fill="${p.deep}"/><ellipse cx="737" cy="392" rx="28" ry="30" fill="hsl(140 45% 45%)"/>`;
};

const site: Scene = (p, r) => {
  const frame = Array.from({ length: 5 }, (_, i) => `<path d="M420 ${430 - i * 50}h180" stroke="#9ca3af" stroke-width="6"/>`).join('');
  return `${sky(p, r)}${skyline(p, r, 430, 72)}<rect x="410" y="200" width="200" height="230" fill="hsl(${p.hue} 15% 85%)"/>${frame}<path d="M420 430V200M510 430V200M600 430V200" stroke="#9ca3af" stroke-width="6"/>
<path d="M430 200l80 230M510 200l90 230" stroke="#d1d5db" stroke-width="3"/>
<path d="M660 440V90" stroke="#f59e0b" stroke-width="14"/><path d="M660 90h-330M660 90h80" stroke="#f59e0b" stroke-width="12"/><path d="M660 60v30" stroke="#f59e0b" stroke-width="8"/><path d="M660 62l-330 28M660 62l80 28" stroke="#b45309" stroke-width="3"/>
${Array.from({ length: 10 }, (_, i) => `<path d="M${654} ${430 - i * 34}l12 -34" stroke="#b45309" stroke-width="3"/>`).join('')}<rect x="718" y="96" width="36" height="34" fill="#6b7280"/>
<path d="M390 92v110" stroke="#374151" stroke-width="2.5"/><rect x="366" y="202" width="48" height="30" fill="${p.main}"/>
<rect x="0" y="430" width="800" height="74" fill="#c9b79c"/><rect x="0" y="430" width="800" height="8" fill="#a8957a"/>
<path d="M90 430l30-52 30 52z" fill="#f97316"/><path d="M104 406h32" stroke="#fff" stroke-width="6"/><path d="M200 430l30-52 30 52z" fill="#f97316"/><path d="M214 406h32" stroke="#fff" stroke-width="6"/>
<path d="M300 470a40 30 0 0 1 80 0z" fill="#facc15"/><rect x="292" y="466" width="96" height="8" rx="4" fill="#eab308"/>`;
};

const field: Scene = (p, r) => {
  const rows = Array.from({ length: 7 }, (_, i) => {
    const y = 330 + i * 26;
    const n = 10 + i * 2;
    return Array.from(
      { length: n },
      (_, j) =>
        `<ellipse cx="${(j + 0.5) * (800 / n)}" cy="${y}" rx="${6 + i * 1.6}" ry="${4 + i * 1.2}" fill="hsl(${r.int(105, 135)} 50% ${r.int(38, 48)}%)"/>`,
    ).join('');
  }).join('');
  return `${sky(p, r)}<path d="M0 300C160 240 300 280 420 260S680 230 800 270V504H0z" fill="hsl(120 35% 70%)"/><path d="M0 320h800v184H0z" fill="hsl(95 40% 62%)"/>${rows}
<path d="M560 320V230a90 60 0 0 1 180 0v90z" fill="#e0f2fe" opacity=".85" stroke="#fff" stroke-width="5"/><path d="M605 320V200M650 320V172M695 320V200" stroke="#fff" stroke-width="4"/>`;
};

const SCENE: Record<PictureIcon, Scene> = {
  code: desk,
  chart: desk,
  design: desk,
  people: meeting,
  money: paperwork,
  book: desk,
  heart: paperwork,
  camera: desk,
  globe: desk,
  shield: paperwork,
  chip: desk,
  mic: meeting,
  doc: paperwork,
  truck: road,
  car: road,
  shop: store,
  food: store,
  build: site,
  tool: site,
  leaf: field,
};

export function photo(spec: PictureSpec, width: number, height: number): string {
  const seed = seedOf(spec.file);
  const r = rng(seed);
  const p = palette(spec.hue, seed);
  const name = spec.icon ?? 'build';
  const stage = height - 96;
  const body = `<svg class="abs" style="left:0;top:0" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${stage}" viewBox="0 0 800 504" preserveAspectRatio="xMidYMid slice">${SCENE[name](p, r, name)}</svg>
<div class="abs" style="left:0;right:0;bottom:0;height:96px;background:#fff;display:flex;align-items:center;gap:18px;padding:0 32px;box-shadow:0 -6px 18px rgba(0,0,0,.06)">
  <div style="flex:none;width:56px;height:56px;border-radius:16px;background:linear-gradient(135deg, ${p.main}, ${p.bright});display:flex;align-items:center;justify-content:center;color:#fff">${icon(name, 32, { stroke: 2 })}</div>
  <div style="min-width:0">
    <div data-fit data-max="30" data-min="20" style="width:${width - 170}px;font-weight:700;color:#1f2937">${esc(spec.title)}</div>
    ${spec.subtitle ? `<div data-fit data-max="18" data-min="14" style="width:${width - 170}px;color:#6b7280;margin-top:2px">${esc(spec.subtitle)}</div>` : ''}
  </div>
</div>`;
  return page(width, height, body);
}
