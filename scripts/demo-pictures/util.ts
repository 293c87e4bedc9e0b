import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';

/** A 32-bit seed from any text (FNV-1a), so each picture's variation follows from its file name alone. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
}

/** mulberry32: small, fast and the same on every machine. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)]!,
  };
}

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The product's blue (apps/web/src/lib/theme.ts colorPrimary #1668dc) is hue 215. */
export const BRAND_HUE = 215;
/** Hues that sit well beside the brand blue, for pictures whose spec names none. */
const HUES = [215, 200, 190, 230, 250, 265, 160, 145, 25, 12, 345, 8];

export interface Palette {
  hue: number;
  /** deep, for gradients' dark end and text on light backgrounds */
  deep: string;
  main: string;
  bright: string;
  /** a neighbouring hue for highlights */
  accent: string;
  soft: string;
  pale: string;
}

export function palette(hue: number | undefined, seed: number): Palette {
  const h = hue ?? HUES[seed % HUES.length]!;
  const warm = h >= 25 && h <= 75;
  const a = (h + (warm ? -30 : seed % 2 ? 28 : -32) + 360) % 360;
  return {
    hue: h,
    // yellows and oranges go muddy when darkened: their deep end leans red and stays brighter
    deep: warm ? `hsl(${h - 14} 78% 36%)` : `hsl(${h} 72% 24%)`,
    main: warm ? `hsl(${h - 6} 82% 48%)` : `hsl(${h} 70% 45%)`,
    bright: `hsl(${h} 85% 60%)`,
    accent: `hsl(${a} 90% 62%)`,
    soft: `hsl(${h} 75% 86%)`,
    pale: `hsl(${h} 70% 96%)`,
  };
}

export const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

// The hash of what a picture was made from rides inside the picture (a PNG tEXt chunk), so a rerun skips
// unchanged pictures without a shared index file that every area's commit would touch.
const STAMP_KEY = 'xcb-demo';

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** The PNG with a tEXt chunk holding the stamp, placed right after IHDR. */
export function stampPng(png: Buffer, stamp: string): Buffer {
  const ihdrEnd = 8 + 8 + png.readUInt32BE(8) + 4;
  return Buffer.concat([
    png.subarray(0, ihdrEnd),
    pngChunk('tEXt', Buffer.from(`${STAMP_KEY}\0${stamp}`, 'latin1')),
    png.subarray(ihdrEnd),
  ]);
}

/** The JPEG with a comment segment (COM) holding the stamp, placed right after the start-of-image marker. */
export function stampJpeg(jpeg: Buffer, stamp: string): Buffer {
  const text = Buffer.from(`${STAMP_KEY}\0${stamp}`, 'latin1');
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xfffe);
  head.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), head, text, jpeg.subarray(2)]);
}

/** The stamp a PNG or JPEG carries, or null. */
export function readStamp(file: Buffer): string | null {
  if (file.length >= 4 && file.readUInt16BE(0) === 0xffd8) {
    if (file.readUInt16BE(2) !== 0xfffe) return null;
    const text = file.toString('latin1', 6, 4 + file.readUInt16BE(4));
    return text.startsWith(`${STAMP_KEY}\0`) ? text.slice(STAMP_KEY.length + 1) : null;
  }
  const png = file;
  if (png.length < 8 || png.readUInt32BE(0) !== 0x89504e47) return null;
  let p = 8;
  while (p + 8 <= png.length) {
    const len = png.readUInt32BE(p);
    const type = png.toString('latin1', p + 4, p + 8);
    if (type === 'tEXt') {
      const text = png.toString('latin1', p + 8, p + 8 + len);
      if (text.startsWith(`${STAMP_KEY}\0`)) return text.slice(STAMP_KEY.length + 1);
    }
    if (type === 'IDAT') return null;
    p += 12 + len;
  }
  return null;
}
