import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Badge, List, Pagination, Tabs, Typography } from 'antd';
import type { Notice } from '@xcb/shared/actions/messaging';
import { NOTICE_TYPES } from '@xcb/shared/enums';
import { relativeTime } from '@xcb/shared/format';
import { useMarkNoticeRead, useNoticeList, type NoticeTypeFilter } from '../../../api/messaging.ts';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { NL } from '../labels.ts';
import { REFRESH_HINT, noticeTarget } from '../targets.ts';
import styles from './NoticeList.module.css';
import { usePaging } from '../../../components/usePaging.ts';

const TABS: { key: NoticeTypeFilter; label: string }[] = [
  { key: '', label: NL.all },
  ...Object.entries(NOTICE_TYPES).map(([key, label]) => ({ key: key as NoticeTypeFilter, label })),
];

/** The notice list filtered by type (spec), 10 a page; a click marks read and goes to the target. */
export function NoticeList({ onNavigate }: { onNavigate?: () => void }) {
  const [type, setType] = useState<NoticeTypeFilter>('');
  const { page, pagination, toFirst } = usePaging(10, { showSizeChanger: false });
  const list = useNoticeList(type, page.pageNum);
  const markRead = useMarkNoticeRead();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const open = async (n: Notice) => {
    if (n.readMsg === 0) {
      try {
        await markRead.mutateAsync({ id: n.id });
      } catch (err) {
        // spec: a failed read-mark shows the server msg
        void message.error(errorText(err));
        return;
      }
    }
    onNavigate?.();
    void navigate(noticeTarget(n));
  };

  return (
    <div>
      <Tabs
        size="small"
        activeKey={type}
        onChange={(k) => {
          setType(k as NoticeTypeFilter);
          toFirst();
        }}
        items={TABS.map((t) => ({ key: t.key, label: t.label }))}
      />
      <List<Notice>
        loading={list.isFetching && !list.data}
        dataSource={list.data?.recordList ?? []}
        locale={{ emptyText: <EmptyState text={NL.empty} compact /> }}
        renderItem={(n) => (
          // the whole row opens the notice on a click; its title is the button a keyboard or screen reader
          // reaches (a list item stays a list item: axe's list rule)
          <List.Item className={styles.item} onClick={() => void open(n)}>
            <List.Item.Meta
              title={
                <span className={styles.title}>
                  <Badge status={n.readMsg === 0 ? 'error' : 'default'} />
                  <button type="button" className={`${styles.open} ${n.readMsg === 0 ? styles.unread : ''}`}>
                    {n.messageTitle}
                  </button>
                  <Typography.Text type="secondary" className={styles.type}>
                    {n.typeName}
                  </Typography.Text>
                </span>
              }
              description={
                <>
                  <span className={styles.content}>{n.messageContent}</span>
                  {n.messageType === '05' && <span className={styles.hint}>{REFRESH_HINT}</span>}
                </>
              }
            />
            <Typography.Text type="secondary" className={styles.time}>
              {relativeTime(new Date(n.createTime))}
            </Typography.Text>
          </List.Item>
        )}
      />
      {(list.data?.recordCount ?? 0) > 10 && (
        <Pagination size="small" align="center" {...pagination(list.data?.recordCount)} style={{ marginTop: 12 }} />
      )}
    </div>
  );
}
