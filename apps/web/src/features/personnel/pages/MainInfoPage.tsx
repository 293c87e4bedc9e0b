import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Space, Spin, Table, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { PERSONNEL_MSG, UPLOAD_MSG } from '@xcb/shared/messages';
import { MEMBER_STATUS, MEMBER_STATUS_LABEL } from '@xcb/shared/actions/personnel';
import { errorText } from '../../../api/client.ts';
import { showError } from '../../../api/feedback.ts';
import { privateUploadUrl, uploadImage } from '../../../api/files.ts';
import { useMainInfo, usePersonnelAction } from '../api.ts';
import { WalletPayDialog } from '../../../components/wallet/WalletPayDialog.tsx';
import { fmtDate, fmtTime, reasonItem } from '../components/NeedBits.tsx';
import { PhoneItem, TextAreaItem, TextItem } from '../components/Fields.tsx';
import { PL } from '../../../locale/personnel.ts';

const F = PL.firm;
const M = PL.member;

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
const AUDIT = F.audit;

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
          else if (file.size > 5 * 1024 * 1024) void message.error(UPLOAD_MSG.image5mb);
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
        <Button icon={<UploadOutlined />} loading={busy} aria-label={F.upload(label)}>
          {value ? F.reupload(label) : F.upload(label)}
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
        <Card title={F.title} extra={!editing && <Button onClick={() => setEditing(true)}>{F.edit}</Button>}>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={F.name}>{firm.firmname}</Descriptions.Item>
            <Descriptions.Item label={F.auditState}>
              <Tag color={AUDIT[firm.auditState]?.[1]}>{AUDIT[firm.auditState]?.[0]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={F.licenseNo}>{firm.licenseNo}</Descriptions.Item>
            <Descriptions.Item label={F.city}>{firm.cityName}</Descriptions.Item>
            <Descriptions.Item label={PL.contactName}>
              {firm.contactName} {firm.contactPhone}
            </Descriptions.Item>
            <Descriptions.Item label={F.address}>{firm.address || '—'}</Descriptions.Item>
            <Descriptions.Item label={F.intro} span={2}>
              {firm.intro}
            </Descriptions.Item>
            {reasonItem(firm.rejectReason)}
          </Descriptions>
          {firm.auditState === 0 && <Alert style={{ marginTop: 12 }} type="info" showIcon message={F.submitted} />}
        </Card>
      )}
      {showForm && (
        <Card title={firm ? F.editTitle : F.newTitle}>
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
            <TextItem name="firmname" label={F.name} min={2} maxLength={100} message={PERSONNEL_MSG.firmNameRequired} />
            <Form.Item
              name="licenseNo"
              label={F.licenseNo}
              rules={[{ required: true, pattern: /^[0-9A-HJ-NPQRTUWXYa-hj-npqrtuwxy]{18}$/, message: PERSONNEL_MSG.licenseNoInvalid }]}
            >
              <Input maxLength={18} />
            </Form.Item>
            <Space size="large" wrap>
              <TextItem name="contactName" label={PL.contactName} min={2} maxLength={50} message={PERSONNEL_MSG.contactNameRequired} />
              <PhoneItem />
              <TextItem name="cityName" label={F.city} maxLength={50} message={PERSONNEL_MSG.cityRequired} />
            </Space>
            <Form.Item name="address" label={F.address}>
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="licensePath" label={F.license} rules={[{ required: true, message: PERSONNEL_MSG.licenseRequired }]}>
              <ImageField label={F.license} />
            </Form.Item>
            <Form.Item name="permitPath" label={F.permit} rules={[{ required: true, message: PERSONNEL_MSG.permitRequired }]}>
              <ImageField label={F.permit} />
            </Form.Item>
            <TextAreaItem name="intro" label={F.intro} min={10} max={1000} rows={4} message={PERSONNEL_MSG.introRequired} />
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {F.submit}
              </Button>
              {firm && <Button onClick={() => setEditing(false)}>{F.cancel}</Button>}
            </Space>
          </Form>
        </Card>
      )}
      {firm && (
        <Card title={M.title}>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={M.status}>
              <Tag color={firm.memberStatus === MEMBER_STATUS.member ? 'green' : 'default'}>{MEMBER_STATUS_LABEL[firm.memberStatus]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={M.until}>{firm.memberUntil ? fmtTime(firm.memberUntil) : '—'}</Descriptions.Item>
            <Descriptions.Item label={M.fee}>{M.perYear(data?.memberFee ?? '')}</Descriptions.Item>
            <Descriptions.Item label={M.rights}>{M.rightsText}</Descriptions.Item>
          </Descriptions>
          <div style={{ marginTop: 12 }}>
            {firm.auditState !== 1 ? (
              <Alert type="info" showIcon message={M.afterApproval} />
            ) : firm.canBuy ? (
              <Button type="primary" onClick={() => setPaying(true)}>
                {firm.memberStatus === MEMBER_STATUS.member ? M.renew : M.buy}
              </Button>
            ) : (
              <Typography.Text type="secondary">{M.renewWindow(data?.renewDays)}</Typography.Text>
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
                { title: M.term, render: (_, m) => M.termN(m.term) },
                { title: M.termFee, dataIndex: 'amount' },
                { title: M.start, render: (_, m) => fmtDate(m.startsAt) },
                { title: M.end, render: (_, m) => fmtDate(m.endsAt) },
              ]}
            />
          )}
          <WalletPayDialog
            open={paying}
            title={M.payTitle}
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
