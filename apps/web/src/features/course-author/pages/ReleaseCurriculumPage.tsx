import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Card, Empty, List, Modal, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { MyCourse } from '@xcb/shared/actions/course-author';
import { COURSE_MSG } from '@xcb/shared/messages';
import { formatCoins } from '@xcb/shared/format';
import { uploadUrl } from '../../../api/files.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { PAGE_SIZE, useCourseMutation, useMyCourses } from '../api.ts';
import { AUTHOR_L } from '../../../locale/course-author.ts';
import { ConfirmDelete } from '../components/ConfirmDelete.tsx';
import { StatusTag } from '../components/StatusTag.tsx';
import { clearDraft, writeDraft } from '../draft.ts';
import styles from './course.module.css';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';

const T = AUTHOR_L.mine;

/** /release_curriculum: the author's courses, six a page, with their review state. */
export function ReleaseCurriculumPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { page, pagination } = usePaging(PAGE_SIZE, SITE_PAGER);
  const q = useMyCourses(page.pageNum);
  const remove = useCourseMutation((c) => c.deleteCourse);
  const [result, setResult] = useState<MyCourse | null>(null);

  const edit = (c: MyCourse) => {
    if (c.status === 1) {
      void message.warning(COURSE_MSG.approvedLocked);
      return;
    }
    clearDraft();
    writeDraft({
      id: c.id,
      typeId: c.typeIds[0],
      title: c.title,
      summary: c.summary,
      postDivision: c.postDivision ?? undefined,
      readMoney: c.readMoney > 0 ? formatCoins(c.readMoney).replace(/,/g, '') : '',
      content: c.content,
      icon: c.icon ?? undefined,
    });
    void navigate('/step1');
  };
  const del = (c: MyCourse) => remove.run({ id: c.id });

  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card
        title={AUTHOR_L.myCourses}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              clearDraft();
              void navigate('/step1');
            }}
          >
            {AUTHOR_L.publish}
          </Button>
        }
      >
        <List<MyCourse>
          loading={q.isPending}
          dataSource={q.data?.recordList ?? []}
          locale={{ emptyText: <Empty description={COURSE_MSG.noCourses} /> }}
          // a List keeps its pager's margin even when the pager hides
          pagination={(q.data?.recordCount ?? 0) > PAGE_SIZE && pagination(q.data?.recordCount)}
          renderItem={(c) => (
            <List.Item
              data-testid={`course-${c.id}`}
              actions={[
                <Button key="chapters" type="link" onClick={() => void navigate(`/add_chapter?id=${c.id}`)}>
                  {c.status === 1 ? T.viewChapters : AUTHOR_L.editChapters}
                </Button>,
                <Button key="edit" type="link" onClick={() => edit(c)}>
                  {T.edit}
                </Button>,
                <ConfirmDelete key="del" title={T.deleteConfirm} description={T.deleteHint} onConfirm={() => del(c)}>
                  <Button type="link" danger>
                    {AUTHOR_L.delete}
                  </Button>
                </ConfirmDelete>,
              ]}
            >
              <div className={styles.courseRow}>
                {c.icon ? (
                  <img src={uploadUrl(c.icon)} alt={c.title} />
                ) : (
                  <div style={{ width: 168, height: 130, background: '#f5f5f5' }} />
                )}
                <Space direction="vertical" size={4}>
                  <Space>
                    <Typography.Text strong style={{ fontSize: 16 }}>
                      {c.title}
                    </Typography.Text>
                    <StatusTag status={c.status} onClick={c.status === 1 || c.status === 2 ? () => setResult(c) : undefined} />
                  </Space>
                  <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, maxWidth: 520 }}>
                    {c.summary}
                  </Typography.Paragraph>
                  <Typography.Text>
                    {c.typeNames.join(T.typeSeparator)} · {c.postDivision} ·{' '}
                    {c.readMoney > 0 ? AUTHOR_L.coins(formatCoins(c.readMoney)) : AUTHOR_L.free} · {T.sold} {c.buyCount}
                  </Typography.Text>
                  <Typography.Text type="secondary">{T.publishedAt(formatDateTime(c.createdate))}</Typography.Text>
                </Space>
              </div>
            </List.Item>
          )}
        />
      </Card>
      <Modal
        title={T.result}
        open={result !== null}
        onCancel={() => setResult(null)}
        footer={
          <Button type="primary" onClick={() => setResult(null)}>
            {T.gotIt}
          </Button>
        }
      >
        {result?.status === 1 ? (
          <Typography.Paragraph>{T.approved(result.title)}</Typography.Paragraph>
        ) : (
          <>
            <Typography.Paragraph>{T.rejected(result?.title ?? '')}</Typography.Paragraph>
            <Typography.Paragraph>
              <Typography.Text strong>{T.reason}</Typography.Text>
              {result?.reviewReason ?? '—'}
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </div>
  );
}
