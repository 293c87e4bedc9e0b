import { Link } from 'react-router';
import { Card } from 'antd';
import { personnelPaths } from '../paths.ts';
import { ContractFacts, ContractLoader, ContractNext } from '../components/ContractParts.tsx';
import { PL } from '../../../locale/personnel.ts';

/** spec personnel_contract: the contract itself: terms, parties, state and the caller's next step. */
export function ContractPage() {
  return (
    <ContractLoader>
      {(c) => (
        <Card
          title={PL.contract.title(c.kindName)}
          extra={<Link to={personnelPaths.kindOrder(c.kind, c.id)}>{PL.contract.viewOrder}</Link>}
        >
          <ContractFacts c={c} />
          <Card size="small" title={PL.contract.terms} style={{ marginTop: 16 }}>
            <div style={{ whiteSpace: 'pre-wrap' }}>{c.terms}</div>
          </Card>
          <ContractNext c={c} />
        </Card>
      )}
    </ContractLoader>
  );
}
