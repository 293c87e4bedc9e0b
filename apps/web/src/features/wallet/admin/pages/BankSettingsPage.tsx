import { useEffect } from 'react';
import { App, Button, Form, Input, Skeleton } from 'antd';
import type { CompanyBank } from '@xcb/shared/actions/wallet';
import { errorText } from '../../../../api/client.ts';
import { useCompanyBank, useSaveCompanyBank } from '../api.ts';

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
      <Form.Item name="companyName" label="收款户名" rules={[{ required: true, whitespace: true, message: '收款户名不能为空' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="companyBank" label="开户银行" rules={[{ required: true, whitespace: true, message: '开户银行不能为空' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="companyBankNumber"
        label="收款账号"
        rules={[{ required: true, pattern: /^[0-9 ]{8,32}$/, message: '收款账号格式错误' }]}
      >
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="companyBankAddress" label="开户行地址" rules={[{ required: true, whitespace: true, message: '开户行地址不能为空' }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        保存
      </Button>
    </Form>
  );
}
