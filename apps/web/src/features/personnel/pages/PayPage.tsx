import { useNavigate } from 'react-router';
import { Alert, Card, Typography } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { CONTRACT_STATUS } from '@xcb/shared/actions/personnel';
import { CONTRACT_STEPS, canStep } from '@xcb/shared/states';
import { usePersonnelAction } from '../api.ts';
import { personnelPaths } from '../paths.ts';
import { ContractFacts, ContractLoader } from '../components/ContractParts.tsx';
import { WalletPayButton } from '../components/WalletPayButton.tsx';
import { PL } from '../../../locale/personnel.ts';

/** spec personnel_pay: the demander pays the contract from the wallet; the platform holds it until confirmation. */
export function PayPage() {
  const pay = usePersonnelAction('contractPay');
  const navigate = useNavigate();
  return (
    <ContractLoader>
      {(c) => (
        <Card title={PL.pay.title}>
          <Typography.Paragraph>{PL.pay.intro}</Typography.Paragraph>
          <ContractFacts c={c} />
          <div style={{ marginTop: 16 }}>
            <WalletPayButton
              label={PL.pay.button(c.amount)}
              title={PL.pay.title}
              amount={c.amount}
              size="large"
              payable={canStep(CONTRACT_STEPS, 'pay', c.status, c.role)}
              otherwise={
                <Alert
                  type="info"
                  showIcon
                  message={
                    c.status >= CONTRACT_STATUS.inService && c.status <= CONTRACT_STATUS.completed
                      ? PERSONNEL_MSG.paidTwice
                      : c.status === CONTRACT_STATUS.awaitingSign
                        ? PL.pay.awaitSign
                        : PERSONNEL_MSG.contractState
                  }
                />
              }
              pay={(accountpwd) => pay.mutateAsync({ id: c.id, accountpwd })}
              onPaid={() => void navigate(personnelPaths.contract(c.id))}
            />
          </div>
        </Card>
      )}
    </ContractLoader>
  );
}
