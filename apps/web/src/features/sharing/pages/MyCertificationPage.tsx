import { useEffect } from 'react';
import { Button, Card, Descriptions, Form, Input, Skeleton, Space, Statistic, Tag } from 'antd';
import { Link } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { SHARE_L } from '../../../locale/sharing.ts';
import { useCert, useSaveCert } from '../api.ts';

const C = SHARE_L.cert;

/** my_certification: the identity certification publishing needs, the provider's profile, the counts. */
export function MyCertificationPage() {
  const { data, isLoading } = useCert();
  const save = useSaveCert();
  const [form] = Form.useForm<{ intro: string; skills: string }>();
  useEffect(() => {
    if (data) form.setFieldsValue(data.profile);
  }, [data, form]);
  if (isLoading || !data) return <Skeleton active />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card title={C.title}>
        <Descriptions column={2}>
          <Descriptions.Item label={C.state}>
            <Tag color={data.canPublish ? 'green' : 'orange'}>{data.userAuthInfo}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={C.right}>
            {data.canPublish ? C.canPublish : <Link to="/employment/company_store">{SHARING_MSG.certifyFirst}</Link>}
          </Descriptions.Item>
        </Descriptions>
        <Space size="large" wrap>
          <Statistic title={C.projects} value={data.counts.project} />
          <Statistic title={C.servers} value={data.counts.server} />
          <Statistic title={C.sold} value={data.counts.sold} />
          <Statistic title={C.bought} value={data.counts.bought} />
        </Space>
      </Card>
      <Card title={C.profile}>
        <Form form={form} layout="vertical" onFinish={(v) => void save.run(v)} style={{ maxWidth: 640 }}>
          <Form.Item name="intro" label={C.intro} rules={[{ max: 500, message: SHARING_MSG.profileMax }]}>
            <Input.TextArea rows={4} maxLength={500} showCount placeholder={C.introPlaceholder} />
          </Form.Item>
          <Form.Item name="skills" label={C.skills} rules={[{ max: 100, message: SHARING_MSG.skillsMax }]}>
            <Input maxLength={100} placeholder={C.skillsPlaceholder} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {C.save}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
