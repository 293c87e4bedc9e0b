import { Link } from 'react-router';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Skeleton } from 'antd';
import { AUDIT_STATE } from '@xcb/shared/enums';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { LogoField } from '../components/LogoField.tsx';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { FormFields, type Field } from '../components/FormFields.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';

const T = RP.enterprise;
const FIELDS: Field[] = [
  { name: 'companyMainIndustry', label: RP.col.industry, dict: 'cshy' },
  { name: 'companySize', label: T.size, dict: 'gsgm' },
  { name: 'companyNature', label: T.nature, dict: 'gsxz' },
  { name: 'address', label: T.address, rules: [{ max: 120 }], md: 24 },
  { name: 'intro', label: T.intro, rules: [{ max: 3000 }], md: 24, control: <Input.TextArea rows={5} /> },
];

/** enterprise_data: the company's certification state and its recruitment page. */
export function EnterpriseDataPage() {
  const { data, isLoading } = useRecruit('myCompany', {}, { fresh: true });
  const save = useRecruitMutation('companySave');
  if (isLoading) return <Skeleton active />;
  const c = data?.data;
  if (!c)
    return (
      <Result
        status="info"
        title={RECRUIT_MSG.companyDataRequired}
        subTitle={T.certifyFirst}
        extra={
          <Link to="/employment/company_store">
            <Button type="primary">{T.certify}</Button>
          </Link>
        }
      />
    );
  const state =
    c.companyAuditState === AUDIT_STATE.approved
      ? T.state.approved
      : c.companyAuditState === AUDIT_STATE.pending
        ? T.state.pending
        : T.state.rejected;
  return (
    <Card title={T.title}>
      <Descriptions
        style={{ marginBottom: 16 }}
        items={[
          { key: 'n', label: RP.company.name, children: c.companyName },
          { key: 's', label: T.stateLabel, children: state },
        ]}
      />
      {c.companyAuditState === AUDIT_STATE.pending && <Alert type="info" title={RECRUIT_MSG.companyPending} style={{ marginBottom: 16 }} />}
      <Form
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{ ...c, companyTx: c.companyTx ?? undefined }}
        onFinish={(v: {
          companyTx?: string;
          companyMainIndustry?: string;
          companySize?: string;
          companyNature?: string;
          address?: string;
          intro?: string;
        }) => save.run({ ...v, address: v.address ?? '', intro: v.intro ?? '' })}
      >
        <Form.Item name="companyTx" label={T.logo}>
          <LogoField />
        </Form.Item>
        <FormFields md={8} fields={FIELDS} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {R.save}
        </Button>
      </Form>
    </Card>
  );
}
