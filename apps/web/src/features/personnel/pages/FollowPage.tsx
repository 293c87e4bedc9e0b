import { Button, Card, Popconfirm } from 'antd';
import { useFollows, usePersonnelAction } from '../api.ts';
import { PagedTable } from '../components/Lists.tsx';
import { PL } from '../../../locale/personnel.ts';

/** personnel_follow: the HR firms I follow. */
export function FollowPage() {
  const toggle = usePersonnelAction('followToggle');
  return (
    <Card title={PL.follow.title}>
      <PagedTable
        rowKey="userId"
        useList={useFollows}
        empty={PL.follow.empty}
        columns={(col) => [
          col.firm((f) => f),
          { title: PL.col.city, dataIndex: 'cityName' },
          col.stars((f) => f.stars),
          { title: PL.follow.completed, dataIndex: 'completedCount' },
          col.time(PL.follow.at, (f) => f.at),
          {
            title: PL.col.actions,
            render: (_, f) => (
              <Popconfirm title={PL.follow.confirmUnfollow} onConfirm={() => void toggle.run({ firmUserId: f.userId })}>
                <Button type="link" size="small">
                  {PL.follow.unfollow}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
