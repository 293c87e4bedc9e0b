import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Card, Spin, Typography } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { NEED_STATUS } from '@xcb/shared/actions/personnel';
import { errorText } from '../../../api/client.ts';
import { useNeed, usePersonnelAction } from '../api.ts';
import { NeedFacts } from '../components/NeedBits.tsx';
import { WalletPayButton } from '../components/WalletPayButton.tsx';
import { personnelPaths } from '../paths.ts';
import { PL } from '../../../locale/personnel.ts';

/** spec zp_bzj: the recruitment deposit, paid from the wallet into escrow. */
export function ZpBzjPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { data: n, isLoading, error } = useNeed(id);
  const pay = usePersonnelAction('payDeposit');
  const navigate = useNavigate();
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || !n) return <Alert type="warning" showIcon message={error ? errorText(error) : PERSONNEL_MSG.needNotFound} />;
  return (
    <Card title={PL.deposit.title}>
      <Typography.Paragraph>{PL.deposit.intro}</Typography.Paragraph>
      <NeedFacts n={n} />
      <div style={{ marginTop: 16 }}>
        <WalletPayButton
          label={PL.deposit.button(n.deposit)}
          title={PL.deposit.payTitle}
          amount={n.deposit}
          size="large"
          payable={n.status === NEED_STATUS.awaitingDeposit}
          otherwise={
            <Alert
              type={n.depositPaid ? 'success' : 'info'}
              showIcon
              message={n.depositPaid ? PL.deposit.paid : PERSONNEL_MSG.depositNotDue}
            />
          }
          pay={(accountpwd) => pay.mutateAsync({ id: n.id, accountpwd })}
          onPaid={() => void navigate(personnelPaths.mainDemand(n.id))}
        />
      </div>
    </Card>
  );
}
