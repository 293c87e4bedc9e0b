import { COURSE_MSG } from '@xcb/shared/messages';

// pptx slides in the browser with @jvmr/pptx-to-html (MIT), loaded on first use. The converter makes
// HTML text out of a file any author may upload, so the slides are shown in a sandboxed frame (no
// script, an opaque origin, a policy that loads nothing but the slides' own data: images): whatever the
// file smuggles into that HTML cannot reach this page, its storage or the network.

/** A presentation is cut at this many slides (each holds its images decoded in memory). */
export const MAX_SLIDES = 100;
const GAP = 12;
/** The converter's default when a presentation names no slide size. */
const DEFAULT_SIZE = { width: 960, height: 540 };

/** The base size of a converted slide, read from its outer element. */
export function slideSize(html: string): { width: number; height: number } {
  const m = /^\s*<div class="slide" style="[^"]*?width:\s*([\d.]+)px;\s*height:\s*([\d.]+)px/.exec(html);
  const width = Number(m?.[1]);
  const height = Number(m?.[2]);
  return width > 0 && height > 0 ? { width, height } : DEFAULT_SIZE;
}

/** The frame's document: the slides one under the other, scaled to the frame's width. */
export function slideDocument(slides: string[], size: { width: number; height: number }, scale: number): string {
  const w = size.width * scale;
  const h = size.height * scale;
  const csp = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:";
  const css = [
    `html,body{margin:0;background:#f0f2f5}`,
    `body{padding:${GAP}px 0 0}`,
    `.frame{width:${w}px;height:${h}px;margin:0 auto ${GAP}px;overflow:hidden;background:#fff;box-shadow:0 1px 4px rgba(0,0,0,.15)}`,
    `.inner{width:${size.width}px;height:${size.height}px;transform:scale(${scale});transform-origin:0 0}`,
    // a link would open inside the frame: the preview only shows
    `a{pointer-events:none}`,
  ].join('');
  const body = slides.map((s) => `<div class="frame"><div class="inner">${s}</div></div>`).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${csp}"><style>${css}</style></head><body>${body}</body></html>`;
}

/** Renders the presentation's slides into `el`; throws when the file holds no readable slide. */
export async function renderPptx(blob: Blob, el: HTMLElement): Promise<void> {
  const { pptxToHtml } = await import('@jvmr/pptx-to-html');
  const all = await pptxToHtml(await blob.arrayBuffer());
  const slides = all.slice(0, MAX_SLIDES);
  const first = slides[0];
  if (first === undefined) throw new Error('no slides');
  const size = slideSize(first);
  const available = Math.max(320, (el.clientWidth || 860) - 2 * GAP);
  const scale = Math.min(1, available / size.width);
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', '');
  frame.title = '幻灯片预览';
  frame.dataset.slides = String(slides.length);
  frame.style.cssText = 'display:block;width:100%;border:0';
  frame.height = String(Math.ceil(slides.length * (size.height * scale + GAP) + GAP));
  frame.srcdoc = slideDocument(slides, size, scale);
  el.appendChild(frame);
  if (all.length > slides.length) {
    const note = document.createElement('p');
    note.style.cssText = 'text-align:center;color:rgba(0,0,0,.45);margin:8px 0';
    note.textContent = COURSE_MSG.slidesTruncated(MAX_SLIDES);
    el.appendChild(note);
  }
}
