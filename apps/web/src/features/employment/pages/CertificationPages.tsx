import { useState } from 'react';
import { App, Alert, Button, Card, Descriptions, Form, Input, Select, Spin, Tag } from 'antd';
import { CERT_MSG } from '@xcb/shared/messages';
import { errorText } from '../../../api/client.ts';
import { privateUploadUrl, uploadUrl } from '../../../api/files.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useMyCompany, useMyPersonal, useSaveCompany, useSavePersonal } from '../api.ts';
import { ImageUploads } from '../../../components/ImageUploads.tsx';

// spec: /employment/company_store and /employment/personal_certification. Submitting sends the record
// to the staff review queue; the notice 05-01 / 05-02 tells the decision.

const STATE: Record<number, { color: string; text: string }> = {
  0: { color: 'gold', text: '审核中' },
  1: { color: 'green', text: '已认证' },
  2: { color: 'red', text: '未通过' },
};

export function CompanyStorePage() {
  const { user } = useAuth();
  const { message } = App.useApp();
  const company = useMyCompany(user?.id);
  const save = useSaveCompany();
  const [licence, setLicence] = useState<string[]>([]);
  const [logo, setLogo] = useState<string[]>([]);
  if (company.isLoading) return <Spin />;
  const c = company.data;
  const editable = !c || c.companyAuditState === 2;
  return (
    <Card title="企业认证" extra={c && <Tag color={STATE[c.companyAuditState]?.color}>{STATE[c.companyAuditState]?.text}</Tag>}>
      {c?.companyAuditState === 0 && <Alert type="warning" showIcon title={CERT_MSG.companyPending} style={{ marginBottom: 16 }} />}
      {c?.companyAuditState === 2 && (
        <Alert type="error" showIcon title={`认证未通过：${c.auditReason ?? ''}，请修改后重新提交`} style={{ marginBottom: 16 }} />
      )}
      {c && !editable ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'n', label: '企业名称', children: c.companyName },
            { key: 'i', label: '所属行业', children: c.companyMainIndustry },
            { key: 's', label: '企业规模', children: c.companySize },
            {
              key: 'l',
              label: '营业执照',
              children: c.licensePath ? <img src={privateUploadUrl(c.licensePath)} alt="营业执照" style={{ maxWidth: 200 }} /> : '—',
            },
            {
              key: 'g',
              label: '企业LOGO',
              children: c.companyTx ? <img src={uploadUrl(c.companyTx)} alt="企业LOGO" style={{ maxWidth: 100 }} /> : '—',
            },
          ]}
        />
      ) : (
        <Form
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={c ?? {}}
          onFinish={async (v: {
            companyName: string;
            companyMainIndustry: string;
            companySize: string;
            companyAddress?: string;
            companyIntro?: string;
          }) => {
            const licensePath = licence[0] ?? c?.licensePath ?? '';
            const companyTx = logo[0] ?? c?.companyTx ?? '';
            if (!licensePath) return void message.error(CERT_MSG.licenseRequired);
            if (!companyTx) return void message.error(CERT_MSG.logoRequired);
            try {
              const r = await save.mutateAsync({ ...v, licensePath, companyTx });
              void message.success(r.msg);
            } catch (e) {
              void message.error(errorText(e));
            }
          }}
        >
          <Form.Item name="companyName" label="企业名称" rules={[{ required: true, message: CERT_MSG.companyNameRequired }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="companyMainIndustry" label="所属行业" rules={[{ required: true, message: CERT_MSG.industryRequired }]}>
            <Select
              options={['互联网', '软件和信息技术', '电子商务', '金融', '制造业', '教育培训', '其他'].map((t) => ({ value: t, label: t }))}
            />
          </Form.Item>
          <Form.Item name="companySize" label="企业规模" rules={[{ required: true, message: CERT_MSG.sizeRequired }]}>
            <Select options={['1-9人', '10-49人', '50-99人', '100-499人', '500人以上'].map((t) => ({ value: t, label: t }))} />
          </Form.Item>
          <Form.Item name="companyAddress" label="企业地址">
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="companyIntro" label="企业简介">
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
          <Form.Item label="营业执照" required>
            <ImageUploads value={licence} onChange={setLicence} max={1} label="上传营业执照" alt="营业执照" purpose="identity" />
          </Form.Item>
          <Form.Item label="企业LOGO" required>
            <ImageUploads value={logo} onChange={setLogo} max={1} label="上传LOGO" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            提交认证
          </Button>
        </Form>
      )}
    </Card>
  );
}

export function PersonalCertificationPage() {
  const { user } = useAuth();
  const { message } = App.useApp();
  const person = useMyPersonal(user?.id);
  const save = useSavePersonal();
  const [front, setFront] = useState<string[]>([]);
  const [back, setBack] = useState<string[]>([]);
  if (person.isLoading) return <Spin />;
  const p = person.data;
  const editable = !p || p.jpAuditState === 2;
  return (
    <Card title="个人资料认证" extra={p && <Tag color={STATE[p.jpAuditState]?.color}>{STATE[p.jpAuditState]?.text}</Tag>}>
      {p?.jpAuditState === 0 && <Alert type="warning" showIcon title={CERT_MSG.personalPending} style={{ marginBottom: 16 }} />}
      {p?.jpAuditState === 2 && (
        <Alert type="error" showIcon title={`认证未通过：${p.auditReason ?? ''}，请修改后重新提交`} style={{ marginBottom: 16 }} />
      )}
      {p && !editable ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'n', label: '真实姓名', children: p.name },
            { key: 'i', label: '身份证号', children: p.idNumber ?? '—' },
          ]}
        />
      ) : (
        <Form
          layout="vertical"
          style={{ maxWidth: 480 }}
          onFinish={async (v: { name: string; idNumber: string }) => {
            if (!front[0] || !back[0]) return void message.error(CERT_MSG.idImagesRequired);
            try {
              const r = await save.mutateAsync({ ...v, idFrontPath: front[0], idBackPath: back[0] });
              void message.success(r.msg);
            } catch (e) {
              void message.error(errorText(e));
            }
          }}
        >
          <Form.Item name="name" label="真实姓名" rules={[{ required: true, message: CERT_MSG.realNameRequired }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="idNumber"
            label="身份证号"
            rules={[{ required: true, pattern: /^\d{17}[\dXx]$/, message: CERT_MSG.idNumberInvalid }]}
          >
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item label="身份证正面" required>
            <ImageUploads value={front} onChange={setFront} max={1} label="上传正面" alt="身份证正面" purpose="identity" />
          </Form.Item>
          <Form.Item label="身份证反面" required>
            <ImageUploads value={back} onChange={setBack} max={1} label="上传反面" alt="身份证反面" purpose="identity" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            提交认证
          </Button>
        </Form>
      )}
    </Card>
  );
}
