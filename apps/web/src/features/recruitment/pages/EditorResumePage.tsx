import { useNavigate } from 'react-router';
import { Button, Card, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Skeleton, Switch } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { PHONE_PATTERN } from '@xcb/shared/rules';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import type { ResumeInput } from '@xcb/shared/actions/recruitment';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { FormFields, type Field } from '../components/FormFields.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
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
                    <Form.Item name={[item.name, 'period']} label={RP.editor.period}>
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

const C = RP.col;
const E = RP.editor;

const BASIC_FIELDS: Field[] = [
  { name: 'name', label: C.name, rules: [{ required: true, max: 30, message: RECRUIT_MSG.resumeName }] },
  { name: 'gender', label: C.gender, control: <Radio.Group options={R.gender.map((g, i) => ({ value: i, label: g }))} /> },
  { name: 'birthYear', label: C.birthYear, control: <InputNumber min={1940} max={2015} style={{ width: '100%' }} /> },
  { name: 'phone', label: C.phone, rules: [{ required: true, pattern: PHONE_PATTERN, message: RECRUIT_MSG.phoneInvalid }] },
  { name: 'email', label: C.email, rules: [{ type: 'email', message: RECRUIT_MSG.emailInvalid }] },
  { name: 'city', label: C.location },
  { name: 'education', label: E.topEducation, dict: 'xl' },
  { name: 'workexperience', label: C.workexperience, dict: 'gzjy' },
  { name: 'searchable', label: R.searchable, valuePropName: 'checked', control: <Switch /> },
];

const EXPECTED_FIELDS: Field[] = [
  { name: 'expectedPosition', label: C.expectedPosition, rules: [{ required: true, message: RECRUIT_MSG.resumeIncomplete }] },
  { name: 'expectedSalary', label: C.expectedSalary, dict: 'xzfw' },
  { name: 'expectedCity', label: C.expectedCity },
  { name: 'expectedIndustry', label: C.expectedIndustry, dict: 'cshy' },
];

type SectionProps = Parameters<typeof Section>[0];

const SECTIONS: SectionProps[] = [
  {
    name: 'educations',
    title: R.educations,
    fields: [
      { name: 'school', label: E.school },
      { name: 'major', label: E.major },
      { name: 'degree', label: E.degree },
    ],
  },
  {
    name: 'works',
    title: R.works,
    fields: [
      { name: 'company', label: E.company },
      { name: 'title', label: E.title },
      { name: 'content', label: E.content, area: true },
    ],
  },
  {
    name: 'projects',
    title: R.projects,
    fields: [
      { name: 'name', label: E.project },
      { name: 'role', label: E.role },
      { name: 'content', label: E.projectContent, area: true },
    ],
  },
];

/** editor_resume: basic info, expected position, education, work, projects, skills. */
export function EditorResumePage() {
  const { data, isLoading } = useRecruit('resumeMine', {}, { fresh: true });
  const save = useRecruitMutation('resumeSave');
  const navigate = useNavigate();
  const [form] = Form.useForm<EditorForm>();
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
      { done: (res) => RP.editor.saved(res.msg, res.completeness) },
    );
    if (saved) void navigate(rp.resume());
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} style={{ maxWidth: 960 }}>
      <Card title={R.basic} size="small" style={{ marginBottom: 12 }}>
        <FormFields md={8} fields={BASIC_FIELDS} />
      </Card>
      <Card title={R.expected} size="small" style={{ marginBottom: 12 }}>
        <FormFields md={6} fields={EXPECTED_FIELDS} />
      </Card>
      {SECTIONS.map((sec) => (
        <Section key={sec.name} {...sec} />
      ))}
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
