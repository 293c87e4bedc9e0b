import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Spin } from 'antd';
import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { paths } from '../../../lib/paths.ts';
import { L } from '../../../locale/labels.ts';
import styles from './AgreementWordPage.module.css';

/** Generated at build time from locale/legal.ts (apps/web/build/agreement-docx.ts). */
const DOCX_URL = '/legal/user-agreement.docx';

/** spec: a word-file viewer also shows the user agreement. The .docx is rendered in the browser. */
export function AgreementWordPage() {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      try {
        const res = await fetch(DOCX_URL, { signal: controller.signal });
        if (!res.ok) throw new Error(String(res.status));
        const blob = await res.blob();
        const { renderAsync } = await import('docx-preview');
        if (!container.current) return;
        await renderAsync(blob, container.current, undefined, { inWrapper: true, ignoreLastRenderedPageBreak: true, breakPages: true });
        setState('ready');
      } catch (err) {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        setState('failed');
      }
    })();
    return () => controller.abort();
  }, []);

  return (
    <div className={`xcb-container ${styles.page}`}>
      <Card
        title={
          <span>
            <FileTextOutlined /> {L.word.title}
          </span>
        }
        extra={
          <span className={styles.actions}>
            <Link to={paths.agreement()}>{L.word.asText}</Link>
            <Button icon={<DownloadOutlined />} href={DOCX_URL} download={L.word.fileName}>
              {L.word.download}
            </Button>
          </span>
        }
      >
        {state === 'loading' && (
          <div className={styles.loading}>
            <Spin />
          </div>
        )}
        {state === 'failed' && <Alert type="error" showIcon message={L.word.failed} />}
        <div ref={container} className={styles.viewer} data-testid="docx-viewer" />
      </Card>
    </div>
  );
}
