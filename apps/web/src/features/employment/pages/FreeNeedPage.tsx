import { useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Form, Input, InputNumber, Radio, Result, Select, Space, Spin, type FormRule } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { CERT_MSG, EMPLOYMENT_MSG as M } from '@xcb/shared/messages';
import { FEE_TEXT, type DemandDetail, type DemandInput } from '@xcb/shared/actions/employment';
import { PHONE_PATTERN, depositFor } from '@xcb/shared/rules';
import { DEMAND_STEPS, canStep } from '@xcb/shared/states';
import { errorText } from '../../../api/client.ts';
import { useDictionary } from '../../../api/platform.ts';
import { useDemand, usePublishCheck, usePublish, useResubmitDemand } from '../api.ts';
import { employmentPaths } from '../paths.ts';
import { EL } from '../../../locale/employment.ts';

// spec: free_need — publish a demand: the order details and the job-needs list. The publish check
// (1,4,2) runs first; its reply text is shown as a warning. With ?id= it is the edit mode of a demand
// staff rejected (state 1): the form is prefilled, and submitting re-submits it to review.

const F = EL.form;

const money = [
  { required: true, message: M.countMoneyInvalid },
  { pattern: /^\d{1,8}(\.\d{1,2})?$/, message: M.countMoneyInvalid },
];

/** One field of the form: its item's name, label and rules, and its input. */
interface Field {
  name: keyof DemandInput;
  label: string;
  rules?: FormRule[];
  input: React.ReactNode;
}

/** The form's lines: several fields side by side (wrapping on a phone), or one alone. */
function FieldRows({ rows }: { rows: Field[][] }) {
  return rows.map((fields) => {
    const items = fields.map((f) => (
      <Form.Item key={f.name} name={f.name} label={f.label} rules={f.rules}>
        {f.input}
      </Form.Item>
    ));
    return fields.length > 1 ? (
      <Space key={fields[0]?.name} size="large" wrap>
        {items}
      </Space>
    ) : (
      items[0]
    );
  });
}

const required = (message: string): FormRule[] => [{ required: true, message }];
/** a job's input, named by its placeholder */
const named = (label: string) => ({ placeholder: label, 'aria-label': label });

/** A data dictionary's entries as choices by name (项目类型 xmlx, 学历 xl, 工作经验 gzjy, 结算方式 jsfs). */
function useDictionaryNames(number: string) {
  return (useDictionary(number).data ?? []).map((d) => ({ value: d.name, label: d.name }));
}

const NEW_DEMAND: Partial<DemandInput> = {
  needCd: 0,
  iszc: 0,
  isdeduction: 0,
  settlementmodes: 1,
  listPosition: [{ position: '', workyear: '', peoplenum: 1 }],
};

/** A demand as the form's values, for the edit mode. */
function formOf(d: DemandDetail): Partial<DemandInput> {
  const opt = (v: string | null) => v ?? undefined;
  return {
    needCd: d.needCd,
    needtitle: d.needtitle,
    needtype: d.needtype,
    xl: opt(d.xl),
    projecttime: d.projecttime,
    daymoney: d.daymoney,
    countmoney: d.countmoney,
    settletype: opt(d.settletype),
    isdeduction: d.isdeduction,
    exprince: opt(d.exprince),
    pay: d.pay,
    sf: opt(d.sf),
    city: opt(d.city),
    area: opt(d.area),
    address: opt(d.address),
    iszc: d.iszc,
    name: d.name,
    settlementmodes: d.settlementmodes,
    settlementname: opt(d.settlementname),
    phone: d.phone ?? '',
    tel: opt(d.tel),
    listPosition: d.jobs.map((j) => ({
      position: j.position,
      workyear: j.workyear,
      peoplenum: j.peoplenum,
      keytechnologies: j.keytechnologies || undefined,
    })),
  };
}

export function FreeNeedPage() {
  const [sp] = useSearchParams();
  const editId = Number(sp.get('id') ?? 0);
  const navigate = useNavigate();
  const checkQuery = usePublishCheck(1);
  const editing = useDemand(editId);
  const check = checkQuery.error ? { ok: false, msg: errorText(checkQuery.error), redirect: null } : checkQuery.data;

  if (!check || (editId > 0 && editing.isLoading)) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!check.ok)
    return (
      <Result
        status="warning"
        title={check.msg}
        // spec §8: the guide's question, or the wait while a certification is under review
        subTitle={
          check.redirect
            ? F.guide(CERT_MSG.goCertify, CERT_MSG.guideIntro)
            : check.msg === CERT_MSG.underReview
              ? CERT_MSG.reviewWait
              : undefined
        }
        extra={
          check.redirect ? (
            <Space>
              <Button type="primary" onClick={() => navigate(employmentPaths.companyStore())}>
                {EL.companyCert}
              </Button>
              <Button onClick={() => navigate(employmentPaths.personalCertification())}>{EL.personalCert}</Button>
            </Space>
          ) : null
        }
      />
    );
  if (editId > 0) {
    const d = editing.data;
    if (!d) return <Result status="404" title={editing.error ? errorText(editing.error) : M.notFound} />;
    if (!d.isOwner || !canStep(DEMAND_STEPS, 'edit', d.lHyhneedStatus, 'owner'))
      return (
        <Result
          status="info"
          title={M.notEditable}
          extra={
            <Button type="primary" onClick={() => navigate(employmentPaths.orderDetails(d.id))}>
              {EL.viewOrder}
            </Button>
          }
        />
      );
    return <DemandForm key={d.id} edit={d} />;
  }
  return <DemandForm />;
}

