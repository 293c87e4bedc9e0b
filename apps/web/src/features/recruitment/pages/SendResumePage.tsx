import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Select } from 'antd';
import { APPLY_STATUS_LABEL } from '@xcb/shared/enums';
import { useRecruit } from '../api.ts';
import { ApplyTag, when } from '../components/bits.tsx';
import { rp } from '../paths.ts';
import { PagedTable, useListPaging } from '../components/lists.tsx';

/** send_resume: my applications and where each stands in the pipeline. */
export function SendResumePage() {
  const { page, pagination } = useListPaging();
  const [status, setStatus] = useState<number>();
  const { data, isFetching } = useRecruit('applyMine', { ...page, status }, { fresh: true });
  return (
    <Card
      title="投递记录"
      extra={
        <Select
          allowClear
          aria-label="投递状态"
          placeholder="全部状态"
          style={{ width: 140 }}
          value={status}
          onChange={setStatus}
          options={Object.entries(APPLY_STATUS_LABEL).map(([v, l]) => ({ value: Number(v), label: l }))}
        />
      }
    >
      <PagedTable
        list={data?.data}
        loading={isFetching}
        pagination={pagination}
        columns={[
          { title: '职位', render: (_, a) => <Link to={rp.job(a.position.id)}>{a.position.positionname}</Link> },
          { title: '企业', render: (_, a) => <Link to={rp.company(a.position.companyId)}>{a.position.companyname}</Link> },
          { title: '投递时间', render: (_, a) => when(a.createTime) },
          { title: '状态', render: (_, a) => <ApplyTag status={a.status} /> },
          { title: '企业留言', render: (_, a) => a.note ?? '—' },
        ]}
      />
    </Card>
  );
}
