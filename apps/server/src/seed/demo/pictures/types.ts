/**
 * The demo pictures are generated once from these descriptions (scripts/demo-pictures.ts renders every
 * manifest in this folder to PNG in ../assets/) and committed, so a fresh start needs no fonts or renderer.
 * Each area lists its own pictures in pictures/<area>.ts and uploads them through its actions by `file`.
 */
export type PictureKind =
  /** 240x240 company or firm logo: a mark and the short name */
  | 'logo'
  /** 640x400 cover of a course, sharing item or article: the title's keyword, a subtitle, an icon */
  | 'cover'
  /** 200x200 person avatar: an illustrated face or the given name's first character on a soft background */
  | 'avatar'
  /** 800x600 photo-like illustration (an office, a workshop, a delivery screenshot) */
  | 'photo'
  /** 1200x360 wide banner (the home page carousel's ratio): the title, a subtitle, an icon */
  | 'banner';

export type PictureIcon =
  | 'code'
  | 'chart'
  | 'design'
  | 'people'
  | 'money'
  | 'book'
  | 'build'
  | 'heart'
  | 'truck'
  | 'shop'
  | 'camera'
  | 'globe'
  | 'shield'
  | 'tool'
  | 'chip'
  | 'food'
  | 'car'
  | 'leaf'
  | 'mic'
  | 'doc';

export interface PictureSpec {
  /** file name in ../assets, unique across all manifests, e.g. 'logo-xinghe.png', 'cover-course-java.jpg' */
  file: string;
  kind: PictureKind;
  /** the main words drawn (logo: 2-4 characters; cover: a keyword of at most ~8 characters; avatar: the name) */
  title: string;
  /** a second line (covers, photos) */
  subtitle?: string;
  icon?: PictureIcon;
  /** the main colour's hue, 0-360 (the generator picks a palette around it) */
  hue?: number;
  /** avatars: who is drawn */
  gender?: 'm' | 'f';
}
