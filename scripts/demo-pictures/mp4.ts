// Chromium's MediaRecorder writes fragmented MP4 (moof/mdat pairs) whose header leaves the duration at
// zero and has no sample index, so a plain <video> guessed 6 s for a 14 s clip and could not seek (the
// course player seeks to the learner's last position). remux() rewrites it as an ordinary MP4: one mdat
// and a moov with the full sample tables and the real duration.

interface Box {
  type: string;
  start: number;
  end: number;
}

function boxes(buf: Buffer, start: number, end: number): Box[] {
  const out: Box[] = [];
  for (let p = start; p + 8 <= end;) {
    let size = buf.readUInt32BE(p);
    if (size === 1) size = Number(buf.readBigUInt64BE(p + 8));
    if (size === 0) size = end - p;
    if (size < 8) throw new Error('malformed MP4 box');
    out.push({ type: buf.toString('latin1', p + 4, p + 8), start: p, end: p + size });
    p += size;
  }
  return out;
}

const child = (buf: Buffer, box: Box, type: string) => boxes(buf, box.start + 8, box.end).find((b) => b.type === type);

/** Sum of sample durations (media timescale) in every moof of a single-track fragmented MP4. */
function fragmentsDuration(buf: Buffer, defaultDuration: number): number {
  let total = 0;
  for (const moof of boxes(buf, 0, buf.length).filter((b) => b.type === 'moof')) {
    const traf = child(buf, moof, 'traf');
    const tfhd = traf && child(buf, traf, 'tfhd');
    const trun = traf && child(buf, traf, 'trun');
    if (!tfhd || !trun) continue;
    const tfFlags = buf.readUInt32BE(tfhd.start + 8) & 0xffffff;
    let q = tfhd.start + 16; // after the track id
    if (tfFlags & 0x1) q += 8;
    if (tfFlags & 0x2) q += 4;
    const fragDefault = tfFlags & 0x8 ? buf.readUInt32BE(q) : defaultDuration;
    const flags = buf.readUInt32BE(trun.start + 8) & 0xffffff;
    const count = buf.readUInt32BE(trun.start + 12);
    let p = trun.start + 16 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
    const per = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length * 4;
    for (let i = 0; i < count; i++, p += per) total += flags & 0x100 ? buf.readUInt32BE(p) : fragDefault;
  }
  return total;
}

/** Writes a duration field (32 or 64 bit by the box's version) at the given offsets after the version byte. */
function setDuration(buf: Buffer, box: Box, v0: number, v1: number, value: number): void {
  if (buf[box.start + 8] === 1) buf.writeBigUInt64BE(BigInt(value), box.start + 8 + v1);
  else buf.writeUInt32BE(value, box.start + 8 + v0);
}

const timescale = (buf: Buffer, box: Box) => buf.readUInt32BE(box.start + 8 + (buf[box.start + 8] === 1 ? 20 : 12));

/** Sets mvhd, tkhd and mdhd durations in place from the fragments; answers the duration in seconds. */
function fixDuration(buf: Buffer): number {
  const moov = boxes(buf, 0, buf.length).find((b) => b.type === 'moov');
  const mvhd = moov && child(buf, moov, 'mvhd');
  const trak = moov && child(buf, moov, 'trak');
  const tkhd = trak && child(buf, trak, 'tkhd');
  const mdia = trak && child(buf, trak, 'mdia');
  const mdhd = mdia && child(buf, mdia, 'mdhd');
  const mvex = moov && child(buf, moov, 'mvex');
  const trex = mvex && child(buf, mvex, 'trex');
  if (!mvhd || !tkhd || !mdhd) throw new Error('not an MP4 with one track');
  const media = fragmentsDuration(buf, trex ? buf.readUInt32BE(trex.start + 20) : 0);
  const seconds = media / timescale(buf, mdhd);
  const movie = Math.round(seconds * timescale(buf, mvhd));
  // offsets after the 4-byte version/flags: mvhd/mdhd v0 16, v1 24; tkhd v0 20, v1 28
  setDuration(buf, mdhd, 16, 24, media);
  setDuration(buf, mvhd, 16, 24, movie);
  setDuration(buf, tkhd, 20, 28, movie);
  return seconds;
}

interface Sample {
  offset: number;
  size: number;
  duration: number;
  sync: boolean;
}

