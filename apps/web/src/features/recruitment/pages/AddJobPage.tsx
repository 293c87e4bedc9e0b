import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Checkbox, Form, Input, InputNumber, Result, Skeleton } from 'antd';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { useDictOptions } from '../components/bits.tsx';
import { FormFields, type Field } from '../components/FormFields.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { rp } from '../paths.ts';

interface JobForm {
  positionname: string;
  salaryrange: string;
  workexperience: string;
  education: string;
  industry: string;
  city: string;
  fl: string[];
  peoplenum: number;
  description: string;
}

const T = RP.addJob;
const required = (message: string, max?: number) => [{ required: true, message, ...(max ? { max } : {}) }];
const FIELDS: Field[] = [
  { name: 'positionname', label: T.name, rules: required(RECRUIT_MSG.positionName, 50), md: 24 },
  { name: 'salaryrange', label: T.salary, rules: required(RECRUIT_MSG.salaryRequired), dict: 'xzfw' },
  { name: 'workexperience', label: RP.col.workexperience, rules: required(RECRUIT_MSG.experienceRequired), dict: 'gzjy' },
  { name: 'education', label: T.education, rules: required(RECRUIT_MSG.educationRequired), dict: 'xl' },
  { name: 'industry', label: RP.col.industry, rules: required(RECRUIT_MSG.industryRequired), dict: 'cshy' },
  { name: 'city', label: T.city, rules: required(RECRUIT_MSG.cityRequired, 30) },
  {
    name: 'peoplenum',
    label: T.peoplenum,
    rules: required(RECRUIT_MSG.peoplenum),
    control: <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />,
  },
];
const DESCRIPTION: Field = {
  name: 'description',
  label: R.description,
  rules: [{ required: true, min: 10, max: 3000, message: RECRUIT_MSG.descriptionRequired }],
  md: 24,
  control: <Input.TextArea rows={6} showCount maxLength={3000} />,
};

/** add_job (?id to edit): the (3,5,2) check, then the form; a submission waits for staff review. */
export function AddJobPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const check = useRecruit('publishCheck', {}, { fresh: true });
  const existing = useRecruit('positionDetail', { id: id ?? 0 }, { enabled: !!id });
  const save = useRecruitMutation('positionAdd');
  const navigate = useNavigate();
  const [form] = Form.useForm<JobForm>();
  const fl = useDictOptions('gwfl');
  const p = existing.data?.data;
  useEffect(() => {
    if (p) form.setFieldsValue({ ...p });
  }, [p, form]);
  if (check.isLoading || (id && existing.isLoading)) return <Skeleton active />;
  if (check.data && !check.data.ok)
    return (
      <Result
        status="warning"
        title={check.data.msg}
        extra={
          check.data.redirect && (
            <Link to={check.data.redirect}>
              <Button type="primary">{RP.complete}</Button>
            </Link>
          )
        }
      />
    );
  const submit = async (v: JobForm) => {
    if (await save.run({ ...v, id })) void navigate(rp.managementJob());
  };
  return (
    <Card title={id ? R.editJob : R.publishJob}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ peoplenum: 1, fl: [] }}
        onFinish={(v) => void submit(v)}
        style={{ maxWidth: 800 }}
      >
        <FormFields
          md={8}
          fields={[...FIELDS, { name: 'fl', label: T.benefits, md: 24, control: <Checkbox.Group options={fl} /> }, DESCRIPTION]}
        />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {T.submit}
        </Button>
      </Form>
    </Card>
  );
}
