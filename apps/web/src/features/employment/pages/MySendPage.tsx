import { Link } from 'react-router';
import { Space, Tag } from 'antd';
import { APPLY_STATE_LABEL } from '@xcb/shared/actions/employment';
import { useMySends } from '../api.ts';
import { useDemandPaging } from '../components/DemandBits.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { employmentPaths } from '../paths.ts';
import { Paged } from '../components/PagedDemands.tsx';
import { EL } from '../../../locale/employment.ts';

/** spec: my_send — my applications. */
export function MySendPage() {
  const { page, pagination } = useDemandPaging();
  const q = useMySends(page);
  return (
    <Paged
      empty={
        <EmptyState text={EL.sends.empty} description={EL.sends.emptyHint} action={{ label: EL.sends.find, to: employmentPaths.list() }} />
      }
      title={EL.sends.title}
      query={q}
      pagination={pagination}
      extra={(d) => (
        <Space>
          <Tag color={d.applyState === 1 ? 'green' : d.applyState === 2 ? 'red' : 'gold'}>{APPLY_STATE_LABEL[d.applyState]}</Tag>
          <Link to={employmentPaths.myOrderDetails(d.id)}>{EL.details}</Link>
        </Space>
      )}
    />
  );
}
