import { Link } from 'react-router';
import { Card, Statistic, Table, Tag, Typography } from 'antd';
import { WALLET_MSG } from '@xcb/shared/messages';
import type { ScoreRecord } from '@xcb/shared/actions/wallet';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { formatDateTime } from '../../../lib/date.ts';
import { WL } from '../../../locale/wallet-labels.ts';
import { usePoints } from '../api.ts';
import { usePaging } from '../../../components/usePaging.ts';

/** /score_list: points records, 10 a page from page 0; expired points no longer count. */
export function ScoreListPage() {
  const { page, pagination } = usePaging(10, { hideOnSinglePage: true, showSizeChanger: false });
  const q = usePoints(page.pageNum);
  return (
    <div className="xcb-container" style={{ padding: '24px 0' }}>
      <Card title={WL.score.title} extra={<Link to="/jfgz">{WL.score.rules}</Link>}>
        <Statistic title={WL.score.total} value={q.data?.totalsocre ?? 0} style={{ marginBottom: 8 }} />
        <Typography.Paragraph type="secondary">{WL.score.exchange}</Typography.Paragraph>
        <Table<ScoreRecord>
          rowKey="id"
          loading={q.isFetching}
          dataSource={q.data?.recordList ?? []}
          locale={{ emptyText: <EmptyState text={WALLET_MSG.noScores} compact /> }}
          pagination={pagination(q.data?.recordCount)}
          columns={[
            { title: WL.score.source, dataIndex: 'sourceName' },
            {
              title: WL.score.value,
              dataIndex: 'score',
              render: (s: number, r) => (r.expired ? <Tag>{`+${s} ${WL.score.expired}`}</Tag> : <b style={{ color: '#237804' }}>+{s}</b>),
              width: 120,
            },
            { title: WL.score.time, dataIndex: 'createtime', render: (v: string) => formatDateTime(v), width: 160 },
            { title: WL.score.end, dataIndex: 'endtime', render: (v: string) => formatDateTime(v), width: 160 },
          ]}
        />
      </Card>
    </div>
  );
}
