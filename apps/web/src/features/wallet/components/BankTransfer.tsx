import { privateUploadUrl } from '../../../api/files.ts';
import { useState } from 'react';
import { App, Alert, Button, Descriptions, Form, Input, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { UPLOAD_MSG, WALLET_MSG } from '@xcb/shared/messages';
import { AMOUNT_PATTERN } from '@xcb/shared/rules';
import { WL } from '../../../locale/wallet-labels.ts';
import { uploadImage, useBankTopup, useCompanyBank } from '../api.ts';

const MAX = 3 * 1024 * 1024;

/** spec: bank transfer top-up — the platform's bank details, amount and proof (3 MB), staff review. */
export function BankTransfer({ onDone }: { onDone?: () => void }) {
  const { message } = App.useApp();
  const bank = useCompanyBank();
  const submit = useBankTopup();
  const [proof, setProof] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [form] = Form.useForm<{ rmbAmount: string }>();

  return (
    <>
      <Descriptions
        title={WL.bankInfo.title}
        bordered
        size="small"
        column={1}
        items={[
          { key: 'n', label: WL.bankInfo.name, children: bank.data?.companyName },
          { key: 'b', label: WL.bankInfo.bank, children: bank.data?.companyBank },
          { key: 'c', label: WL.bankInfo.number, children: bank.data?.companyBankNumber },
          { key: 'a', label: WL.bankInfo.address, children: bank.data?.companyBankAddress },
        ]}
      />
      <Alert style={{ margin: '16px 0' }} type="info" showIcon title={WL.bankInfo.hint} />
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 420 }}
        onFinish={async (v) => {
          if (!proof) {
            void message.error(WALLET_MSG.transferProofRequired);
            return;
          }
          if (await submit.run({ rmbAmount: v.rmbAmount, payProof: proof })) {
            form.resetFields();
            setProof(null);
            onDone?.();
          }
        }}
      >
        <Form.Item
          name="rmbAmount"
          label={WL.bankInfo.amount}
          rules={[
            { required: true, message: WALLET_MSG.transferAmountRequired },
            {
              validator: (_, v: string | undefined) =>
                !v || (AMOUNT_PATTERN.test(v) && Number(v) > 0) ? Promise.resolve() : Promise.reject(new Error(WALLET_MSG.amountPositive)),
            },
          ]}
        >
          <Input inputMode="decimal" prefix={WL.yuan} />
        </Form.Item>
        <Form.Item label={WL.bankInfo.proof} required>
          <Upload
            accept="image/png,image/jpeg"
            maxCount={1}
            listType="picture"
            beforeUpload={async (file) => {
              if (file.size === 0) void message.error(UPLOAD_MSG.empty);
              else if (file.size > MAX) void message.error(UPLOAD_MSG.image3mb);
              else {
                setUploading(true);
                try {
                  setProof(await uploadImage(file, 'proof'));
                } catch (err) {
                  void message.error(err instanceof Error ? err.message : String(err));
                } finally {
                  setUploading(false);
                }
              }
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {WL.bankInfo.upload}
            </Button>
          </Upload>
          {proof && (
            <img src={privateUploadUrl(proof)} alt={WL.bankInfo.proof} style={{ marginTop: 8, maxWidth: 200, border: '1px solid #eee' }} />
          )}
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {WL.bankInfo.submit}
        </Button>
      </Form>
    </>
  );
}