function DemandForm({ edit }: { edit?: DemandDetail }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const publish = usePublish();
  const resubmit = useResubmitDemand();
  const [form] = Form.useForm<DemandInput>();
  const values = Form.useWatch([], form) as Partial<DemandInput> | undefined;
  const people = (values?.listPosition ?? []).reduce((n, j) => n + (Number(j?.peoplenum) || 0), 0);
  // the choices are the platform's data dictionaries (staff edit them in 数据字典); a demand keeps the names
  const types = useDictionaryNames('xmlx');
  const degrees = useDictionaryNames('xl');
  const years = useDictionaryNames('gzjy');
  const settles = useDictionaryNames('jsfs');
  const order: Field[][] = [
    [{ name: 'needtitle', label: F.needtitle, rules: required(M.titleRequired), input: <Input maxLength={100} /> }],
    [
      { name: 'needCd', label: F.cycle, input: <Radio.Group options={EL.cycles.map((label, value) => ({ value, label }))} /> },
      {
        name: 'iszc',
        label: F.mode,
        input: (
          <Radio.Group
            options={[
              { value: 1, label: EL.onSite },
              { value: 0, label: EL.remote },
            ]}
          />
        ),
      },
    ],
    [
      { name: 'needtype', label: F.type, rules: required(M.typeRequired), input: <Select style={{ width: 180 }} options={types} /> },
      { name: 'xl', label: F.degree, input: <Select allowClear style={{ width: 140 }} options={degrees} /> },
      { name: 'projecttime', label: F.days, rules: required(M.timeInvalid), input: <InputNumber min={1} max={3650} precision={0} /> },
    ],
    [
      {
        name: 'daymoney',
        label: F.salary,
        rules: money.map((r) => ({ ...r, message: M.dayMoneyInvalid })),
        input: <Input inputMode="decimal" style={{ width: 180 }} />,
      },
      { name: 'countmoney', label: F.total, rules: money, input: <Input inputMode="decimal" style={{ width: 180 }} /> },
      { name: 'settletype', label: F.settle, input: <Select allowClear style={{ width: 140 }} options={settles} /> },
    ],
    [
      { name: 'sf', label: F.province, input: <Input style={{ width: 140 }} /> },
      { name: 'city', label: F.city, input: <Input style={{ width: 140 }} /> },
      { name: 'address', label: F.address, input: <Input style={{ width: 280 }} /> },
    ],
    [{ name: 'exprince', label: F.experience, input: <Input maxLength={100} /> }],
    [{ name: 'pay', label: F.delivery, rules: required(M.payRequired), input: <Input.TextArea rows={4} maxLength={5000} /> }],
  ];
  const contact: Field[] = [
    { name: 'name', label: F.contact, rules: required(M.contactRequired), input: <Input style={{ width: 160 }} /> },
    {
      name: 'phone',
      label: F.phone,
      rules: [{ required: true, pattern: PHONE_PATTERN, message: M.phoneInvalid }],
      input: <Input style={{ width: 180 }} />,
    },
    { name: 'tel', label: F.tel, input: <Input style={{ width: 160 }} /> },
  ];
  const fee = depositFor({
    iszc: Number(values?.iszc ?? 0),
    daymoney: Math.round(Number(values?.daymoney ?? 0) * 100),
    countmoney: Math.round(Number(values?.countmoney ?? 0) * 100),
    people,
  });

  return (
    <div className="xcb-container" style={{ padding: '16px 0' }}>
      <Card title={edit ? F.editTitle : F.title}>
        {edit && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={EL.auditRejected(edit.auditReason)}
            description={F.rejectedHint}
          />
        )}
        <Form
          form={form}
          layout="vertical"
          initialValues={edit ? formOf(edit) : NEW_DEMAND}
          onFinish={async (v) => {
            try {
              const r = edit ? await resubmit.mutateAsync({ ...v, id: edit.id }) : await publish.mutateAsync(v);
              void message.success(r.msg);
              void navigate(employmentPaths.myDeal());
            } catch (e) {
              void message.warning(errorText(e), 4);
            }
          }}
          style={{ maxWidth: 760 }}
        >
          <FieldRows rows={order} />
          <Card size="small" title={F.jobs} style={{ marginBottom: 16 }}>
            <Form.List
              name="listPosition"
              rules={[
                {
                  validator: async (_, v: unknown[]) => (v && v.length > 0 ? Promise.resolve() : Promise.reject(new Error(M.jobsRequired))),
                },
              ]}
            >
              {(fields, { add, remove }, { errors }) => (
                <>
                  {fields.map((f) => (
                    <Space key={f.key} align="baseline" wrap>
                      <Form.Item name={[f.name, 'position']} rules={[{ required: true, message: M.positionRequired }]}>
                        <Input {...named(F.position)} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'workyear']} rules={[{ required: true, message: M.workyearRequired }]}>
                        <Select {...named(F.years)} style={{ width: 120 }} options={years} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'peoplenum']} rules={[{ required: true, message: M.peopleInvalid }]}>
                        <InputNumber min={1} max={999} precision={0} {...named(F.people)} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'keytechnologies']}>
                        <Input {...named(F.tech)} />
                      </Form.Item>
                      {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(f.name)} />}
                    </Space>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ peoplenum: 1 })}>
                    {F.addJob}
                  </Button>
                  <Form.ErrorList errors={errors} />
                </>
              )}
            </Form.List>
          </Card>
          <FieldRows rows={[contact]} />
          <Alert type="info" showIcon style={{ marginBottom: 16 }} title={F.fee(FEE_TEXT, (fee / 100).toFixed(2))} />
          <Button type="primary" htmlType="submit" loading={publish.isPending || resubmit.isPending}>
            {edit ? F.resubmit : F.submit}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
