import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { page as shell } from './compose.ts';
import { JAVA_BASICS, LABOR_CONTRACT, type Block } from './handouts.ts';
import { docx } from './docx.ts';
import { remux } from './mp4.ts';
import { esc } from './util.ts';

// The demo's one-off media (`npm run demo:pictures -- --media`): the bank-transfer voucher the top-ups
// upload, the course video, and the handouts attached to course sections.

const VOUCHER = `<div style="position:absolute;inset:0;background:#fffdf8;border:1px solid #d9cbb3;font-size:11.5px;color:#2d2a26">
<div style="position:absolute;inset:0;background:repeating-linear-gradient(135deg, rgba(180,150,100,.05) 0 2px, transparent 2px 9px)"></div>
<div style="position:relative;display:flex;align-items:center;gap:8px;padding:12px 16px 6px">
  <svg width="30" height="30" viewBox="0 0 30 30"><circle cx="15" cy="15" r="14" fill="#c8102e"/><path d="M8 15h14M15 8v14" stroke="#fff" stroke-width="3"/><circle cx="15" cy="15" r="6" fill="none" stroke="#fff" stroke-width="2.4"/></svg>
  <div style="font-weight:700;font-size:15px;color:#a50d25;letter-spacing:1px">星河银行</div>
  <div style="flex:1;text-align:center;font-weight:700;font-size:17px;letter-spacing:3px;margin-right:70px">网上银行电子回单</div>
</div>
<div style="position:relative;display:flex;justify-content:space-between;padding:0 16px 5px;color:#6b6156;font-size:10.5px"><span>回单编号：20260312102436001873</span><span>打印日期：2026-03-12</span></div>
<table style="position:relative;margin:0 16px;width:calc(100% - 32px);border-collapse:collapse">
<tr><td class="h">付款人</td><td class="v">张*明<span class="n">6217 **** **** 4821</span></td></tr>
<tr><td class="h">收款人</td><td class="v">贤才宝平台服务有限公司<span class="n">3301 0401 0008 8826</span></td></tr>
<tr><td class="h">收款行</td><td class="v">星河银行北京中关村支行</td></tr>
<tr><td class="h">金&#12288;额</td><td class="v">人民币壹仟元整<b style="margin-left:18px;font-size:13px">¥1,000.00</b></td></tr>
<tr><td class="h">用&#12288;途</td><td class="v">贤才宝账户充值</td></tr>
<tr><td class="h">交易时间</td><td class="v">2026-03-12 10:24:36<span class="n">交易成功</span></td></tr>
</table>
<div style="position:relative;padding:6px 16px;color:#8a7f72;font-size:9.5px">流水号 9120260312102436587&#12288;本回单可登录网上银行验证真伪，重复打印无效</div>
<svg style="position:absolute;right:30px;bottom:30px;opacity:.8;transform:rotate(-12deg)" width="100" height="100" viewBox="0 0 108 108">
  <defs><path id="arc" d="M18 56a36 36 0 1 1 72 0"/></defs>
  <circle cx="54" cy="54" r="50" fill="none" stroke="#d81e2c" stroke-width="3.5"/>
  <text font-size="11.5" fill="#d81e2c" font-weight="700" letter-spacing="1.2"><textPath href="#arc" startOffset="50%" text-anchor="middle">星河银行杭州分行</textPath></text>
  <path d="M54 40l4.1 8.3 9.2 1.3-6.6 6.5 1.5 9.1-8.2-4.3-8.2 4.3 1.5-9.1-6.6-6.5 9.2-1.3z" fill="#d81e2c"/>
  <text x="54" y="84" font-size="10.5" fill="#d81e2c" font-weight="700" text-anchor="middle">电子回单专用章</text>
</svg></div>`;

const VOUCHER_CSS = `td{border:1px solid #cdbfa8;padding:3px 8px;height:21px;font-size:11.5px}.h{width:58px;text-align:center;background:#f5eee2;color:#5a4f43;white-space:nowrap}.v{color:#1f1c19}.n{margin-left:14px;color:#4b4540}`;

async function voucher(browser: Browser, dir: string): Promise<void> {
  // 480x300 like the placeholder it replaces, drawn at 1.5x so the small print stays legible
  const page = await browser.newPage({ viewport: { width: 480, height: 300 }, deviceScaleFactor: 1.5 });
  await page.setContent(shell(480, 300, VOUCHER, VOUCHER_CSS));
  writeFileSync(join(dir, 'voucher.png'), await page.screenshot({ clip: { x: 0, y: 0, width: 480, height: 300 } }));
  await page.close();
}

/**
 * The lesson video: an animated canvas recorded with MediaRecorder as H.264 in MP4 (course sections take
 * MP4 only; Debian's Chromium plays H.264), remuxed (mp4.ts), then played back in a <video> to check its
 * duration and that it seeks.
 */
