import { describe, expect, it } from 'vitest';
import { slideDocument, slideSize } from './pptx.ts';

// The converter itself needs a browser DOM; the course-preview journey renders a real pptx with it.

describe('slideSize', () => {
  it("reads the converter's slide size, or takes its 960x540 default", () => {
    expect(slideSize('<div class="slide" style="position: relative; width: 720px; height: 540px; overflow: hidden;">x</div>')).toEqual({
      width: 720,
      height: 540,
    });
    expect(slideSize('\n  <div class="slide" style="position: relative; width: 1279.9px; height: 720.5px;">')).toEqual({
      width: 1279.9,
      height: 720.5,
    });
    expect(slideSize('<div>no size</div>')).toEqual({ width: 960, height: 540 });
  });
});

describe('slideDocument', () => {
  it('scales every slide into the frame under a policy that runs and fetches nothing', () => {
    const doc = slideDocument(['<div class="slide">一</div>', '<div class="slide">二</div>'], { width: 960, height: 540 }, 0.5);
    expect(doc).toContain(`content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:"`);
    expect(doc.match(/class="frame"/g)).toHaveLength(2);
    expect(doc).toContain('.frame{width:480px;height:270px;');
    expect(doc).toContain('transform:scale(0.5)');
    // the policy comes before any slide content
    expect(doc.indexOf('Content-Security-Policy')).toBeLessThan(doc.indexOf('一'));
  });
});
