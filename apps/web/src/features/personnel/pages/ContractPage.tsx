import { Link } from 'react-router';
import { Alert, Card, Spin } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { errorText } from '../../../api/client.ts';
import { personnelPaths } from '../paths.ts';
import { DisputePanel } from '../../../components/disputes/DisputePanel.tsx';
import { ContractActions, ContractFacts, useContractParam } from '../components/ContractParts.tsx';

/** spec personnel_contract: the contract itself: terms, parties, state and the caller's next step. */
export function ContractPage() {
  const { data: c, isLoading, error } = useContractParam();
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || !c) return <Alert type="warning" showIcon message={error ? errorText(error) : PERSONNEL_MSG.contractNotFound} />;
  return (
    <Card title={`${c.kindName}合同`} extra={<Link to={personnelPaths.kindOrder(c.kind, c.id)}>查看订单</Link>}>
      <ContractFacts c={c} />
      <Card size="small" title="合同条款" style={{ marginTop: 16 }}>
        <div style={{ whiteSpace: 'pre-wrap' }}>{c.terms}</div>
      </Card>
      <div style={{ marginTop: 16 }}>
        <ContractActions c={c} />
      </div>
      {c.role !== 'staff' && <DisputePanel kind="personnel" refId={c.id} />}
    </Card>
  );
}
