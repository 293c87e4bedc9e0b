import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Alert, Button, Form, Input, Radio, Result, Space, Spin, Tag, Typography } from 'antd';
import { QRCodeSVG } from 'qrcode.react';
import { useQueryClient } from '@tanstack/react-query';
import { WALLET_MSG } from '@xcb/shared/messages';
import { AMOUNT_PATTERN, parseHundredths } from '@xcb/shared/rules';
import { formatCoins } from '@xcb/shared/format';
import { PAY_MODE, TRADE_STATUS_PAID } from '@xcb/shared/actions/wallet';
import { PasswordCells } from '../../../components/PasswordCells.tsx';
import { WL } from '../../../locale/wallet-labels.ts';
import { alipayCashier, queryOrder, tradeCode, useCreateTopup, walletKeys, wxCodeUrl } from '../api.ts';
import { BankTransfer } from '../components/BankTransfer.tsx';
import { WalletPanel } from '../components/WalletPanel.tsx';
import { useAccountBase } from '../../../api/wallet.ts';
import { showError } from '../../../api/feedback.ts';

type Method = 'alipay' | 'wechat' | 'online' | 'offline';

/** spec: the Alipay order is polled every 2 s until its trade status is 2. */
const POLL_MS = 2000;

/** /change_wallet_info: top-up by Alipay or WeChat (sandbox), online bank or offline transfer. */
export function RechargePage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const base = useAccountBase();
  const create = useCreateTopup();
  const [method, setMethod] = useState<Method>('alipay');
  const [amount, setAmount] = useState('');
  const [pwd, setPwd] = useState('');
  const [order, setOrder] = useState<{ code: string; cashier?: string; qr?: string } | null>(null);
  const amountOk = AMOUNT_PATTERN.test(amount) && Number(amount) > 0;
  const coins = amountOk ? formatCoins((parseHundredths(amount) ?? 0) * 10) : '0.00';

  useEffect(() => {
    if (!order) return;
    let stopped = false;
    const timer = setInterval(() => {
      void queryOrder(order.code)
        .then((status) => {
          if (stopped || status !== TRADE_STATUS_PAID) return;
          stopped = true;
          clearInterval(timer);
          void message.success(WALLET_MSG.paySuccessBack);
          void qc.invalidateQueries({ queryKey: walletKeys.all }).then(() => navigate('/wallet_info'));
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [order, message, navigate, qc]);

  const pay = async () => {
    if (!amountOk) return void message.error(WALLET_MSG.amountPositive);
    if (pwd.length !== 6) return void message.error(WALLET_MSG.payPwdDigits);
    const code = tradeCode('QB');
    try {
      await create.mutateAsync({
        accountpwd: pwd,
        amount,
        tradecode: code,
        paymode: method === 'alipay' ? PAY_MODE.alipay : PAY_MODE.wechat,
      });
      if (method === 'alipay') {
        const cashier = await alipayCashier(code);
        setOrder({ code, cashier });
        window.open(cashier, '_blank');
      } else {
        const url = await wxCodeUrl(code);
        setOrder({ code, qr: new URL(url, window.location.origin).toString() });
      }
    } catch (err) {
      showError(err);
    } finally {
      setPwd('');
    }
  };

  const online = method === 'alipay' || method === 'wechat';
  return (
    <WalletPanel title={WL.rechargeTitle}>
      <Form layout="vertical" style={{ maxWidth: 560 }}>
        <Form.Item label={WL.method}>
          <Radio.Group
            value={method}
            optionType="button"
            buttonStyle="solid"
            disabled={order !== null}
            onChange={(e) => setMethod(e.target.value as Method)}
            options={(Object.keys(WL.methods) as Method[]).map((k) => ({ value: k, label: WL.methods[k] }))}
          />
        </Form.Item>
        {online && !order && (
          <>
            <Form.Item label={WL.amountYuan} htmlFor="recharge-amount" help={amountOk ? WL.arrive(coins) : undefined}>
              <Input
                id="recharge-amount"
                inputMode="decimal"
                prefix={WL.yuan}
                value={amount}
                onChange={(e) => setAmount(e.target.value.trim())}
                style={{ maxWidth: 240 }}
              />
            </Form.Item>
            {base.data && !base.data.custAccountPWD ? (
              <Alert
                type="warning"
                showIcon
                title={WL.noPassword}
                action={<Button onClick={() => void navigate('/zf_set')}>{WL.setPassword}</Button>}
              />
            ) : (
              <>
                <Form.Item label={WL.payPwd}>
                  <PasswordCells value={pwd} onChange={setPwd} label={WL.payPwd} />
                </Form.Item>
                <Button type="primary" size="large" loading={create.isPending} onClick={() => void pay()}>
                  {WL.goPay}
                </Button>
              </>
            )}
          </>
        )}
      </Form>
      {order?.cashier && (
        <Result
          icon={<Spin size="large" />}
          title={
            <Space>
              {WL.waiting}
              <Tag color="orange">{WL.sandbox}</Tag>
            </Space>
          }
          subTitle={WL.alipayOpened}
          extra={
            <Button href={order.cashier} target="_blank">
              {WL.reopenCashier}
            </Button>
          }
        />
      )}
      {order?.qr && (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <QRCodeSVG value={order.qr} size={200} data-testid="wx-qr" data-url={order.qr} />
          <Typography.Paragraph style={{ marginTop: 12 }}>
            {WL.wxScan} <Tag color="orange">{WL.sandbox}</Tag>
          </Typography.Paragraph>
          <Spin /> {WL.waiting}
        </div>
      )}
      {!online && <BankTransfer onDone={() => void navigate('/wallet_info')} />}
    </WalletPanel>
  );
}