/** Every sample of the single track, in order, with where its bytes are. */
function samples(buf: Buffer, trex: Box | undefined): { list: Sample[]; chunks: number[] } {
  const def = trex
    ? { duration: buf.readUInt32BE(trex.start + 20), size: buf.readUInt32BE(trex.start + 24), flags: buf.readUInt32BE(trex.start + 28) }
    : { duration: 0, size: 0, flags: 0 };
  const list: Sample[] = [];
  const chunks: number[] = [];
  for (const moof of boxes(buf, 0, buf.length).filter((b) => b.type === 'moof')) {
    const traf = child(buf, moof, 'traf');
    const tfhd = traf && child(buf, traf, 'tfhd');
    const trun = traf && child(buf, traf, 'trun');
    if (!tfhd || !trun) continue;
    const tf = buf.readUInt32BE(tfhd.start + 8) & 0xffffff;
    let q = tfhd.start + 16;
    let base = moof.start;
    if (tf & 0x1) [base, q] = [Number(buf.readBigUInt64BE(q)), q + 8];
    if (tf & 0x2) q += 4;
    let duration = def.duration;
    let size = def.size;
    let flags = def.flags;
    if (tf & 0x8) [duration, q] = [buf.readUInt32BE(q), q + 4];
    if (tf & 0x10) [size, q] = [buf.readUInt32BE(q), q + 4];
    if (tf & 0x20) flags = buf.readUInt32BE(q);
    const tr = buf.readUInt32BE(trun.start + 8) & 0xffffff;
    const count = buf.readUInt32BE(trun.start + 12);
    let p = trun.start + 16;
    let offset = base;
    if (tr & 0x1) [offset, p] = [base + buf.readInt32BE(p), p + 4];
    let first: number | null = null;
    if (tr & 0x4) [first, p] = [buf.readUInt32BE(p), p + 4];
    for (let i = 0; i < count; i++) {
      const s: Sample = { offset, size, duration, sync: false };
      let f = i === 0 && first !== null ? first : flags;
      if (tr & 0x100) [s.duration, p] = [buf.readUInt32BE(p), p + 4];
      if (tr & 0x200) [s.size, p] = [buf.readUInt32BE(p), p + 4];
      if (tr & 0x400) [f, p] = [buf.readUInt32BE(p), p + 4];
      if (tr & 0x800) {
        if (buf.readInt32BE(p) !== 0) throw new Error('MP4 with composition offsets (B-frames) is not handled');
        p += 4;
      }
      s.sync = !(f & 0x10000);
      offset += s.size;
      list.push(s);
    }
    chunks.push(count);
  }
  return { list, chunks };
}

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const u32 = (...values: number[]) => {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => b.writeUInt32BE(v, 4 * i));
  return b;
};
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

/** A box again with its containers rebuilt: stbl gets `tables`, mvex is dropped, the rest is copied. */
function rebuild(buf: Buffer, b: Box, tables: Buffer[]): Buffer {
  if (b.type === 'stbl') {
    const stsd = child(buf, b, 'stsd');
    if (!stsd) throw new Error('MP4 without a sample description');
    return box('stbl', buf.subarray(stsd.start, stsd.end), ...tables);
  }
  if (!CONTAINERS.has(b.type)) return Buffer.from(buf.subarray(b.start, b.end));
  const kids = boxes(buf, b.start + 8, b.end).filter((k) => k.type !== 'mvex');
  return box(b.type, ...kids.map((k) => rebuild(buf, k, tables)));
}

/** The recorded fragmented MP4 as an ordinary one (moov with sample tables, one mdat); answers it and its seconds. */
export function remux(input: Buffer): { mp4: Buffer; seconds: number } {
  const buf = Buffer.from(input);
  const seconds = fixDuration(buf);
  const top = boxes(buf, 0, buf.length);
  const ftyp = top.find((b) => b.type === 'ftyp');
  const moov = top.find((b) => b.type === 'moov');
  const mvex = moov && child(buf, moov, 'mvex');
  if (!ftyp || !moov) throw new Error('not an MP4');
  const { list, chunks } = samples(buf, mvex && child(buf, mvex, 'trex'));
  const stts: number[][] = [];
  for (const s of list) {
    const last = stts.at(-1);
    if (last && last[1] === s.duration) last[0]!++;
    else stts.push([1, s.duration]);
  }
  const stsc: number[][] = [];
  chunks.forEach((n, i) => {
    if (stsc.at(-1)?.[1] !== n) stsc.push([i + 1, n, 1]);
  });
  const sync = list.flatMap((s, i) => (s.sync ? [i + 1] : []));
  const tables = (chunkOffsets: number[]) => [
    box('stts', u32(0, stts.length, ...stts.flat())),
    box('stss', u32(0, sync.length, ...sync)),
    box('stsc', u32(0, stsc.length, ...stsc.flat())),
    box('stsz', u32(0, 0, list.length, ...list.map((s) => s.size))),
    box('stco', u32(0, chunkOffsets.length, ...chunkOffsets)),
  ];
  // The moov's size does not depend on the offsets' values, so build it once to measure, then for real.
  const head = buf.subarray(ftyp.start, ftyp.end);
  const size = rebuild(buf, moov, tables(chunks.map(() => 0))).length;
  const offsets: number[] = [];
  let at = head.length + size + 8;
  let i = 0;
  for (const n of chunks) {
    offsets.push(at);
    for (let k = 0; k < n; k++) at += list[i++]!.size;
  }
  const data = Buffer.concat(list.map((s) => buf.subarray(s.offset, s.offset + s.size)));
  return { mp4: Buffer.concat([head, rebuild(buf, moov, tables(offsets)), box('mdat', data)]), seconds };
}
