import { COMPANIES } from '../data/recruitment-companies.ts';
import { PERSON01, SEEKERS } from '../data/recruitment-seekers.ts';
import type { PictureSpec } from './types.ts';

// Recruitment's demo pictures: every recruiting company's logo (its short name and trade icon) and the
// job seekers' avatars; the seed uploads them by these file names.
export const logoFile = (user: string) => `recruitment-logo-${user}.png`;
export const avatarFile = (user: string) => `recruitment-avatar-${user}.png`;

export const recruitmentPictures: PictureSpec[] = [
  ...COMPANIES.map((c): PictureSpec => ({ file: logoFile(c.user), kind: 'logo', title: c.short, icon: c.icon, hue: c.hue })),
  ...[PERSON01, ...SEEKERS].map((p, i): PictureSpec => ({
    file: avatarFile(p.user),
    kind: 'avatar',
    title: p.name,
    gender: p.gender === 1 ? 'm' : 'f',
    hue: (i * 47 + 15) % 360,
  })),
];
