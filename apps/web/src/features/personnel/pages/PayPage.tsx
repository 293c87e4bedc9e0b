import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, App, Button, Card, Spin, Typography } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { CONTRACT_STATUS } from '@xcb/shared/actions/personnel';
import { CONTRACT_STEPS, canStep } from '@xcb/shared/states';
import { errorText } from '../../../api/client.ts';
import { usePersonnelAction } from '../api.ts';
import { WalletPayDialog } from '../../../components/wallet/WalletPayDialog.tsx';
import { personnelPaths } from '../paths.ts';
import { ContractFacts, useContractParam } from '../components/ContractParts.tsx';

/** spec personnel_pay: the demander pays the contract from the wallet; the platform holds it until confirmation. */
export function PayPage() {
  const { data: c, isLoading, error } = useContractParam();
  const pay = usePersonnelAction('contractPay');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || !c) return <Alert type="warning" showIcon message={error ? errorText(error) : PERSONNEL_MSG.contractNotFound} />;
  return (
    <Card title="支付合同款">
      <Typography.Paragraph>
        合同款由平台托管：服务方提交服务完成、您确认后才支付给服务方；合同在确认前取消的，托管款全部退回您的钱包。
      </Typography.Paragraph>
      <ContractFacts c={c} />
      <div style={{ marginTop: 16 }}>
        {canStep(CONTRACT_STEPS, 'pay', c.status, c.role) ? (
          <Button type="primary" size="large" onClick={() => setOpen(true)}>
            支付 {c.amount} 晶币
          </Button>
        ) : (
          <Alert
            type="info"
            showIcon
            message={
              c.status >= CONTRACT_STATUS.inService && c.status <= CONTRACT_STATUS.completed
                ? PERSONNEL_MSG.paidTwice
                : c.status === CONTRACT_STATUS.awaitingSign
                  ? '请等待服务方签署合同后再支付'
                  : PERSONNEL_MSG.contractState
            }
          />
        )}
      </div>
      <WalletPayDialog
        open={open}
        title="支付合同款"
        amount={c.amount}
        onClose={() => setOpen(false)}
        onPay={(pwd) =>
          pay.mutateAsync({ id: c.id, accountpwd: pwd }).then((r) => {
            void message.success(r.msg);
            setOpen(false);
            void navigate(personnelPaths.contract(c.id));
          })
        }
      />
    </Card>
  );
}
