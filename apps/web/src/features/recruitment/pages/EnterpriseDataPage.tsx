import { Link } from 'react-router';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Result, Row, Select, Skeleton } from 'antd';
import { AUDIT_STATE } from '@xcb/shared/enums';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { LogoField } from '../components/LogoField.tsx';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { useDictOptions } from '../components/bits.tsx';
import { R } from '../labels.ts';

/** enterprise_data: the company's certification state and its recruitment page. */
export function EnterpriseDataPage() {
  const { data, isLoading } = useRecruit('myCompany', {}, { fresh: true });
  const save = useRecruitMutation('companySave');
  const industry = useDictOptions('cshy');
  const size = useDictOptions('gsgm');
  const nature = useDictOptions('gsxz');
  if (isLoading) return <Skeleton active />;
  const c = data?.data;
  if (!c)
    return (
      <Result
        status="info"
        title={RECRUIT_MSG.companyDataRequired}
        subTitle="招聘需要先完成企业认证"
        extra={
          <Link to="/employment/company_store">
            <Button type="primary">去企业认证</Button>
          </Link>
        }
      />
    );
  const state = c.companyAuditState === AUDIT_STATE.approved ? '已认证' : c.companyAuditState === AUDIT_STATE.pending ? '审核中' : '未通过';
  return (
    <Card title="企业管理">
      <Descriptions
        style={{ marginBottom: 16 }}
        items={[
          { key: 'n', label: '企业名称', children: c.companyName },
          { key: 's', label: '认证状态', children: state },
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
        <Form.Item name="companyTx" label="企业Logo">
          <LogoField />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="companyMainIndustry" label="所属行业">
              <Select allowClear options={industry} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="companySize" label="公司规模">
              <Select allowClear options={size} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="companyNature" label="公司性质">
              <Select allowClear options={nature} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="address" label="公司地址" rules={[{ max: 120 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="intro" label="公司简介" rules={[{ max: 3000 }]}>
          <Input.TextArea rows={5} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {R.save}
        </Button>
      </Form>
    </Card>
  );
}
