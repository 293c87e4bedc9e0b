import { Button, Card, Form, Skeleton, Typography } from 'antd';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { PHONE_PATTERN } from '@xcb/shared/rules';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { FormFields, type Field } from '../components/FormFields.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';

const FIELDS: Field[] = [
  { name: 'name', label: RP.col.name, rules: [{ required: true, max: 30, message: RECRUIT_MSG.recruiterName }] },
  { name: 'title', label: RP.peopleData.jobTitle, rules: [{ required: true, max: 30, message: RECRUIT_MSG.recruiterTitle }] },
  { name: 'phone', label: RP.col.phone, rules: [{ required: true, pattern: PHONE_PATTERN, message: RECRUIT_MSG.phoneInvalid }] },
  { name: 'email', label: RP.col.email, rules: [{ type: 'email', message: RECRUIT_MSG.emailInvalid }] },
];

/** people_data: the recruiter's personal data (zpGrzl), needed to publish (3,5,2). */
export function PeopleDataPage() {
  const { data, isLoading } = useRecruit('grzlMine', {}, { fresh: true });
  const save = useRecruitMutation('grzlSave');
  if (isLoading) return <Skeleton active />;
  return (
    <Card title={RP.peopleData.title}>
      <Typography.Paragraph type="secondary">{RP.peopleData.hint}</Typography.Paragraph>
      <Form
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={data?.data ?? {}}
        onFinish={(v: { name: string; title: string; phone: string; email?: string }) => save.run(v)}
      >
        <FormFields fields={FIELDS} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {R.save}
        </Button>
      </Form>
    </Card>
  );
}
