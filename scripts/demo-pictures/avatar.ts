import type { PictureSpec } from '../../apps/server/src/seed/demo/pictures/types.ts';
import { page } from './compose.ts';
import { rng, seedOf } from './util.ts';

// A flat vector portrait on a 200x200 grid: background, hair behind, shoulders, neck, head, face, hair in
// front. Skin, hair style and colour, clothes and accessories all follow from the name's seed.

const SKIN = ['#f9d9bf', '#f3c9a6', '#eebb93', '#e3aa80', '#f6d2b0', '#d99b6c'];
const HAIR_COLOR = ['#231c1a', '#2f2420', '#3d2b22', '#4c3426', '#1a1718', '#5a3a28'];

interface Hair {
  back?: string;
  front: string;
  extra?: string;
}

const MALE: Hair[] = [
  { front: 'M61 90C58 56 80 42 101 42c25 0 42 16 38 48-4-14-14-24-31-26-13 7-31 9-47 26z' },
  { front: 'M61 92C56 58 78 40 102 40c26 0 42 18 37 52-3-12-9-22-19-28-12 2-32-2-44 6-8 6-12 14-15 22z' },
  { front: 'M63 86c1-27 19-38 37-38s36 10 37 38c-9-14-23-21-37-21s-28 7-37 21z' },
  { front: 'M62 90c-4-30 10-50 34-54 18-4 38 4 44 20 4 10 0 24-2 34-6-16-16-24-32-28-16 2-34 10-44 28z' },
  { front: 'M60 96c-4-36 14-56 40-56 27 0 44 20 40 56l-5-18c-3-6-8-11-14-13l-4 8-6-10-7 9-6-9-6 9-5-8c-10 4-16 12-20 22z' },
];

const FEMALE: Hair[] = [
  {
    back: 'M58 96c-6-40 16-58 42-58s48 18 42 58c0 34 8 60 4 76H54c-4-16 4-42 4-76z',
    front: 'M62 94c-4-34 16-50 38-50s42 16 38 50c-8-16-16-24-22-28-8 10-26 14-44 14-4 4-8 8-10 14z',
  },
  {
    back: 'M58 96c-4-38 18-56 42-56s46 18 42 56c0 20 4 36-2 44H60c-6-8-2-24-2-44z',
    front: 'M61 96c-3-36 19-52 41-52 24 0 40 18 37 52-11-20-31-30-51-32-12 6-22 18-27 32z',
  },
  {
    front: 'M62 94c-4-34 16-50 38-50s42 16 38 50c-8-16-16-24-22-28-8 10-26 14-44 14-4 4-8 8-10 14z',
    extra: '<circle cx="100" cy="36" r="17"/>',
  },
  {
    back: 'M60 96c-4-36 16-54 40-54s44 18 40 54l14 56c2 10-6 14-12 10l-10-40H62z',
    front: 'M61 96c-3-36 19-52 41-52 24 0 40 18 37 52-11-20-31-30-51-32-12 6-22 18-27 32z',
  },
];

export function avatar(spec: PictureSpec, size: number): string {
  const seed = seedOf(spec.file + spec.title);
  const r = rng(seed);
  const female = spec.gender ? spec.gender === 'f' : r.next() < 0.5;
  const hue = spec.hue ?? r.pick([205, 215, 190, 160, 140, 30, 20, 340, 265, 45]);
  const skin = r.pick(SKIN);
  const hairColor = r.pick(HAIR_COLOR);
  const hair = r.pick(female ? FEMALE : MALE);
  const cloth = `hsl(${(hue + r.pick([0, 180, 150, 30])) % 360} ${r.int(45, 65)}% ${r.int(40, 56)}%)`;
  const bg = `hsl(${hue} ${r.int(55, 75)}% ${r.int(86, 91)}%)`;
  const collar = r.int(0, 2);
  const glasses = r.next() < 0.15;
  const smile = r.int(0, 2);
  const neck =
    '<rect x="86" y="116" width="28" height="38" rx="8" fill="SKIN"/><rect x="86" y="116" width="28" height="20" fill="#000" opacity=".08"/>';
  const shoulders = `<path d="M26 206c2-40 30-58 74-58s72 18 74 58z" fill="${cloth}"/>`;
  const collars = [
    `<path d="M86 148l14 20 14-20z" fill="${skin}"/><path d="M86 148l14 20-6 6-14-22zM114 148l-14 20 6 6 14-22z" fill="#fff" opacity=".9"/>`,
    `<path d="M84 150c4 10 28 10 32 0" fill="none" stroke="#fff" stroke-width="5" opacity=".75"/>`,
    `<path d="M88 148l12 16 12-16z" fill="${skin}"/>`,
  ];
  const mouth = [
    '<path d="M90 119q10 9 20 0" fill="none" stroke="#a4493f" stroke-width="3" stroke-linecap="round"/>',
    '<path d="M89 117q11 13 22 0z" fill="#b5483f"/><path d="M92 118h16" stroke="#fff" stroke-width="2.5"/>',
    '<path d="M92 120q8 5 16 0" fill="none" stroke="#a4493f" stroke-width="3" stroke-linecap="round"/>',
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="${size}" height="${size}">
<rect width="200" height="200" fill="${bg}"/>
<circle cx="${r.int(140, 175)}" cy="${r.int(25, 55)}" r="${r.int(28, 42)}" fill="#fff" opacity=".35"/>
<circle cx="${r.int(20, 50)}" cy="${r.int(150, 180)}" r="${r.int(16, 26)}" fill="#fff" opacity=".25"/>
${hair.back ? `<path d="${hair.back}" fill="${hairColor}"/>` : ''}
${shoulders}${collars[collar]}
${neck.replaceAll('SKIN', skin)}
<ellipse cx="62" cy="98" rx="8" ry="10" fill="${skin}"/><ellipse cx="138" cy="98" rx="8" ry="10" fill="${skin}"/>
<ellipse cx="100" cy="92" rx="38" ry="44" fill="${skin}"/>
<path d="M${r.pick(['80 88q6-5 12 0', '80 87h12', '79 89q7-7 14-2'])}M${r.pick(['108 88q6-5 12 0', '108 87h12', '107 87q7-5 14 2'])}" fill="none" stroke="${hairColor}" stroke-width="3" stroke-linecap="round"/>
<ellipse cx="86" cy="99" rx="3.8" ry="4.6" fill="#2a2226"/><ellipse cx="114" cy="99" rx="3.8" ry="4.6" fill="#2a2226"/>
<circle cx="87.3" cy="97.6" r="1.2" fill="#fff"/><circle cx="115.3" cy="97.6" r="1.2" fill="#fff"/>
<path d="M100 104q-2 5 1 7" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="2" stroke-linecap="round"/>
${mouth[smile]}
<circle cx="76" cy="112" r="6" fill="#f08a8a" opacity="${female ? 0.35 : 0.18}"/><circle cx="124" cy="112" r="6" fill="#f08a8a" opacity="${female ? 0.35 : 0.18}"/>
${glasses ? '<g fill="none" stroke="#333" stroke-width="2.4"><rect x="74" y="90" width="22" height="17" rx="6"/><rect x="104" y="90" width="22" height="17" rx="6"/><path d="M96 97h8M74 96l-10-3M126 96l10-3"/></g>' : ''}
<path d="${hair.front}" fill="${hairColor}"/>
${hair.extra ? `<g fill="${hairColor}">${hair.extra}</g>` : ''}
</svg>`;
  return page(size, size, svg);
}
