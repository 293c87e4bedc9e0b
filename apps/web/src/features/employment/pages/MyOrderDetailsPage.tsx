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
        title={demand.error ? errorText(demand.error) : '需求不存在'}
        extra={<Link to={employmentPaths.mySend()}>返回我的报名</Link>}
      />
    );
  if (d.applyState === null)
    return <Result status="info" title="您没有报名该需求" extra={<Link to={employmentPaths.demand(d.id)}>查看需求</Link>} />;
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
          items={[{ title: '已报名' }, { title: d.applyState === 2 ? '未录用' : '已录用' }, { title: '交付与付款' }, { title: '项目结束' }]}
          style={{ marginBottom: 16 }}
        />
        {d.applyState === 0 && <Alert type="info" showIcon title="报名已提交，请等待发布方审核" style={{ marginBottom: 12 }} />}
        {d.applyState === 2 && <Alert type="warning" showIcon title="很遗憾，发布方未录用您" style={{ marginBottom: 12 }} />}
        <Descriptions
          bordered
          size="small"
          column={2}
          items={[
            {
              key: 'a',
              label: '报名状态',
              children: <Tag color={accepted ? 'green' : d.applyState === 2 ? 'red' : 'gold'}>{APPLY_STATE_LABEL[d.applyState]}</Tag>,
            },
            { key: 'c', label: '发布方', children: <Link to={employmentPaths.companyInfo(d.publisherId)}>{d.companyName}</Link> },
            { key: 'z', label: '工作方式', children: d.iszc === 1 ? '现场' : '远程' },
            { key: 'p', label: '工期', children: `${d.projecttime} 天` },
            { key: 'm', label: '月薪（晶币/人）', children: d.daymoney },
            { key: 'b', label: '托管可用余额', children: `${d.payPrice} 晶币` },
            { key: 'contact', label: '联系人', span: 2, children: d.phone ? `${d.name} ${d.phone}` : `${d.name}（录用后可见联系方式）` },
          ]}
        />
        {working && (
          <Space style={{ marginTop: 12 }}>
            <Button onClick={() => setTarget({ id: d.id, mode: 'deliver' })}>提交交付</Button>
            <Button type="primary" onClick={() => setTarget({ id: d.id, mode: 'request' })}>
              申请付款
            </Button>
          </Space>
        )}
      </OrderCard>
      {accepted && (
        <>
          <Card title="我的交付" loading={deliveries.isLoading}>
            <DeliveryHistory
              labels={DELIVERY_STATE_LABEL}
              records={asDeliveryRecords(deliveries.data?.recordList ?? [])}
              empty="暂无交付，被退回的交付可修改后重新提交"
            />
          </Card>
          <Card title="我的付款申请">
            <RequestsTable rows={requests.data?.recordList ?? []} />
          </Card>
        </>
      )}
      <WorkDialog target={target} onClose={() => setTarget(null)} />
    </Space>
  );
}
