import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, Space } from 'antd';
import { DEMAND_STEPS, canStep } from '@xcb/shared/states';
import { useMyWork, usePayRequests } from '../api.ts';
import { RequestsTable, WorkDialog, type WorkTarget } from '../components/WorkerBits.tsx';
import { StatusTag, useDemandPaging } from '../components/DemandBits.tsx';
import { employmentPaths } from '../paths.ts';
import { Paged } from '../components/PagedDemands.tsx';
import { EL } from '../../../locale/employment.ts';

/** spec: my_work — the projects I was accepted for: deliveries and payment requests. */
export function MyWorkPage() {
  const { page, pagination } = useDemandPaging();
  const q = useMyWork(page);
  const [target, setTarget] = useState<WorkTarget | null>(null);
  const mine = usePayRequests({ pageNum: 0, pageSize: 20, mine: 1 });
  return (
    <>
      <Paged
        title={EL.myWork}
        query={q}
        pagination={pagination}
        extra={(d) =>
          canStep(DEMAND_STEPS, 'deliver', d.lHyhneedStatus, 'worker') ? (
            <Space>
              <Button size="small" onClick={() => setTarget({ id: d.id, mode: 'deliver' })}>
                {EL.deliver}
              </Button>
              <Button size="small" type="primary" onClick={() => setTarget({ id: d.id, mode: 'request' })}>
                {EL.requestPay}
              </Button>
              <Link to={employmentPaths.myOrderDetails(d.id)}>{EL.details}</Link>
            </Space>
          ) : (
            <Space>
              <StatusTag status={d.lHyhneedStatus} />
              <Link to={employmentPaths.myOrderDetails(d.id)}>{EL.details}</Link>
            </Space>
          )
        }
      />
      <Card title={EL.myRequests} style={{ marginTop: 16 }}>
        <RequestsTable rows={mine.data?.recordList ?? []} />
      </Card>
      <WorkDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}
