import { useState } from 'react';
import { App, Alert, Button, Descriptions, Form, Input, Modal, Space } from 'antd';
import { COINS_PER_YUAN } from '@xcb/shared/rules';
import type { DemandDetail, DemandPayRecord } from '@xcb/shared/actions/employment';
import { WalletPayDialog } from '../../../components/wallet/WalletPayDialog.tsx';
import { useBankPay, useCompanyBank, useWalletPay } from '../api.ts';
import { employmentPaths } from '../paths.ts';
import { ImageUploads } from '../../../components/ImageUploads.tsx';

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
  const what = kind === 'deposit' ? '缴纳保证金' : '项目充值';
  const title =
    updateIs === 0
      ? `银行转账${what}`
      : updateIs === 1
        ? `付款凭证（${what}）`
        : resubmitting
          ? `重新提交付款凭证（${what}）`
          : `修改付款凭证（${what}）`;

  const submit = async () => {
    const v = await form.validateFields();
    if (proofs.length === 0) {
      void message.error('请至少上传一张付款凭证');
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
            {readOnly ? '付款需求确认单' : '付款须知（可打印）'}
          </a>
          <Button onClick={onClose}>取消</Button>
          {readOnly ? (
            <Button type="primary" onClick={onClose}>
              确认
            </Button>
          ) : (
            <Button type="primary" loading={pay.isPending} onClick={() => void submit()}>
              {resubmitting ? '重新提交' : '提交'}
            </Button>
          )}
        </Space>
      }
    >
      <Descriptions
        size="small"
        bordered
        column={1}
        title="平台收款账户"
        items={[
          { key: 'n', label: '户名', children: bank.data?.companyName },
          { key: 'b', label: '开户银行', children: bank.data?.companyBank },
          { key: 'c', label: '银行账号', children: bank.data?.companyBankNumber },
          { key: 'a', label: '开户地址', children: bank.data?.companyBankAddress },
        ]}
      />
      {record?.state === 2 && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={`付款凭证未通过审核：${record.auditReason ?? ''}`}
          description={readOnly ? undefined : '请更正后重新提交，工作人员将重新确认。'}
        />
      )}
      <Alert
        style={{ margin: '12px 0' }}
        type="info"
        showIcon
        title="转账后上传付款凭证，工作人员确认到账后金额存入项目托管（1 元 = 10 晶币）。"
      />
      <Form form={form} layout="vertical" disabled={readOnly} initialValues={initial}>
        <Form.Item label="需求主体">{demand.companyName || '—'}</Form.Item>
        <Form.Item label="需求名称">{demand.needtitle}</Form.Item>
        <Form.Item
          name="payPrice"
          label="转账金额（元）"
          rules={[
            { required: true, message: '请输入支付金额' },
            { pattern: /^\d{1,8}(\.\d{1,2})?$/, message: '请输入正确的金额' },
          ]}
        >
          <Input inputMode="decimal" prefix="￥" disabled={readOnly || fixedAmount} />
        </Form.Item>
        <Form.Item name="payCompanyName" label="付款单位">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="付款凭证" required>
          <ImageUploads value={proofs} onChange={setProofs} disabled={readOnly} label="上传凭证" purpose="identity" />
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
      title={kind === 'deposit' ? '钱包支付保证金' : '钱包项目充值'}
      summary={
        kind === 'deposit' ? (
          <p>
            应缴保证金：<b>{demand.lHyhneedPrice}</b> 晶币
          </p>
        ) : (
          <Form.Item label="充值金额（晶币）">
            <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" aria-label="充值金额" />
          </Form.Item>
        )
      }
      validate={() => (kind === 'topup' && !/^\d{1,8}(\.\d{1,2})?$/.test(amount) ? '请输入支付金额' : null)}
      onClose={onClose}
      onPay={async (accountpwd) => {
        const reply = await pay.mutateAsync({ needId: demand.id, kind, accountpwd, ...(kind === 'topup' ? { payPrice: amount } : {}) });
        void message.success(`${reply.msg}：${reply.payPrice} 晶币`);
        onClose();
      }}
    />
  );
}