const RECORDER = `async (seconds) => {
  const W = 640, H = 360;
  const c = document.createElement('canvas'); c.width = W; c.height = H; document.body.append(c);
  const x = c.getContext('2d');
  const font = (px, bold) => (bold ? '700 ' : '') + px + "px 'Noto Sans CJK SC', sans-serif";
  const points = ['岗位说明书的四个部分', '任职要求怎样写才具体', '薪资范围与试用期约定', '课后练习：改写一份岗位说明'];
  const draw = (t) => {
    const g = x.createLinearGradient(0, 0, W, H); g.addColorStop(0, '#0d4fb0'); g.addColorStop(1, '#3c89e8');
    x.fillStyle = g; x.fillRect(0, 0, W, H);
    for (let i = 0; i < 6; i++) { x.beginPath(); x.fillStyle = 'rgba(255,255,255,0.06)'; x.arc(80 + i * 110 + Math.sin(t / 1.7 + i) * 24, 70 + (i % 3) * 110 + Math.cos(t / 2.1 + i) * 18, 40 + i * 6, 0, 7); x.fill(); }
    x.fillStyle = 'rgba(255,255,255,0.95)'; x.beginPath(); x.roundRect(36, 36, W - 72, H - 72, 18); x.fill();
    x.fillStyle = '#1668dc'; x.fillRect(36, 36, 8, H - 72);
    x.fillStyle = '#6b7280'; x.font = font(14); x.fillText('课程示例 · 第1节', 68, 76);
    x.fillStyle = '#1f2937'; x.font = font(28, true); x.fillText('如何写一份清晰的岗位说明', 68, 116);
    points.forEach((s, i) => {
      const a = Math.max(0, Math.min(1, (t - 1 - i * 2) / 0.6));
      if (!a) return;
      x.globalAlpha = a; const y = 162 + i * 38 + (1 - a) * 12;
      x.fillStyle = '#1668dc'; x.beginPath(); x.arc(80, y - 6, 6, 0, 7); x.fill();
      x.fillStyle = '#374151'; x.font = font(19); x.fillText(s, 98, y);
      x.globalAlpha = 1;
    });
    const cx = 500, cy = 210, r = 58, p = Math.min(1, t / seconds);
    x.lineWidth = 14; x.strokeStyle = '#e5edfb'; x.beginPath(); x.arc(cx, cy, r, 0, 7); x.stroke();
    x.strokeStyle = '#f59e0b'; x.beginPath(); x.arc(cx, cy, r, -Math.PI / 2, -Math.PI / 2 + p * Math.PI * 2); x.stroke();
    x.fillStyle = '#1f2937'; x.font = font(22, true); x.textAlign = 'center'; x.fillText(Math.round(p * 100) + '%', cx, cy + 8); x.textAlign = 'left';
    x.fillStyle = '#e5e7eb'; x.fillRect(68, H - 64, W - 136, 6);
    x.fillStyle = '#1668dc'; x.fillRect(68, H - 64, (W - 136) * p, 6);
    x.fillStyle = '#9ca3af'; x.font = font(12); x.fillText('贤才宝 · 共享培训', W - 168, H - 44);
  };
  const stream = c.captureStream(25);
  const rec = new MediaRecorder(stream, { mimeType: 'video/mp4;codecs=avc1.42E01E', videoBitsPerSecond: 450000 });
  const parts = [];
  rec.ondataavailable = (e) => parts.push(e.data);
  const done = new Promise((r) => (rec.onstop = r));
  const start = performance.now();
  rec.start(1000);
  await new Promise((resolve) => {
    const tick = () => { const t = (performance.now() - start) / 1000; draw(t); if (t < seconds) requestAnimationFrame(tick); else resolve(); };
    tick();
  });
  rec.stop(); await done;
  const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
  let bin = ''; for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}`;

const SECONDS = 14;

/** Plays the file in a <video> as the course player would: answers its duration, size, and whether seeking works. */
const PLAYBACK = `async (base64) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const v = document.createElement('video'); v.muted = true; v.src = URL.createObjectURL(new Blob([bytes], { type: 'video/mp4' }));
  await new Promise((r, j) => { v.onloadeddata = r; v.onerror = () => j(new Error('the video does not play: ' + v.error?.code)); });
  v.currentTime = v.duration / 2; await new Promise((r) => (v.onseeked = r));
  return { duration: v.duration, width: v.videoWidth, height: v.videoHeight, seeked: v.currentTime };
}`;

