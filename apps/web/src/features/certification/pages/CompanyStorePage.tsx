import { useState } from 'react';
import { App, Button, Card, Descriptions, Form, Input, Select, Spin } from 'antd';
import { CERT_MSG } from '@xcb/shared/messages';
import { privateUploadUrl, uploadUrl } from '../../../api/files.ts';
import { useAuth } from '../../../lib/auth.ts';
import { ImageUploads } from '../../../components/ImageUploads.tsx';
import { CL } from '../../../locale/certification.ts';
import { useMyCompany, useSaveCompany } from '../api.ts';
import { AuditAlert, AuditTag } from '../components/AuditState.tsx';

// spec: /employment/company_store. Submitting sends the record to the staff review queue; the notice
// 05-01 tells the decision.

const T = CL.company;
const options = (list: readonly string[]) => list.map((t) => ({ value: t, label: t }));

interface CompanyForm {
  companyName: string;
  companyMainIndustry: string;
  companySize: string;
  companyAddress?: string;
  companyIntro?: string;
}

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
    <Card title={T.title} extra={c && <AuditTag state={c.companyAuditState} />}>
      {c && <AuditAlert state={c.companyAuditState} pending={CERT_MSG.companyPending} reason={c.auditReason} />}
      {c && !editable ? (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'n', label: T.name, children: c.companyName },
            { key: 'i', label: T.industry, children: c.companyMainIndustry },
            { key: 's', label: T.size, children: c.companySize },
            {
              key: 'l',
              label: T.licence,
              children: c.licensePath ? <img src={privateUploadUrl(c.licensePath)} alt={T.licence} style={{ maxWidth: 200 }} /> : '—',
            },
            {
              key: 'g',
              label: T.logo,
              children: c.companyTx ? <img src={uploadUrl(c.companyTx)} alt={T.logo} style={{ maxWidth: 100 }} /> : '—',
            },
          ]}
        />
      ) : (
        <Form
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={c ?? {}}
          onFinish={async (v: CompanyForm) => {
            const licensePath = licence[0] ?? c?.licensePath ?? '';
            const companyTx = logo[0] ?? c?.companyTx ?? '';
            if (!licensePath) return void message.error(CERT_MSG.licenseRequired);
            if (!companyTx) return void message.error(CERT_MSG.logoRequired);
            await save.run({ ...v, licensePath, companyTx });
          }}
        >
          <Form.Item name="companyName" label={T.name} rules={[{ required: true, message: CERT_MSG.companyNameRequired }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="companyMainIndustry" label={T.industry} rules={[{ required: true, message: CERT_MSG.industryRequired }]}>
            <Select options={options(T.industries)} />
          </Form.Item>
          <Form.Item name="companySize" label={T.size} rules={[{ required: true, message: CERT_MSG.sizeRequired }]}>
            <Select options={options(T.sizes)} />
          </Form.Item>
          <Form.Item name="companyAddress" label={T.address}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="companyIntro" label={T.intro}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
          <Form.Item label={T.licence} required>
            <ImageUploads value={licence} onChange={setLicence} max={1} label={T.uploadLicence} alt={T.licence} purpose="identity" />
          </Form.Item>
          <Form.Item label={T.logo} required>
            <ImageUploads value={logo} onChange={setLogo} max={1} label={T.uploadLogo} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {CL.submit}
          </Button>
        </Form>
      )}
    </Card>
  );
}
