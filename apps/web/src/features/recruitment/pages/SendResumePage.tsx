import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from 'antd';
import { ApplyTag, when } from '../components/bits.tsx';
import { rp } from '../paths.ts';
import { ApplyStatusFilter, PagedTable, usePagedRecruit } from '../components/lists.tsx';
import { RP } from '../../../locale/recruitment-pages.ts';

/** send_resume: my applications and where each stands in the pipeline. */
export function SendResumePage() {
  const [status, setStatus] = useState<number>();
  const { table } = usePagedRecruit('applyMine', { status }, { fresh: true });
  return (
    <Card title={RP.sent.title} extra={<ApplyStatusFilter label={RP.sent.status} value={status} onChange={setStatus} />}>
      <PagedTable
        {...table}
        columns={[
          { title: RP.col.position, render: (_, a) => <Link to={rp.job(a.position.id)}>{a.position.positionname}</Link> },
          { title: RP.col.company, render: (_, a) => <Link to={rp.company(a.position.companyId)}>{a.position.companyname}</Link> },
          { title: RP.col.applyTime, render: (_, a) => when(a.createTime) },
          { title: RP.col.status, render: (_, a) => <ApplyTag status={a.status} /> },
          { title: RP.sent.companyNote, render: (_, a) => a.note ?? '—' },
        ]}
      />
    </Card>
  );
}
