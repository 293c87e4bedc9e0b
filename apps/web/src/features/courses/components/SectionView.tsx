import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CheckCircleOutlined, DownloadOutlined, EyeOutlined, FileOutlined } from '@ant-design/icons';
import { Alert, Button, Card, List, Progress, Skeleton, Space, Typography } from 'antd';
import type { SectionAttachment } from '@xcb/shared/actions/courses';
import { errorText } from '../../../api/client.ts';
import { useSection } from '../api.ts';
import styles from '../pages/study.module.css';
import { StudyVideo } from './StudyVideo.tsx';
import { AttachmentPreviewModal } from '../../../components/attachments/AttachmentPreviewModal.tsx';
import { COURSE_L } from '../../../locale/courses.ts';

const T = COURSE_L.study;

/** A section without video counts as read once its end has been on screen and it has been open this long. */
const READ_AFTER_MS = 5000;

interface Props {
  articleId: number;
  sectionId: number;
  /** 第N章 … */
  chapterLabel: string;
  /** recorded progress of this section */
  percent: number;
  /** a buyer's progress is kept; author and staff previews pass nothing */
  report?: ((percent: number) => void) | undefined;
  saving: boolean;
}

/** The selected section: title, video, text and attachments (preview in a dialog, download). */
export function SectionView({ articleId, sectionId, chapterLabel, percent, report, saving }: Props) {
  const { data, isLoading, error, refetch } = useSection(articleId, sectionId);
  const [preview, setPreview] = useState<SectionAttachment | null>(null);
  const hasVideo = Boolean(data?.video);

  return (
    <Card
      title={
        <Space direction="vertical" size={0} style={{ padding: '8px 0' }}>
          <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
            {chapterLabel}
          </Typography.Text>
          <span data-testid="study-section-title">{data?.name ?? '…'}</span>
        </Space>
      }
      extra={
        report &&
        data && (
          <Space>
            <Progress percent={percent} size="small" style={{ width: 140, margin: 0 }} aria-label={T.progress} />
            {!hasVideo && (
              <Button size="small" icon={<CheckCircleOutlined />} disabled={percent >= 100} loading={saving} onClick={() => report(100)}>
                {percent >= 100 ? T.done : T.markDone}
              </Button>
            )}
          </Space>
        )
      }
    >
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {error && (
        <Alert
          type="error"
          showIcon
          message={errorText(error)}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {T.retry}
            </Button>
          }
        />
      )}
      {data && (
        <Space direction="vertical" size={20} style={{ width: '100%' }}>
          {data.video && (
            <div>
              <StudyVideo
                key={sectionId}
                src={data.video.url}
                expiresAt={data.expiresAt}
                recorded={percent}
                report={report}
                renewLink={() => void refetch()}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {data.video.fileName}
                {report ? T.autosave : ''}
              </Typography.Text>
            </div>
          )}
          <ReadTracker key={sectionId} active={Boolean(report) && !hasVideo && percent < 100} onRead={() => report?.(100)}>
            <div className={styles.content} data-testid="study-content" dangerouslySetInnerHTML={{ __html: data.content }} />
          </ReadTracker>
          {data.attachments.length > 0 && (
            <div>
              <Typography.Title level={5}>{T.attachments}</Typography.Title>
              <List
                bordered
                size="small"
                dataSource={data.attachments}
                renderItem={(a) => (
                  <List.Item
                    actions={[
                      <Button key="preview" type="link" size="small" icon={<EyeOutlined />} onClick={() => setPreview(a)}>
                        {T.preview}
                      </Button>,
                      <Button key="download" type="link" size="small" icon={<DownloadOutlined />} href={a.downloadUrl} download={a.name}>
                        {T.download}
                      </Button>,
                    ]}
                  >
                    <Space>
                      <FileOutlined />
                      <span>{a.name}</span>
                    </Space>
                  </List.Item>
                )}
              />
            </div>
          )}
        </Space>
      )}
      <AttachmentPreviewModal file={preview} onClose={() => setPreview(null)} />
    </Card>
  );
}

/** Calls onRead once the end of its children has been on screen and the section has been open a while. */
function ReadTracker({ active, onRead, children }: { active: boolean; onRead: () => void; children: ReactNode }) {
  const end = useRef<HTMLDivElement>(null);
  const done = useRef(false);
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  }, [onRead]);
  useEffect(() => {
    const el = end.current;
    if (!active || !el || done.current) return;
    let seen = false;
    let waited = false;
    const check = () => {
      if (seen && waited && !done.current) {
        done.current = true;
        onReadRef.current();
      }
    };
    const timer = window.setTimeout(() => {
      waited = true;
      check();
    }, READ_AFTER_MS);
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        seen = true;
        check();
      }
    });
    io.observe(el);
    return () => {
      window.clearTimeout(timer);
      io.disconnect();
    };
  }, [active]);
  return (
    <div>
      {children}
      <div ref={end} aria-hidden style={{ height: 1 }} />
    </div>
  );
}
