import { Button, Card, Pagination, Popconfirm } from 'antd';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { PositionItem } from '../components/bits.tsx';
import { useListPaging } from '../components/lists.tsx';

/** my_collect: my favourite positions. */
export function MyCollectPage() {
  const { page, pagination } = useListPaging();
  const { data, isFetching } = useRecruit('collectList', page, { fresh: true });
  const toggle = useRecruitMutation('collectToggle');
  const list = data?.data.recordList ?? [];
  const p = pagination(data?.data.recordCount);
  return (
    <Card title="我的收藏" loading={isFetching && !data}>
      {list.length === 0 ? (
        <EmptyState text="暂无收藏记录！" />
      ) : (
        list.map((x) => (
          <PositionItem
            key={x.id}
            p={x}
            extra={
              <Popconfirm title="确定取消收藏？" onConfirm={() => toggle.mutate({ positionId: x.id })}>
                <Button size="small">取消收藏</Button>
              </Popconfirm>
            }
          />
        ))
      )}
      <Pagination {...p} style={{ textAlign: 'right' }} />
    </Card>
  );
}
