import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Form, Input, Modal, Radio, Select } from 'antd';
import { WALLET_MSG } from '@xcb/shared/messages';
import { AMOUNT_PATTERN, parseHundredths } from '@xcb/shared/rules';
import { formatCoins } from '@xcb/shared/format';
import { PAY_MODE } from '@xcb/shared/actions/wallet';
import { PasswordCells } from '../../../components/PasswordCells.tsx';
import { WalletPanel } from '../components/WalletPanel.tsx';
import { WL } from '../../../locale/wallet-labels.ts';
import { tradeCode, transferAudit, useCards, useWalletTransaction } from '../api.ts';
import { useAccountBase } from '../../../api/wallet.ts';
import { showError } from '../../../api/feedback.ts';

type Method = 'alipay' | 'wechat' | 'platform';
interface CashForm {
  method: Method;
  realName: string;
  account?: string;
  cardId?: number;
  amount: string;
}

const MODE: Record<Method, number> = { alipay: PAY_MODE.alipay, wechat: PAY_MODE.wechat, platform: PAY_MODE.bank };
const CHANNEL = { alipay: 'ali', wechat: 'wx', platform: 'bank' } as const;

/**
 * /cash_wallet_info: method, real name, account, amount (up to the available balance), then a 6-cell
 * password dialog. Six digits create the withdrawal (coins held) and its transfer request ("out");
 * cancel closes the dialog and clears the digits, as does every outcome.
 */
export function CashPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const base = useAccountBase();
  const cards = useCards();
  const create = useWalletTransaction();
  const [form] = Form.useForm<CashForm>();
  const method = Form.useWatch('method', form) ?? 'alipay';
  const amount = Form.useWatch('amount', form) ?? '';
  const [pending, setPending] = useState<CashForm | null>(null);
  const [pwd, setPwd] = useState('');
  const available = Number(base.data?.available ?? 0);

  const close = () => {
    setPending(null);
    setPwd('');
  };

  const submit = async (digits: string) => {
    if (!pending) return;
    const v = pending;
    close();
    const code = tradeCode('TX');
    try {
      await create.mutateAsync({
        accountpwd: digits,
        amount: v.amount,
        tradecode: code,
        paymode: MODE[v.method],
        remark: WL.cashRemark(WL.cashMethods[v.method]),
      });
      const reply = await transferAudit(CHANNEL[v.method], {
        order_id: code,
        subject: WL.cashSubject,
        total_amount: formatCoins((parseHundredths(v.amount) ?? 0) / 10),
        body: WL.cashRemark(WL.cashMethods[v.method]),
        payeeAccount: v.method === 'platform' ? String(v.cardId ?? '') : (v.account ?? ''),
        payeeRealName: v.realName,
        status: 'out',
      });
      void message.success(reply.msg);
      void navigate('/wallet_info');
    } catch (err) {
      showError(err);
    }
  };

  const rmb = AMOUNT_PATTERN.test(amount) ? formatCoins((parseHundredths(amount) ?? 0) / 10) : null;
  return (
    <WalletPanel
      title={WL.cashTitle}
      after={
        <Modal
          title={WL.pwdDialog}
          open={pending !== null}
          onCancel={close}
          footer={<Button onClick={close}>{WL.cancel}</Button>}
          destroyOnHidden
          width={420}
        >
          <div style={{ padding: '16px 0', display: 'flex', justifyContent: 'center' }}>
            <PasswordCells value={pwd} onChange={setPwd} onComplete={(d) => void submit(d)} autoFocus label={WL.payPwd} />
          </div>
        </Modal>
      }
    >
      <Form<CashForm>
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={{ method: 'alipay' }}
        onFinish={(v) => setPending(v)}
      >
        <Form.Item name="method" label={WL.method} rules={[{ required: true, message: WALLET_MSG.payModeRequired }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={(Object.keys(WL.cashMethods) as Method[]).map((k) => ({ value: k, label: WL.cashMethods[k] }))}
          />
        </Form.Item>
        <Form.Item name="realName" label={WL.realName} rules={[{ required: true, whitespace: true, message: WALLET_MSG.realNameRequired }]}>
          <Input maxLength={50} />
        </Form.Item>
        {method === 'platform' ? (
          <Form.Item name="cardId" label={WL.bankCard} rules={[{ required: true, message: WALLET_MSG.bankCardRequired }]}>
            <Select
              placeholder={WALLET_MSG.bankCardRequired}
              options={(cards.data ?? []).map((c) => ({
                value: c.id,
                label: WL.cardOption(c.companyBank, c.companyBankNumber.slice(-4), c.companyName),
              }))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="account"
            label={method === 'alipay' ? WL.alipayAccount : WL.wxAccount}
            rules={[
              {
                required: true,
                whitespace: true,
                message: method === 'alipay' ? WALLET_MSG.payeeAccountRequired : WALLET_MSG.wxAccountRequired,
              },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
        )}
        <Form.Item
          name="amount"
          label={WL.cashAmount}
          extra={WL.cashHint(WL.cashMax(base.data?.available ?? '0.00'), rmb ? WL.cashRmb(rmb) : null)}
          rules={[
            {
              validator: (_, v: string | undefined) => {
                if (!v || !AMOUNT_PATTERN.test(v) || Number(v) <= 0) return Promise.reject(new Error(WALLET_MSG.amountPositive));
                if (Number(v) > available) return Promise.reject(new Error(WALLET_MSG.insufficient));
                if ((parseHundredths(v) ?? 0) % 10 !== 0) return Promise.reject(new Error(WALLET_MSG.withdrawStep));
                return Promise.resolve();
              },
            },
          ]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" loading={create.isPending}>
          {WL.cashSubmit}
        </Button>
      </Form>
    </WalletPanel>
  );
}
