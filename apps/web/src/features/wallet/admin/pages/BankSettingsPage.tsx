import { useEffect } from 'react';
import { App, Button, Form, Input, Skeleton } from 'antd';
import type { CompanyBank } from '@xcb/shared/actions/wallet';
import { errorText } from '../../../../api/client.ts';
import { WALLET_MSG } from '@xcb/shared/messages';
import { WALLET_ADMIN, WL } from '../../../../locale/wallet-labels.ts';
import { useCompanyBank, useSaveCompanyBank } from '../api.ts';

const B = WALLET_ADMIN.bank;
const I = WL.bankInfo;

/** The platform's bank details that users transfer top-ups to (payCompanyBank_updateUI). */
export function BankSettingsPage() {
  const { message } = App.useApp();
  const q = useCompanyBank();
  const save = useSaveCompanyBank();
  const [form] = Form.useForm<CompanyBank>();
  useEffect(() => {
    if (q.data) form.setFieldsValue(q.data);
  }, [q.data, form]);
  if (q.isPending) return <Skeleton active />;
  return (
    <Form<CompanyBank>
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      onFinish={async (v) => {
        try {
          void message.success((await save.mutateAsync(v)).msg);
        } catch (err) {
          void message.error(errorText(err));
        }
      }}
    >
      <Form.Item name="companyName" label={I.name} rules={[{ required: true, whitespace: true, message: B.nameRequired }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="companyBank" label={I.bank} rules={[{ required: true, whitespace: true, message: WALLET_MSG.cardBankRequired }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="companyBankNumber" label={I.number} rules={[{ required: true, pattern: /^[0-9 ]{8,32}$/, message: B.numberFormat }]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="companyBankAddress" label={I.address} rules={[{ required: true, whitespace: true, message: B.addressRequired }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {B.save}
      </Button>
    </Form>
  );
}
