import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Result, Row, Select, Skeleton } from 'antd';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { useDictOptions } from '../components/bits.tsx';
import { R } from '../labels.ts';
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

/** add_job (?id to edit): the (3,5,2) check, then the form; a submission waits for staff review. */
export function AddJobPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const check = useRecruit('publishCheck', {}, { fresh: true });
  const existing = useRecruit('positionDetail', { id: id ?? 0 }, { enabled: !!id });
  const save = useRecruitMutation('positionAdd');
  const navigate = useNavigate();
  const [form] = Form.useForm<JobForm>();
  const salary = useDictOptions('xzfw');
  const exp = useDictOptions('gzjy');
  const edu = useDictOptions('xl');
  const industry = useDictOptions('cshy');
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
              <Button type="primary">去完善</Button>
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
        <Form.Item name="positionname" label="职位名称" rules={[{ required: true, max: 50, message: RECRUIT_MSG.positionName }]}>
          <Input />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="salaryrange" label="薪资范围" rules={[{ required: true, message: RECRUIT_MSG.salaryRequired }]}>
              <Select options={salary} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="workexperience" label="工作经验" rules={[{ required: true, message: RECRUIT_MSG.experienceRequired }]}>
              <Select options={exp} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="education" label="学历要求" rules={[{ required: true, message: RECRUIT_MSG.educationRequired }]}>
              <Select options={edu} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="industry" label="所属行业" rules={[{ required: true, message: RECRUIT_MSG.industryRequired }]}>
              <Select options={industry} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="city" label="工作城市" rules={[{ required: true, max: 30, message: RECRUIT_MSG.cityRequired }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="peoplenum" label="招聘人数" rules={[{ required: true, message: RECRUIT_MSG.peoplenum }]}>
              <InputNumber min={1} max={999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="fl" label="职位福利">
          <Checkbox.Group options={fl} />
        </Form.Item>
        <Form.Item
          name="description"
          label="职位描述"
          rules={[{ required: true, min: 10, max: 3000, message: RECRUIT_MSG.descriptionRequired }]}
        >
          <Input.TextArea rows={6} showCount maxLength={3000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          提交审核
        </Button>
      </Form>
    </Card>
  );
}
