import { useNavigate } from 'react-router';
import { Button, Card, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Skeleton, Switch } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { PHONE_PATTERN } from '@xcb/shared/rules';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import type { ResumeInput } from '@xcb/shared/actions/recruitment';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { useDictOptions } from '../components/bits.tsx';
import { R } from '../labels.ts';
import { rp } from '../paths.ts';

type Period = [Dayjs | null, Dayjs | null] | null;
interface FormEntry {
  period?: Period;
  [k: string]: unknown;
}
interface EditorForm extends Omit<ResumeInput, 'educations' | 'works' | 'projects' | 'searchable'> {
  searchable: boolean;
  educations: FormEntry[];
  works: FormEntry[];
  projects: FormEntry[];
}

const toPeriod = (start: string, end: string): Period => [start ? dayjs(start) : null, end ? dayjs(end) : null];
const fromPeriod = (p: Period | undefined) => ({ start: p?.[0]?.format('YYYY-MM') ?? '', end: p?.[1]?.format('YYYY-MM') ?? '' });

function Section({
  name,
  title,
  fields,
}: {
  name: 'educations' | 'works' | 'projects';
  title: string;
  fields: { name: string; label: string; area?: boolean }[];
}) {
  return (
    <Card title={title} size="small" style={{ marginBottom: 12 }}>
      <Form.List name={name}>
        {(items, { add, remove }) => (
          <>
            {items.map((item) => (
              <div key={item.key} style={{ borderBottom: '1px dashed #eee', marginBottom: 12 }}>
                <Row gutter={12}>
                  {fields.map((f) => (
                    <Col key={f.name} xs={24} md={f.area ? 24 : 8}>
                      <Form.Item name={[item.name, f.name]} label={f.label} rules={[{ max: f.area ? 1000 : 50 }]}>
                        {f.area ? <Input.TextArea rows={3} /> : <Input />}
                      </Form.Item>
                    </Col>
                  ))}
                  <Col xs={24} md={12}>
                    <Form.Item name={[item.name, 'period']} label="起止时间">
                      <DatePicker.RangePicker picker="month" allowEmpty={[false, true]} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12} style={{ textAlign: 'right' }}>
                    <Button type="link" danger icon={<MinusCircleOutlined />} onClick={() => remove(item.name)}>
                      {R.remove}
                    </Button>
                  </Col>
                </Row>
              </div>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({})}>
              {R.add}
              {title}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}

/** editor_resume: basic info, expected position, education, work, projects, skills. */
export function EditorResumePage() {
  const { data, isLoading } = useRecruit('resumeMine', {}, { fresh: true });
  const save = useRecruitMutation('resumeSave');
  const navigate = useNavigate();
  const [form] = Form.useForm<EditorForm>();
  const eduOptions = useDictOptions('xl');
  const expOptions = useDictOptions('gzjy');
  const salaryOptions = useDictOptions('xzfw');
  const industryOptions = useDictOptions('cshy');
  if (isLoading) return <Skeleton active />;
  const r = data?.data;
  const initial: Partial<EditorForm> = r
    ? {
        ...r,
        birthYear: r.birthYear ?? undefined,
        email: r.email ?? undefined,
        city: r.city ?? '',
        education: r.education ?? undefined,
        workexperience: r.workexperience ?? undefined,
        expectedPosition: r.expectedPosition ?? '',
        expectedSalary: r.expectedSalary ?? undefined,
        expectedCity: r.expectedCity ?? '',
        expectedIndustry: r.expectedIndustry ?? undefined,
        summary: r.summary ?? '',
        skills: r.skills ?? '',
        searchable: r.searchable === 1,
        educations: r.educations.map((e) => ({ ...e, period: toPeriod(e.start, e.end) })),
        works: r.works.map((e) => ({ ...e, period: toPeriod(e.start, e.end) })),
        projects: r.projects.map((e) => ({ ...e, period: toPeriod(e.start, e.end) })),
      }
    : { gender: 0, searchable: true, educations: [{}], works: [], projects: [] };
  const submit = async (v: EditorForm) => {
    const strip = (e: FormEntry) => {
      const { period, ...rest } = e;
      return { ...rest, ...fromPeriod(period) };
    };
    const saved = await save.run(
      {
        ...v,
        searchable: v.searchable ? 1 : 0,
        educations: v.educations.map((e) => ({ school: '', major: '', degree: '', ...strip(e) })),
        works: v.works.map((e) => ({ company: '', title: '', content: '', ...strip(e) })),
        projects: v.projects.map((e) => ({ name: '', role: '', content: '', ...strip(e) })),
      },
      { done: (res) => `${res.msg}，简历完整度 ${res.completeness}%` },
    );
    if (saved) void navigate(rp.resume());
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} style={{ maxWidth: 960 }}>
      <Card title={R.basic} size="small" style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="name" label="姓名" rules={[{ required: true, max: 30, message: RECRUIT_MSG.resumeName }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="gender" label="性别">
              <Radio.Group options={R.gender.map((g, i) => ({ value: i, label: g }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="birthYear" label="出生年份">
              <InputNumber min={1940} max={2015} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="phone" label="手机号" rules={[{ required: true, pattern: PHONE_PATTERN, message: RECRUIT_MSG.phoneInvalid }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: RECRUIT_MSG.emailInvalid }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="city" label="所在城市">
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="education" label="最高学历">
              <Select allowClear options={eduOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="workexperience" label="工作经验">
              <Select allowClear options={expOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="searchable" label={R.searchable} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card title={R.expected} size="small" style={{ marginBottom: 12 }}>
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <Form.Item name="expectedPosition" label="期望职位" rules={[{ required: true, message: RECRUIT_MSG.resumeIncomplete }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="expectedSalary" label="期望薪资">
              <Select allowClear options={salaryOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="expectedCity" label="期望城市">
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="expectedIndustry" label="期望行业">
              <Select allowClear options={industryOptions} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Section
        name="educations"
        title={R.educations}
        fields={[
          { name: 'school', label: '学校' },
          { name: 'major', label: '专业' },
          { name: 'degree', label: '学历' },
        ]}
      />
      <Section
        name="works"
        title={R.works}
        fields={[
          { name: 'company', label: '公司' },
          { name: 'title', label: '职位' },
          { name: 'content', label: '工作内容', area: true },
        ]}
      />
      <Section
        name="projects"
        title={R.projects}
        fields={[
          { name: 'name', label: '项目名称' },
          { name: 'role', label: '担任角色' },
          { name: 'content', label: '项目描述', area: true },
        ]}
      />
      <Card title={R.skills} size="small" style={{ marginBottom: 12 }}>
        <Form.Item name="skills" rules={[{ max: 2000 }]}>
          <Input.TextArea rows={3} aria-label={R.skills} />
        </Form.Item>
      </Card>
      <Card title={R.summary} size="small" style={{ marginBottom: 12 }}>
        <Form.Item name="summary" rules={[{ max: 2000 }]}>
          <Input.TextArea rows={3} aria-label={R.summary} />
        </Form.Item>
      </Card>
      <Button type="primary" htmlType="submit" size="large" loading={save.isPending}>
        {R.save}
      </Button>
    </Form>
  );
}
