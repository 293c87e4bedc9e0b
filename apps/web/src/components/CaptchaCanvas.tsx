import { useEffect, useRef } from 'react';
import { CAPTCHA_CHARS, CAPTCHA_LENGTH } from '@xcb/shared/rules';

/** A new 4-character code from the spec's 31-character set (no easily confused I, L, O, 0, 1). */
export function randomCaptcha(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(CAPTCHA_LENGTH));
  return Array.from(bytes, (b) => CAPTCHA_CHARS[b % CAPTCHA_CHARS.length]).join('');
}

/** The same comparison everywhere: case does not matter to the person typing it. */
export function captchaMatches(code: string, input: string | undefined): boolean {
  return (input ?? '').trim().toUpperCase() === code.toUpperCase();
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const color = (min: number, max: number) =>
  `rgb(${Math.round(rand(min, max))},${Math.round(rand(min, max))},${Math.round(rand(min, max))})`;

function draw(canvas: HTMLCanvasElement, code: string, width: number, height: number) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.fillStyle = color(235, 252);
  ctx.fillRect(0, 0, width, height);

  const step = width / (code.length + 1);
  ctx.textBaseline = 'middle';
  Array.from(code).forEach((ch, i) => {
    ctx.save();
    ctx.font = `bold ${Math.round(rand(height * 0.55, height * 0.7))}px Arial, sans-serif`;
    ctx.fillStyle = color(30, 140);
    ctx.translate(step * (i + 0.7), height / 2 + rand(-3, 3));
    ctx.rotate((rand(-25, 25) * Math.PI) / 180);
    ctx.fillText(ch, 0, 0);
    ctx.restore();
  });

  for (let i = 0; i < 4; i++) {
    ctx.strokeStyle = color(120, 210);
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(rand(0, width), rand(0, height));
    ctx.lineTo(rand(0, width), rand(0, height));
    ctx.stroke();
  }
  for (let i = 0; i < 30; i++) {
    ctx.fillStyle = color(100, 220);
    ctx.beginPath();
    ctx.arc(rand(0, width), rand(0, height), 1, 0, 2 * Math.PI);
    ctx.fill();
  }
}

interface CaptchaCanvasProps {
  code: string;
  onRefresh: () => void;
  title: string;
  width?: number;
  height?: number;
}

/** spec: register picture captcha, drawn in the browser; click for a new one. */
export function CaptchaCanvas({ code, onRefresh, title, width = 112, height = 40 }: CaptchaCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (ref.current) draw(ref.current, code, width, height);
  }, [code, width, height]);
  return (
    <canvas
      ref={ref}
      role="button"
      tabIndex={0}
      aria-label={title}
      title={title}
      data-testid="captcha-canvas"
      onClick={onRefresh}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onRefresh();
        }
      }}
      style={{ width, height, borderRadius: 6, cursor: 'pointer', display: 'block', flexShrink: 0 }}
    />
  );
}
