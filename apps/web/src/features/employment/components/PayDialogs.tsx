import { useState } from 'react';
import { App, Alert, Button, Form, Input, Modal, Space } from 'antd';
import { EMPLOYMENT_MSG as M } from '@xcb/shared/messages';
import { COINS_PER_YUAN } from '@xcb/shared/rules';
import type { DemandDetail, DemandPayRecord } from '@xcb/shared/actions/employment';
import { WalletPayDialog } from '../../../components/wallet/WalletPayDialog.tsx';
import { useBankPay, useCompanyBank, useWalletPay } from '../api.ts';
import { employmentPaths } from '../paths.ts';
import { ImageUploads } from '../../../components/ImageUploads.tsx';
import { EL } from '../../../locale/employment.ts';
import { BankAccount } from './BankAccount.tsx';

/** coins (2 decimals) → yuan (2 decimals), as the bank transfer is in RMB (1 yuan = 10 coins) */
const toYuan = (coins: string) => (Math.round(Number(coins) * 100) / COINS_PER_YUAN / 100).toFixed(2);

/**
 * spec: the bank payment dialog (deposit or project top-up), modes by updateIs: 0 new deposit (or
 * top-up) and 2 edit / re-submit are editable with a submit button; 1 is read-only with a confirm button
 * and a link to the payment requirement confirmation sheet. The amount is disabled in modes 0 and 1
 * as the spec says, and always for a deposit, whose amount is the fee rule's; a new top-up asks for its
 * amount (there is nothing to take it from). Re-submitting corrects a proof staff rejected: the same
 * record goes back to their queue.
 */
export function BankPayDialog({
  open,
  onClose,
  demand,
  kind,
  record,
  updateIs,
}: {
  open: boolean;
  onClose: () => void;
  demand: DemandDetail;
  kind: 'deposit' | 'topup';
  record?: DemandPayRecord | undefined;
  updateIs: 0 | 1 | 2;
}) {
  const { message } = App.useApp();
  const bank = useCompanyBank();
  const pay = useBankPay();
  // mounted per opening (the caller renders it only while open), so the state starts from the record
  const [proofs, setProofs] = useState<string[]>(() => (record?.payProof ? record.payProof.split(',') : []));
  const [form] = Form.useForm<{ payPrice: string; payCompanyName: string }>();
  const readOnly = updateIs === 1;
  const fixedAmount = kind === 'deposit';
  const resubmitting = updateIs === 2 && record?.state === 2;
  const initial = {
    payPrice: record ? toYuan(record.payPrice) : kind === 'deposit' ? toYuan(demand.lHyhneedPrice) : '',
    payCompanyName: record?.payCompanyName ?? '',
  };
  const what = kind === 'deposit' ? EL.pay.deposit : EL.pay.topup;
  const title =
    updateIs === 0
      ? EL.pay.bankTitle(what)
      : updateIs === 1
        ? EL.pay.proofTitle(what)
        : resubmitting
          ? EL.pay.resubmitTitle(what)
          : EL.pay.editTitle(what);

  const submit = async () => {
    const v = await form.validateFields();
    if (proofs.length === 0) {
      void message.error(M.proofRequired);
      return;
    }
    const reply = await pay.run({
      lhyhneedPay: {
        id: record?.id,
        needId: demand.id,
        kind,
        payPrice: v.payPrice,
        payProof: proofs.join(','),
        payCompanyName: v.payCompanyName,
      },
    });
    if (reply) onClose();
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={title}
      width={640}
      footer={
        <Space>
          <a href={employmentPaths.agreement(demand.id, kind)} target="_blank" rel="noreferrer">
            {readOnly ? EL.pay.confirmSheet : EL.pay.notice}
          </a>
          <Button onClick={onClose}>{EL.pay.cancel}</Button>
          {readOnly ? (
            <Button type="primary" onClick={onClose}>
              {EL.pay.confirm}
            </Button>
          ) : (
            <Button type="primary" loading={pay.isPending} onClick={() => void submit()}>
              {resubmitting ? EL.pay.resubmit : EL.pay.submit}
            </Button>
          )}
        </Space>
      }
    >
      <BankAccount bank={bank.data} title={EL.bank.title} />
      {record?.state === 2 && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={EL.pay.rejected(record.auditReason)}
          description={readOnly ? undefined : EL.pay.rejectedHint}
        />
      )}
      <Alert style={{ margin: '12px 0' }} type="info" showIcon title={EL.pay.hint} />
      <Form form={form} layout="vertical" disabled={readOnly} initialValues={initial}>
        <Form.Item label={EL.pay.subject}>{demand.companyName || '—'}</Form.Item>
        <Form.Item label={EL.pay.name}>{demand.needtitle}</Form.Item>
        <Form.Item
          name="payPrice"
          label={EL.pay.yuan}
          rules={[
            { required: true, message: M.amountRequired },
            { pattern: /^\d{1,8}(\.\d{1,2})?$/, message: EL.pay.amountInvalid },
          ]}
        >
          <Input inputMode="decimal" prefix={EL.pay.yuanPrefix} disabled={readOnly || fixedAmount} />
        </Form.Item>
        <Form.Item name="payCompanyName" label={EL.pay.payer}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label={EL.pay.proof} required>
          <ImageUploads value={proofs} onChange={setProofs} disabled={readOnly} label={EL.pay.uploadProof} purpose="identity" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The deposit (its fixed amount) or a top-up (an amount) from the wallet, with the payment password. */
export function WalletDepositDialog({
  open,
  onClose,
  demand,
  kind,
}: {
  open: boolean;
  onClose: () => void;
  demand: DemandDetail;
  kind: 'deposit' | 'topup';
}) {
  const { message } = App.useApp();
  const pay = useWalletPay();
  const [amount, setAmount] = useState('');
  return (
    <WalletPayDialog
      open={open}
      title={kind === 'deposit' ? EL.pay.walletDeposit : EL.pay.walletTopup}
      summary={
        kind === 'deposit' ? (
          <p>
            {EL.pay.due}
            <b>{demand.lHyhneedPrice}</b> {EL.coinsUnit}
          </p>
        ) : (
          <Form.Item label={EL.pay.topupCoins}>
            <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" aria-label={EL.pay.topupAmount} />
          </Form.Item>
        )
      }
      validate={() => (kind === 'topup' && !/^\d{1,8}(\.\d{1,2})?$/.test(amount) ? M.amountRequired : null)}
      onClose={onClose}
      onPay={async (accountpwd) => {
        const reply = await pay.mutateAsync({ needId: demand.id, kind, accountpwd, ...(kind === 'topup' ? { payPrice: amount } : {}) });
        void message.success(EL.pay.paid(reply.msg, reply.payPrice));
        onClose();
      }}
    />
  );
}
