import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Space, Spin, Table, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { PERSONNEL_MSG, UPLOAD_MSG } from '@xcb/shared/messages';
import { PHONE_PATTERN } from '@xcb/shared/rules';
import { MEMBER_STATUS, MEMBER_STATUS_LABEL } from '@xcb/shared/actions/personnel';
import { errorText } from '../../../api/client.ts';
import { showError } from '../../../api/feedback.ts';
import { privateUploadUrl, uploadImage } from '../../../api/files.ts';
import { useMainInfo, usePersonnelAction } from '../api.ts';
import { WalletPayDialog } from '../../../components/wallet/WalletPayDialog.tsx';
import { fmtDate, fmtTime } from '../components/NeedBits.tsx';

interface FirmForm {
  firmname: string;
  contactName: string;
  contactPhone: string;
  licenseNo: string;
  licensePath: string;
  permitPath: string;
  cityName: string;
  address?: string;
  intro: string;
}
const AUDIT: Record<number, [string, string]> = { 0: ['审核中', 'orange'], 1: ['已认证', 'green'], 2: ['未通过', 'red'] };

function ImageField({ value, onChange, label }: { value?: string; onChange?: (v: string) => void; label: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Space direction="vertical">
      <Upload
        accept="image/png,image/jpeg"
        showUploadList={false}
        beforeUpload={async (file) => {
          if (file.size === 0) void message.error(UPLOAD_MSG.empty);
          else if (file.size > 5 * 1024 * 1024) void message.error('上传的图片不能超过5MB');
          else {
            setBusy(true);
            try {
              // a licence or permit: private from the upload on (shown back through privateUploadUrl)
              onChange?.(await uploadImage(file, 'identity'));
            } catch (e) {
              showError(e);
            } finally {
              setBusy(false);
            }
          }
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} aria-label={`上传${label}`}>
          {value ? `重新上传${label}` : `上传${label}`}
        </Button>
      </Upload>
      {value && <img src={privateUploadUrl(value)} alt={label} style={{ maxWidth: 220, border: '1px solid #eee' }} />}
    </Space>
  );
}

/**
 * spec main_info: agent certification. The HR firm submits its data for staff review; once approved it
 * buys membership with coins for one year (memberStatus 1) and may renew in the last 30 days.
 */
export function MainInfoPage() {
  const { data, isLoading, error } = useMainInfo();
  const save = usePersonnelAction('firmSave');
  const buy = usePersonnelAction('buyMember');
  const { message } = App.useApp();
  const [form] = Form.useForm<FirmForm>();
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState(false);
  const firm = data?.rsFrim ?? null;
  useEffect(() => {
    if (firm)
      form.setFieldsValue({
        ...firm,
        contactName: firm.contactName ?? '',
        contactPhone: firm.contactPhone ?? '',
        licenseNo: firm.licenseNo ?? '',
        licensePath: firm.licensePath ?? '',
        permitPath: firm.permitPath ?? '',
        cityName: firm.cityName ?? '',
        address: firm.address ?? '',
        intro: firm.intro ?? '',
      });
  }, [firm, form]);
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error) return <Alert type="warning" showIcon message={errorText(error)} />;
  const showForm = !firm || editing;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      {firm && (
        <Card title="机构认证" extra={!editing && <Button onClick={() => setEditing(true)}>修改认证资料</Button>}>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label="机构名称">{firm.firmname}</Descriptions.Item>
            <Descriptions.Item label="认证状态">
              <Tag color={AUDIT[firm.auditState]?.[1]}>{AUDIT[firm.auditState]?.[0]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="统一社会信用代码">{firm.licenseNo}</Descriptions.Item>
            <Descriptions.Item label="所在城市">{firm.cityName}</Descriptions.Item>
            <Descriptions.Item label="联系人">
              {firm.contactName} {firm.contactPhone}
            </Descriptions.Item>
            <Descriptions.Item label="地址">{firm.address || '—'}</Descriptions.Item>
            <Descriptions.Item label="机构简介" span={2}>
              {firm.intro}
            </Descriptions.Item>
            {firm.rejectReason && (
              <Descriptions.Item label="驳回原因" span={2}>
                <Typography.Text type="danger">{firm.rejectReason}</Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
          {firm.auditState === 0 && (
            <Alert style={{ marginTop: 12 }} type="info" showIcon message="认证资料已提交，工作人员审核后将通过系统通知告知结果" />
          )}
        </Card>
      )}
      {showForm && (
        <Card title={firm ? '修改认证资料（修改后需重新审核）' : '人力资源机构认证'}>
          <Form<FirmForm>
            form={form}
            layout="vertical"
            style={{ maxWidth: 680 }}
            onFinish={async (v) => {
              const r = await save.run(v);
              if (r) {
                setEditing(false);
              }
            }}
          >
            <Form.Item name="firmname" label="机构名称" rules={[{ required: true, min: 2, message: PERSONNEL_MSG.firmNameRequired }]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="licenseNo"
              label="统一社会信用代码"
              rules={[{ required: true, pattern: /^[0-9A-HJ-NPQRTUWXYa-hj-npqrtuwxy]{18}$/, message: PERSONNEL_MSG.licenseNoInvalid }]}
            >
              <Input maxLength={18} />
            </Form.Item>
            <Space size="large" wrap>
              <Form.Item name="contactName" label="联系人" rules={[{ required: true, min: 2, message: PERSONNEL_MSG.contactNameRequired }]}>
                <Input maxLength={50} />
              </Form.Item>
              <Form.Item
                name="contactPhone"
                label="联系电话"
                rules={[{ required: true, pattern: PHONE_PATTERN, message: PERSONNEL_MSG.phoneInvalid }]}
              >
                <Input maxLength={11} />
              </Form.Item>
              <Form.Item name="cityName" label="所在城市" rules={[{ required: true, message: PERSONNEL_MSG.cityRequired }]}>
                <Input maxLength={50} />
              </Form.Item>
            </Space>
            <Form.Item name="address" label="地址">
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="licensePath" label="营业执照" rules={[{ required: true, message: PERSONNEL_MSG.licenseRequired }]}>
              <ImageField label="营业执照" />
            </Form.Item>
            <Form.Item name="permitPath" label="人力资源服务许可证" rules={[{ required: true, message: PERSONNEL_MSG.permitRequired }]}>
              <ImageField label="人力资源服务许可证" />
            </Form.Item>
            <Form.Item name="intro" label="机构简介" rules={[{ required: true, min: 10, max: 1000, message: PERSONNEL_MSG.introRequired }]}>
              <Input.TextArea rows={4} maxLength={1000} showCount />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                提交认证
              </Button>
              {firm && <Button onClick={() => setEditing(false)}>取消</Button>}
            </Space>
          </Form>
        </Card>
      )}
      {firm && (
        <Card title="人事代理会员">
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label="会员状态">
              <Tag color={firm.memberStatus === MEMBER_STATUS.member ? 'green' : 'default'}>{MEMBER_STATUS_LABEL[firm.memberStatus]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="有效期至">{firm.memberUntil ? fmtTime(firm.memberUntil) : '—'}</Descriptions.Item>
            <Descriptions.Item label="会员年费">{data?.memberFee} 晶币 / 年</Descriptions.Item>
            <Descriptions.Item label="权益">申请承接社保、公积金、工资代发、招聘代理需求</Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 12 }}>
            {firm.auditState !== 1 ? (
              <Alert type="info" showIcon message="机构认证审核通过后即可开通会员" />
            ) : firm.canBuy ? (
              <Button type="primary" onClick={() => setPaying(true)}>
                {firm.memberStatus === MEMBER_STATUS.member ? '续费一年' : '开通会员（一年）'}
              </Button>
            ) : (
              <Typography.Text type="secondary">会员到期前{data?.renewDays}天内可续费，续费从原到期日顺延一年。</Typography.Text>
            )}
          </div>
          {(data?.memberships.length ?? 0) > 0 && (
            <Table
              style={{ marginTop: 16 }}
              size="small"
              rowKey="term"
              pagination={false}
              dataSource={data?.memberships ?? []}
              columns={[
                { title: '年度', render: (_, m) => `第${m.term}年` },
                { title: '费用（晶币）', dataIndex: 'amount' },
                { title: '开始', render: (_, m) => fmtDate(m.startsAt) },
                { title: '结束', render: (_, m) => fmtDate(m.endsAt) },
              ]}
            />
          )}
          <WalletPayDialog
            open={paying}
            title="开通人事代理会员"
            amount={data?.memberFee ?? ''}
            onClose={() => setPaying(false)}
            onPay={(pwd) =>
              buy.mutateAsync({ accountpwd: pwd }).then((r) => {
                void message.success(r.msg);
                setPaying(false);
              })
            }
          />
        </Card>
      )}
    </Space>
  );
}
