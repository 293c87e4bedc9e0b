import { Link } from 'react-router';
import { Alert, Card, Typography } from 'antd';
import { NEED_KIND_LABEL, type NeedKind } from '@xcb/shared/actions/personnel';
import { CalcTable, NeedFacts } from '../components/NeedBits.tsx';
import { personnelPaths } from '../paths.ts';
import { ContractFacts, ContractLoader, ContractNext } from '../components/ContractParts.tsx';
import { PL } from '../../../locale/personnel.ts';

/** spec contract_sb_order, contract_gjj_order, contract_zp_order, contract_gz_order: the order page of a contract of that kind. */
export function ContractOrderPage({ kind }: { kind: NeedKind }) {
  return (
    <ContractLoader>
      {(c) => (
        <Card title={PL.contract.order(NEED_KIND_LABEL[kind])} extra={<Link to={personnelPaths.contract(c.id)}>{PL.viewContract}</Link>}>
          {c.kind !== kind && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={PL.contract.otherKind(c.kindName)} />}
          <ContractFacts c={c} />
          {c.need && (
            <Card size="small" title={PL.contract.needInfo} style={{ marginTop: 16 }}>
              <NeedFacts n={c.need} />
              {c.need.calc && (
                <div style={{ marginTop: 12 }}>
                  <Typography.Title level={5}>{PL.contract.calcAtRelease}</Typography.Title>
                  <CalcTable calc={c.need.calc} />
                </div>
              )}
            </Card>
          )}
          <ContractNext c={c} />
        </Card>
      )}
    </ContractLoader>
  );
}
