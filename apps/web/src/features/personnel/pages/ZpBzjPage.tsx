import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Spin, Typography } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { NEED_STATUS } from '@xcb/shared/actions/personnel';
import { errorText } from '../../../api/client.ts';
import { useNeed, usePersonnelAction } from '../api.ts';
import { NeedFacts } from '../components/NeedBits.tsx';
import { WalletPayDialog } from '../../../components/wallet/WalletPayDialog.tsx';
import { personnelPaths } from '../paths.ts';

/** spec zp_bzj: the recruitment deposit, paid from the wallet into escrow. */
export function ZpBzjPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { data: n, isLoading, error } = useNeed(id);
  const pay = usePersonnelAction('payDeposit');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || !n) return <Alert type="warning" showIcon message={error ? errorText(error) : '需求不存在'} />;
  return (
    <Card title="招聘保证金">
      <Typography.Paragraph>
        招聘代理需求审核通过后，需缴纳预算10%（至少100晶币）的招聘保证金，由平台托管。服务完成或需求关闭时保证金退回您的钱包；若您在服务方签署合同后取消合同，保证金将补偿给服务方。
      </Typography.Paragraph>
      <NeedFacts n={n} />
      <div style={{ marginTop: 16 }}>
        {n.status === NEED_STATUS.awaitingDeposit ? (
          <Button type="primary" size="large" onClick={() => setOpen(true)}>
            缴纳保证金 {n.deposit} 晶币
          </Button>
        ) : (
          <Alert
            type={n.depositPaid ? 'success' : 'info'}
            showIcon
            message={n.depositPaid ? '保证金已缴纳，由平台托管' : PERSONNEL_MSG.depositNotDue}
          />
        )}
      </div>
      <WalletPayDialog
        open={open}
        title="缴纳招聘保证金"
        amount={n.deposit}
        onClose={() => setOpen(false)}
        onPay={(pwd) =>
          pay.mutateAsync({ id: n.id, accountpwd: pwd }).then((r) => {
            void message.success(r.msg);
            setOpen(false);
            void navigate(personnelPaths.mainDemand(n.id));
          })
        }
      />
    </Card>
  );
}
