import type { PictureSpec } from './types.ts';

// The avatars of the base demo accounts people log in as (set through the profile action in messaging.ts,
// the last area, so every area's content shows them with a face).
export const messagingPictures: PictureSpec[] = [
  { file: 'messaging-avatar-person01.png', kind: 'avatar', title: '张伟', gender: 'm', hue: 215 },
  { file: 'messaging-avatar-company01.png', kind: 'avatar', title: '星河', hue: 250 },
  { file: 'messaging-avatar-hragency01.png', kind: 'avatar', title: '众才', hue: 30 },
  { file: 'messaging-avatar-zoneuser01.png', kind: 'avatar', title: '高新', hue: 150 },
  { file: 'messaging-avatar-support01.png', kind: 'avatar', title: '客服', gender: 'f', hue: 195 },
];
