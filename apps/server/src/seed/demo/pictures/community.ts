import { articles } from '../data/community.ts';
import type { PictureSpec } from './types.ts';

// Covers of the training community's platform articles (the teachers' and learners' avatars are in courses.ts).

export const articleCover = (key: string) => `community-cover-${key}.jpg`;

export const communityPictures: PictureSpec[] = articles.map((a) => ({
  file: articleCover(a.key),
  kind: 'cover',
  title: a.cover.keyword,
  subtitle: a.cover.subtitle,
  icon: a.cover.icon,
  hue: a.cover.hue,
}));
