import { demoCourseList } from '../data/courses.ts';
import { learners, teachers } from '../data/courses-people.ts';
import type { PictureSpec } from './types.ts';

// Course covers (the course's subject as the keyword, never its whole title) and the avatars of the
// teachers and learners of the course marketplace.

export const courseCover = (key: string) => `courses-cover-${key}.jpg`;
export const courseAvatar = (name: string) => `courses-avatar-${name}.png`;

export const coursesPictures: PictureSpec[] = [
  ...demoCourseList.map((c): PictureSpec => ({
    file: courseCover(c.key),
    kind: 'cover',
    title: c.cover.keyword,
    subtitle: c.cover.subtitle,
    icon: c.cover.icon,
    hue: c.cover.hue,
  })),
  ...[...teachers, ...learners].map((p): PictureSpec => ({
    file: courseAvatar(p.name),
    kind: 'avatar',
    title: p.realName,
    gender: p.gender,
    hue: p.hue,
  })),
];