async function video(browser: Browser, dir: string): Promise<void> {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><meta charset="utf-8"><body style="margin:0">');
  const recorded = Buffer.from(await page.evaluate<string>(`(${RECORDER})(${SECONDS})`), 'base64');
  const { mp4, seconds } = remux(recorded);
  const out = await page.evaluate<{ duration: number; width: number; height: number; seeked: number }>(
    `(${PLAYBACK})('${mp4.toString('base64')}')`,
  );
  await page.close();
  if (!(Math.abs(out.duration - seconds) < 0.5 && out.seeked > 1))
    throw new Error(`demo video: plays ${out.duration} s (expected ${seconds}), seeks to ${out.seeked}`);
  writeFileSync(join(dir, 'demo-video.mp4'), mp4);
  console.log(`demo-video.mp4: ${out.width}x${out.height}, ${out.duration.toFixed(1)} s, ${mp4.length} bytes`);
}

function html(blocks: Block[]): string {
  return blocks
    .map((b) => {
      if ('h1' in b) return `<h1>${esc(b.h1)}</h1>${b.sub ? `<div class="sub">${esc(b.sub)}</div>` : ''}`;
      if ('h2' in b) return `<h2>${esc(b.h2)}</h2>`;
      if ('p' in b) return `<p>${esc(b.p)}</p>`;
      if ('list' in b) return `<ol>${b.list.map((i) => `<li>${esc(i)}</li>`).join('')}</ol>`;
      if ('code' in b) return `<pre>${esc(b.code)}</pre>`;
      if ('note' in b) return `<div class="note">${esc(b.note)}</div>`;
      const [head, ...rows] = b.table;
      return `<table><tr>${head!.map((c) => `<th>${esc(c)}</th>`).join('')}</tr>${rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</table>`;
    })
    .join('\n');
}

const PDF_CSS = `body{font-family:'Noto Sans CJK SC',sans-serif;color:#1f2937;font-size:12.5pt;line-height:1.85;margin:0}
h1{font-size:24pt;color:#0d4fb0;margin:0 0 4pt;letter-spacing:1pt}.sub{color:#6b7280;font-size:10.5pt;padding-bottom:12pt;border-bottom:3px solid #1668dc;margin-bottom:14pt}
h2{font-size:15pt;color:#0d4fb0;margin:20pt 0 6pt;padding-left:9pt;border-left:5px solid #1668dc;break-after:avoid}
p{margin:0 0 9pt;text-indent:2em;text-align:justify}ol{margin:0 0 10pt;padding-left:2.2em}li{margin:2pt 0}
table{border-collapse:collapse;width:100%;margin:6pt 0 12pt;font-size:11pt;break-inside:avoid}th{background:#e8f1fd;color:#0d4fb0;text-align:left}th,td{border:1px solid #c9d6ea;padding:5pt 8pt}
pre{background:#1e2230;color:#e5e7eb;font-family:'Noto Sans Mono CJK SC','DejaVu Sans Mono',monospace;font-size:10pt;line-height:1.55;padding:10pt 12pt;border-radius:6pt;break-inside:avoid;white-space:pre-wrap}
.note{background:#fff7e6;border:1px solid #ffd591;border-radius:6pt;padding:8pt 12pt;margin:8pt 0 12pt;color:#7c4a03;font-size:11pt}`;

async function pdf(browser: Browser, file: string, title: string, blocks: Block[]): Promise<void> {
  const page = await browser.newPage();
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title><style>${PDF_CSS}</style></head><body>${html(blocks)}</body></html>`,
  );
  const foot = `<div style="width:100%;font-size:8pt;color:#9ca3af;font-family:'Noto Sans CJK SC';display:flex;justify-content:space-between;padding:0 18mm"><span>${esc(title)} · 贤才宝共享培训</span><span>第 <span class="pageNumber"></span> 页 / 共 <span class="totalPages"></span> 页</span></div>`;
  const bytes = await page.pdf({
    format: 'A4',
    printBackground: true,
    margin: { top: '18mm', bottom: '20mm', left: '18mm', right: '18mm' },
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate: foot,
  });
  await page.close();
  writeFileSync(file, bytes);
}

export const MEDIA = ['voucher', 'handouts', 'video'] as const;
export type Media = (typeof MEDIA)[number];

export async function makeMedia(browser: Browser, dir: string, which: readonly Media[] = MEDIA): Promise<void> {
  if (which.includes('voucher')) await voucher(browser, dir);
  if (which.includes('handouts')) {
    await pdf(browser, join(dir, 'handout-1.pdf'), '劳动合同要点讲义', LABOR_CONTRACT);
    await pdf(browser, join(dir, 'handout-2.pdf'), 'Java 入门讲义', JAVA_BASICS);
    writeFileSync(join(dir, 'handout-1.docx'), docx('劳动合同要点讲义', LABOR_CONTRACT));
  }
  if (which.includes('video')) await video(browser, dir);
}
