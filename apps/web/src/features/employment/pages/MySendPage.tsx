import { Link } from 'react-router';
import { Space, Tag } from 'antd';
import { APPLY_STATE_LABEL } from '@xcb/shared/actions/employment';
import { useMySends } from '../api.ts';
import { useDemandPaging } from '../components/DemandBits.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { employmentPaths } from '../paths.ts';
import { Paged } from '../components/PagedDemands.tsx';

/** spec: my_send — my applications. */
export function MySendPage() {
  const { page, pagination } = useDemandPaging();
  const q = useMySends(page);
  return (
    <Paged
      empty={
        <EmptyState
          text="暂无报名"
          description="找到合适的需求，报名后在这里查看进度"
          action={{ label: '去找需求', to: employmentPaths.list() }}
        />
      }
      title="我的报名"
      query={q}
      pagination={pagination}
      extra={(d) => (
        <Space>
          <Tag color={d.applyState === 1 ? 'green' : d.applyState === 2 ? 'red' : 'gold'}>{APPLY_STATE_LABEL[d.applyState]}</Tag>
          <Link to={employmentPaths.myOrderDetails(d.id)}>详情</Link>
        </Space>
      )}
    />
  );
}
