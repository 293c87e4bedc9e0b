import { Button, Card, Pagination, Popconfirm } from 'antd';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { PositionItem } from '../components/bits.tsx';
import { useListPaging } from '../components/lists.tsx';
import { SHARING_MSG } from '@xcb/shared/messages';
import { RP } from '../../../locale/recruitment-pages.ts';

/** my_collect: my favourite positions. */
export function MyCollectPage() {
  const { page, pagination } = useListPaging();
  const { data, isFetching } = useRecruit('collectList', page, { fresh: true });
  const toggle = useRecruitMutation('collectToggle');
  const list = data?.data.recordList ?? [];
  const p = pagination(data?.data.recordCount);
  return (
    <Card title={RP.collect.title} loading={isFetching && !data}>
      {list.length === 0 ? (
        <EmptyState text={SHARING_MSG.noCollections} />
      ) : (
        list.map((x) => (
          <PositionItem
            key={x.id}
            p={x}
            extra={
              <Popconfirm title={RP.collect.confirm} onConfirm={() => toggle.mutate({ positionId: x.id })}>
                <Button size="small">{RP.collect.cancel}</Button>
              </Popconfirm>
            }
          />
        ))
      )}
      <Pagination {...p} style={{ textAlign: 'right' }} />
    </Card>
  );
}
