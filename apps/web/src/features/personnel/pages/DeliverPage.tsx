import { Link } from 'react-router';
import { Button, Card, Popconfirm, Table, Tag } from 'antd';
import { DELIVER_STATUS, NEED_KIND_LABEL } from '@xcb/shared/actions/personnel';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useMyDelivers, usePersonnelAction } from '../api.ts';
import { fmtTime } from '../components/NeedBits.tsx';
import { personnelPaths } from '../paths.ts';
import { SITE_PAGER, usePaging } from '../../../components/usePaging.ts';

/** spec personnel_deliver: my applications as a firm. */
export function DeliverPage() {
  const { page, pagination } = usePaging(10, SITE_PAGER);
  const { data, isLoading } = useMyDelivers(page);
  const withdraw = usePersonnelAction('deliverWithdraw');
  return (
    <Card title="我的申请">
      <Table
        rowKey="id"
        loading={isLoading}
        dataSource={data?.recordList ?? []}
        locale={{ emptyText: <EmptyState text="暂无申请记录" /> }}
        pagination={pagination(data?.recordCount ?? 0)}
        columns={[
          { title: '需求', render: (_, d) => <Link to={personnelPaths.need(d.needKind, d.needId)}>{d.needTitle}</Link> },
          { title: '类型', render: (_, d) => NEED_KIND_LABEL[d.needKind as keyof typeof NEED_KIND_LABEL] },
          { title: '报价（晶币）', dataIndex: 'quote' },
          { title: '申请时间', render: (_, d) => fmtTime(d.createTime) },
          { title: '状态', render: (_, d) => <Tag color={d.status === DELIVER_STATUS.chosen ? 'green' : undefined}>{d.statusName}</Tag> },
          {
            title: '操作',
            render: (_, d) =>
              d.contractId ? (
                <Link to={personnelPaths.contract(d.contractId)}>查看合同</Link>
              ) : d.status === DELIVER_STATUS.applied ? (
                <Popconfirm title="确定撤回该申请？" onConfirm={() => void withdraw.run({ id: d.id })}>
                  <Button type="link" danger size="small">
                    撤回
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
