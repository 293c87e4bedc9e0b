import { Link } from 'react-router';
import { Button, Card, Popconfirm, Rate, Table } from 'antd';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useFollows, usePersonnelAction } from '../api.ts';
import { fmtTime } from '../components/NeedBits.tsx';
import { personnelPaths } from '../paths.ts';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';

/** personnel_follow: the HR firms I follow. */
export function FollowPage() {
  const { page, pagination } = usePaging(10, SITE_PAGER);
  const { data, isLoading } = useFollows(page);
  const toggle = usePersonnelAction('followToggle');
  return (
    <Card title="我的关注">
      <Table
        rowKey="userId"
        loading={isLoading}
        dataSource={data?.recordList ?? []}
        locale={{ emptyText: <EmptyState text="暂无关注的机构" /> }}
        pagination={pagination(data?.recordCount ?? 0)}
        columns={[
          { title: '人力资源机构', render: (_, f) => <Link to={personnelPaths.comments(f.userId)}>{f.firmname}</Link> },
          { title: '城市', dataIndex: 'cityName' },
          {
            title: '评分',
            render: (_, f) => (f.stars === null ? '暂无评价' : <Rate disabled allowHalf value={f.stars} style={{ fontSize: 12 }} />),
          },
          { title: '完成合同', dataIndex: 'completedCount' },
          { title: '关注时间', render: (_, f) => fmtTime(f.at) },
          {
            title: '操作',
            render: (_, f) => (
              <Popconfirm title="确定取消关注？" onConfirm={() => void toggle.run({ firmUserId: f.userId })}>
                <Button type="link" size="small">
                  取消关注
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
