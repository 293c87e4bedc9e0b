import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Result, Space, Spin, Steps, Tag } from 'antd';
import { APPLY_STATE_LABEL, DELIVERY_STATE_LABEL } from '@xcb/shared/actions/employment';
import { DEMAND_STEPS, canStep } from '@xcb/shared/states';
import { errorText } from '../../../api/client.ts';
import { useDeliveries, useDemand, usePayRequests } from '../api.ts';
import { OrderCard } from '../components/DemandBits.tsx';
import { RequestsTable, WorkDialog, asDeliveryRecords, type WorkTarget } from '../components/WorkerBits.tsx';
import { DeliveryHistory } from '../../../components/deliveries/Deliveries.tsx';
import { employmentPaths } from '../paths.ts';
import { EL } from '../../../locale/employment.ts';
import { EMPLOYMENT_MSG as M } from '@xcb/shared/messages';

const S = EL.mine.steps;

/**
 * spec: my_order_details?id — a demand as the worker who applied sees it: where his application stands,
 * and once accepted his deliveries and payment requests, with the next step.
 */
export function MyOrderDetailsPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id') ?? 0) || 0;
  const demand = useDemand(id);
  const accepted = demand.data?.applyState === 1;
  const deliveries = useDeliveries({ needId: id, pageNum: 0, pageSize: 50 }, accepted);
  const requests = usePayRequests({ needId: id, mine: 1, pageNum: 0, pageSize: 50 }, accepted);
  const [target, setTarget] = useState<WorkTarget | null>(null);
  if (demand.isLoading) return <Spin />;
  const d = demand.data;
  if (!d)
    return (
      <Result
        status="404"
        title={demand.error ? errorText(demand.error) : M.notFound}
        extra={<Link to={employmentPaths.mySend()}>{EL.mine.backToSends}</Link>}
      />
    );
  if (d.applyState === null)
    return <Result status="info" title={EL.mine.notApplied} extra={<Link to={employmentPaths.demand(d.id)}>{EL.mine.viewDemand}</Link>} />;
  const working = accepted && canStep(DEMAND_STEPS, 'deliver', d.lHyhneedStatus, 'worker');
  // the worker's path: applied → accepted → delivering and paid → the project ends
  const step = d.applyState === 0 ? 0 : d.applyState === 2 ? 1 : d.lHyhneedStatus === 5 ? 3 : 2;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <OrderCard d={d}>
        <Steps
          size="small"
          current={step}
          status={d.applyState === 2 ? 'error' : undefined}
          items={[{ title: S.applied }, { title: d.applyState === 2 ? S.declined : S.accepted }, { title: S.working }, { title: S.ended }]}
          style={{ marginBottom: 16 }}
        />
        {d.applyState === 0 && <Alert type="info" showIcon title={EL.mine.pending} style={{ marginBottom: 12 }} />}
        {d.applyState === 2 && <Alert type="warning" showIcon title={EL.mine.declined} style={{ marginBottom: 12 }} />}
        <Descriptions
          bordered
          size="small"
          column={2}
          items={[
            {
              key: 'a',
              label: EL.mine.applyState,
              children: <Tag color={accepted ? 'green' : d.applyState === 2 ? 'red' : 'gold'}>{APPLY_STATE_LABEL[d.applyState]}</Tag>,
            },
            { key: 'c', label: EL.facts.publisher, children: <Link to={employmentPaths.companyInfo(d.publisherId)}>{d.companyName}</Link> },
            { key: 'z', label: EL.facts.mode, children: EL.mode(d.iszc) },
            { key: 'p', label: EL.facts.days, children: EL.days(d.projecttime) },
            { key: 'm', label: EL.facts.salary, children: d.daymoney },
            { key: 'b', label: EL.facts.balance, children: EL.coins(d.payPrice) },
            { key: 'contact', label: EL.facts.contact, span: 2, children: EL.contact(d.name, d.phone) },
          ]}
        />
        {working && (
          <Space style={{ marginTop: 12 }}>
            <Button onClick={() => setTarget({ id: d.id, mode: 'deliver' })}>{EL.deliver}</Button>
            <Button type="primary" onClick={() => setTarget({ id: d.id, mode: 'request' })}>
              {EL.requestPay}
            </Button>
          </Space>
        )}
      </OrderCard>
      {accepted && (
        <>
          <Card title={EL.mine.deliveries} loading={deliveries.isLoading}>
            <DeliveryHistory
              labels={DELIVERY_STATE_LABEL}
              records={asDeliveryRecords(deliveries.data?.recordList ?? [])}
              empty={EL.mine.noDeliveries}
            />
          </Card>
          <Card title={EL.myRequests}>
            <RequestsTable rows={requests.data?.recordList ?? []} />
          </Card>
        </>
      )}
      <WorkDialog target={target} onClose={() => setTarget(null)} />
    </Space>
  );
}
