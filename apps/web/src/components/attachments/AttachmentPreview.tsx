import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Result, Spin } from 'antd';
import { COURSE_MSG } from '@xcb/shared/messages';
import { renderPptx } from './pptx.ts';
import { renderSheets } from './sheet.ts';
import { CONTROLS } from '../../locale/controls.ts';

// In-browser previews of attachments, each library loaded only when its kind is opened (this whole
// component is lazily imported too): docx with docx-preview, pdf with pdfjs-dist, pptx and the
// spreadsheets (xlsx, xls) by the renderers beside this file. No browser library reads the old binary
// ppt, so it is offered as a download; doc is refused as the spec says. The file comes from a URL: the
// author's own upload, or a learner's signed course link.

async function fetchBlob(url: string): Promise<Blob> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(String(res.status));
  return res.blob();
}

async function renderPdf(url: string, el: HTMLElement): Promise<void> {
  const pdfjs = await import('pdfjs-dist');
  const worker = (await import('pdfjs-dist/build/pdf.worker.min.mjs?url')).default;
  pdfjs.GlobalWorkerOptions.workerSrc = worker;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await (await fetchBlob(url)).arrayBuffer()) }).promise;
  const pages = Math.min(doc.numPages, 50);
  for (let i = 1; i <= pages; i++) {
    const page = await doc.getPage(i);
    const viewport = page.getViewport({ scale: 1.3 });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    canvas.style.maxWidth = '100%';
    canvas.style.display = 'block';
    canvas.style.margin = '0 auto 12px';
    canvas.style.boxShadow = '0 1px 4px rgba(0,0,0,.15)';
    el.appendChild(canvas);
    await page.render({ canvas, viewport }).promise;
  }
}

async function renderDocx(url: string, el: HTMLElement): Promise<void> {
  const { renderAsync } = await import('docx-preview');
  await renderAsync(await fetchBlob(url), el, undefined, { inWrapper: true, ignoreLastRenderedPageBreak: true });
}

/** `ext` when the name has none (the stored file's own extension); `downloadUrl` saves it under its name. */
export function AttachmentPreview({
  url,
  downloadUrl,
  name,
  ext: given,
}: {
  url: string;
  downloadUrl: string;
  name: string;
  ext?: string;
}) {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? given?.toLowerCase() ?? '';
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.innerHTML = '';
    let live = true;
    const job =
      ext === 'pdf'
        ? renderPdf(url, el)
        : ext === 'docx'
          ? renderDocx(url, el)
          : ext === 'pptx'
            ? fetchBlob(url).then((blob) => renderPptx(blob, el))
            : ext === 'xlsx' || ext === 'xls'
              ? fetchBlob(url).then((blob) => renderSheets(blob, el))
              : null;
    if (!job) return;
    setState('loading');
    job.then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [ext, url]);

  if (ext === 'doc') return <Alert type="warning" showIcon message={COURSE_MSG.docPreview} />;
  if (!['pdf', 'docx', 'pptx', 'xlsx', 'xls'].includes(ext)) {
    return (
      <Result
        status="info"
        title={ext === 'ppt' ? COURSE_MSG.pptPreview : COURSE_MSG.previewUnsupported}
        subTitle={COURSE_MSG.previewDownload}
        extra={
          <Button type="primary" href={downloadUrl}>
            {CONTROLS.downloadFile(name)}
          </Button>
        }
      />
    );
  }
  return (
    <div>
      {state === 'loading' && <Spin style={{ display: 'block', margin: '24px auto' }} />}
      {state === 'failed' && <Alert type="error" showIcon message={COURSE_MSG.previewFailed} />}
      <div ref={ref} style={{ maxHeight: 600, overflow: 'auto' }} data-testid="attachment-preview" />
    </div>
  );
}
