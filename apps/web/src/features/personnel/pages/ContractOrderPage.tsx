import { Link } from 'react-router';
import { Alert, Card, Spin, Typography } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { NEED_KIND_LABEL, type NeedKind } from '@xcb/shared/actions/personnel';
import { errorText } from '../../../api/client.ts';
import { CalcTable, NeedFacts } from '../components/NeedBits.tsx';
import { personnelPaths } from '../paths.ts';
import { DisputePanel } from '../../../components/disputes/DisputePanel.tsx';
import { ContractActions, ContractFacts, useContractParam } from '../components/ContractParts.tsx';

/** spec contract_sb_order, contract_gjj_order, contract_zp_order, contract_gz_order: the order page of a contract of that kind. */
export function ContractOrderPage({ kind }: { kind: NeedKind }) {
  const { data: c, isLoading, error } = useContractParam();
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || !c) return <Alert type="warning" showIcon message={error ? errorText(error) : PERSONNEL_MSG.contractNotFound} />;
  return (
    <Card title={`${NEED_KIND_LABEL[kind]}订单`} extra={<Link to={personnelPaths.contract(c.id)}>查看合同</Link>}>
      {c.kind !== kind && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={`该合同为${c.kindName}订单`} />}
      <ContractFacts c={c} />
      {c.need && (
        <Card size="small" title="需求信息" style={{ marginTop: 16 }}>
          <NeedFacts n={c.need} />
          {c.need.calc && (
            <div style={{ marginTop: 12 }}>
              <Typography.Title level={5}>社保公积金测算（需求发布时）</Typography.Title>
              <CalcTable calc={c.need.calc} />
            </div>
          )}
        </Card>
      )}
      <div style={{ marginTop: 16 }}>
        <ContractActions c={c} />
      </div>
      {c.role !== 'staff' && <DisputePanel kind="personnel" refId={c.id} />}
    </Card>
  );
}
