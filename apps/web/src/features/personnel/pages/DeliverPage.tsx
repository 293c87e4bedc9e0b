import { Link } from 'react-router';
import { Button, Card, Popconfirm } from 'antd';
import { DELIVER_STATUS, NEED_KIND_LABEL } from '@xcb/shared/actions/personnel';
import { useMyDelivers, usePersonnelAction } from '../api.ts';
import { PagedTable } from '../components/Lists.tsx';
import { personnelPaths } from '../paths.ts';
import { PL } from '../../../locale/personnel.ts';

/** spec personnel_deliver: my applications as a firm. */
export function DeliverPage() {
  const withdraw = usePersonnelAction('deliverWithdraw');
  return (
    <Card title={PL.deliver.title}>
      <PagedTable
        rowKey="id"
        useList={useMyDelivers}
        empty={PL.deliver.empty}
        columns={(col) => [
          col.need((d) => ({ kind: d.needKind, id: d.needId, title: d.needTitle })),
          { title: PL.col.kind, render: (_, d) => NEED_KIND_LABEL[d.needKind as keyof typeof NEED_KIND_LABEL] },
          { title: PL.col.quote, dataIndex: 'quote' },
          col.time(PL.col.appliedAt, (d) => d.createTime),
          col.deliverStatus((d) => d),
          {
            title: PL.col.actions,
            render: (_, d) =>
              d.contractId ? (
                <Link to={personnelPaths.contract(d.contractId)}>{PL.viewContract}</Link>
              ) : d.status === DELIVER_STATUS.applied ? (
                <Popconfirm title={PL.deliver.confirmWithdraw} onConfirm={() => void withdraw.run({ id: d.id })}>
                  <Button type="link" danger size="small">
                    {PL.deliver.withdraw}
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
