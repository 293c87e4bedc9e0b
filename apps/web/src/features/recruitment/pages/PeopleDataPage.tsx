import { Button, Card, Form, Input, Skeleton, Typography } from 'antd';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { PHONE_PATTERN } from '@xcb/shared/rules';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { R } from '../labels.ts';

/** people_data: the recruiter's personal data (zpGrzl), needed to publish (3,5,2). */
export function PeopleDataPage() {
  const { data, isLoading } = useRecruit('grzlMine', {}, { fresh: true });
  const save = useRecruitMutation('grzlSave');
  if (isLoading) return <Skeleton active />;
  return (
    <Card title="招聘者个人资料">
      <Typography.Paragraph type="secondary">求职者在职位页看到您的姓名和职务；手机和邮箱不对外展示。</Typography.Paragraph>
      <Form
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={data?.data ?? {}}
        onFinish={(v: { name: string; title: string; phone: string; email?: string }) => save.run(v)}
      >
        <Form.Item name="name" label="姓名" rules={[{ required: true, max: 30, message: RECRUIT_MSG.recruiterName }]}>
          <Input />
        </Form.Item>
        <Form.Item name="title" label="职务" rules={[{ required: true, max: 30, message: RECRUIT_MSG.recruiterTitle }]}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={[{ required: true, pattern: PHONE_PATTERN, message: RECRUIT_MSG.phoneInvalid }]}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: RECRUIT_MSG.emailInvalid }]}>
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {R.save}
        </Button>
      </Form>
    </Card>
  );
}
