import { useEffect } from 'react';
import { Button, Card, Descriptions, Form, Input, Skeleton, Space, Statistic, Tag } from 'antd';
import { Link } from 'react-router';
import { SHARING_MSG } from '@xcb/shared';
import { useCert, useSaveCert } from '../api.ts';

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
      <Card title="认证信息">
        <Descriptions column={2}>
          <Descriptions.Item label="认证状态">
            <Tag color={data.canPublish ? 'green' : 'orange'}>{data.userAuthInfo}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="发布权限">
            {data.canPublish ? '可发布项目与服务' : <Link to="/employment/company_store">{SHARING_MSG.certifyFirst}</Link>}
          </Descriptions.Item>
        </Descriptions>
        <Space size="large" wrap>
          <Statistic title="发布的项目" value={data.counts.project} />
          <Statistic title="发布的服务" value={data.counts.server} />
          <Statistic title="服务订单" value={data.counts.sold} />
          <Statistic title="需求订单" value={data.counts.bought} />
        </Space>
      </Card>
      <Card title="服务方资料">
        <Form form={form} layout="vertical" onFinish={(v) => void save.run(v)} style={{ maxWidth: 640 }}>
          <Form.Item name="intro" label="个人/企业简介" rules={[{ max: 500, message: SHARING_MSG.profileMax }]}>
            <Input.TextArea rows={4} maxLength={500} showCount placeholder="显示在您发布的项目和服务详情页" />
          </Form.Item>
          <Form.Item name="skills" label="擅长领域" rules={[{ max: 100, message: SHARING_MSG.skillsMax }]}>
            <Input maxLength={100} placeholder="如：网站建设、小程序开发" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
