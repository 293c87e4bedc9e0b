import type { PictureIcon } from '../../apps/server/src/seed/demo/pictures/types.ts';

// A compact line-icon set on a 24x24 grid (1.8 stroke, round joins), one glyph per PictureIcon. The
// glyphs take currentColor, so one definition serves white-on-gradient covers and coloured logos alike.
const PATHS: Record<PictureIcon, string> = {
  code: '<path d="M8 6 2 12l6 6M16 6l6 6-6 6M14 4l-4 16"/>',
  chart:
    '<path d="M3 3v18h18"/><rect x="7" y="12" width="3" height="6" rx=".5"/><rect x="12" y="8" width="3" height="10" rx=".5"/><rect x="17" y="5" width="3" height="13" rx=".5"/>',
  design:
    '<path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.7-.8 1.7-1.7 0-.5-.2-.8-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5C21 6.4 17 3 12 3z"/><circle cx="7.5" cy="11" r="1.2"/><circle cx="10" cy="7" r="1.2"/><circle cx="15" cy="7.5" r="1.2"/>',
  people:
    '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20v-1.5A4.5 4.5 0 0 1 7 14h4a4.5 4.5 0 0 1 4.5 4.5V20"/><path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M21.5 20v-1.5a4.5 4.5 0 0 0-3.2-4.3"/>',
  money: '<circle cx="12" cy="12" r="9.5"/><path d="m8.5 7 3.5 4.5L15.5 7M12 11.5V18M8.8 12.5h6.4M8.8 15h6.4"/>',
  book: '<path d="M2 4.5h6a4 4 0 0 1 4 4V20a3 3 0 0 0-3-3H2z"/><path d="M22 4.5h-6a4 4 0 0 0-4 4V20a3 3 0 0 1 3-3h7z"/>',
  build:
    '<rect x="4" y="3" width="16" height="18" rx="1.5"/><path d="M8.5 7h2M13.5 7h2M8.5 11h2M13.5 11h2M8.5 15h2M13.5 15h2M10 21v-3h4v3"/>',
  heart: '<path d="M20.5 4.8a5.4 5.4 0 0 0-7.7 0L12 5.6l-.8-.8a5.4 5.4 0 0 0-7.7 7.7l.8.8L12 20.8l7.7-7.5.8-.8a5.4 5.4 0 0 0 0-7.7z"/>',
  truck: '<path d="M1.5 4.5h13.5v11H1.5zM15 8.5h4l3 3.5v3.5h-7z"/><circle cx="6" cy="17.5" r="2.2"/><circle cx="18" cy="17.5" r="2.2"/>',
  shop: '<path d="M3 9.5 4.6 4h14.8L21 9.5"/><path d="M3 9.5a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0"/><path d="M5 12.5V21h14v-8.5M10 21v-5h4v5"/>',
  camera:
    '<path d="M22 18.5a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8.5a2 2 0 0 1 2-2h3.5l2-3h5l2 3H20a2 2 0 0 1 2 2z"/><circle cx="12" cy="13" r="4"/>',
  globe:
    '<circle cx="12" cy="12" r="9.5"/><path d="M2.5 12h19M12 2.5a14.5 14.5 0 0 1 4 9.5 14.5 14.5 0 0 1-4 9.5 14.5 14.5 0 0 1-4-9.5 14.5 14.5 0 0 1 4-9.5z"/>',
  shield: '<path d="M12 21.5s8-3.8 8-9.8V5.2L12 2.5 4 5.2v6.5c0 6 8 9.8 8 9.8z"/><path d="m8.8 12 2.2 2.2 4.4-4.4"/>',
  tool: '<path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z"/>',
  chip: '<rect x="4.5" y="4.5" width="15" height="15" rx="2"/><rect x="9" y="9" width="6" height="6" rx=".5"/><path d="M9 1.5v3M15 1.5v3M9 19.5v3M15 19.5v3M19.5 9h3M19.5 15h3M1.5 9h3M1.5 15h3"/>',
  food: '<path d="M3 11.5h18a9 8 0 0 1-18 0z"/><path d="M7.5 21h9M8 8c0-1.2 1-1.6 1-2.8M12 8c0-1.2 1-1.6 1-2.8M16 8c0-1.2 1-1.6 1-2.8"/>',
  car: '<path d="M5 17H2.5v-5l2.3-5.5h14.4l2.3 5.5v5H19M2.5 12h19M9.5 17h5"/><circle cx="7.2" cy="17" r="2.2"/><circle cx="16.8" cy="17" r="2.2"/>',
  leaf: '<path d="M11 20A7 7 0 0 1 9.8 6.1C15.5 5 17 4.5 19 2c1 2 2 4.2 2 8 0 5.5-4.8 10-10 10z"/><path d="M2 21c0-3 1.9-5.4 5.1-6 2.4-.5 4.9-2 5.9-3"/>',
  mic: '<rect x="9" y="2" width="6" height="12" rx="3"/><path d="M19 10.5v.5a7 7 0 0 1-14 0v-.5M12 18v4M8 22h8"/>',
  doc: '<path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z"/><path d="M14 2v6h6M8 13h8M8 17h5.5"/>',
};

export const ICONS = Object.keys(PATHS) as PictureIcon[];

/** The glyph as an <svg> element of the given size, stroked in currentColor unless a colour is given. */
export function icon(name: PictureIcon, size: number, opts: { color?: string; stroke?: number; style?: string } = {}): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size}" height="${size}" fill="none" stroke="${opts.color ?? 'currentColor'}" stroke-width="${opts.stroke ?? 1.8}" stroke-linecap="round" stroke-linejoin="round"${opts.style ? ` style="${opts.style}"` : ''}>${PATHS[name]}</svg>`;
}

/** The glyph's inner paths only, for placing inside a larger SVG scene with a transform. */
export function iconPaths(name: PictureIcon): string {
  return PATHS[name];
}
