import { useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Form, Input, InputNumber, Radio, Result, Select, Space, Spin } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { CERT_MSG, EMPLOYMENT_MSG as M } from '@xcb/shared/messages';
import { FEE_TEXT, type DemandDetail, type DemandInput } from '@xcb/shared/actions/employment';
import { depositFor } from '@xcb/shared/rules';
import { DEMAND_STEPS, canStep } from '@xcb/shared/states';
import { errorText } from '../../../api/client.ts';
import { useDictionary } from '../../../api/platform.ts';
import { useDemand, usePublishCheck, usePublish, useResubmitDemand } from '../api.ts';
import { employmentPaths } from '../paths.ts';

// spec: free_need — publish a demand: the order details and the job-needs list. The publish check
// (1,4,2) runs first; its reply text is shown as a warning. With ?id= it is the edit mode of a demand
// staff rejected (state 1): the form is prefilled, and submitting re-submits it to review.

const money = [
  { required: true, message: M.countMoneyInvalid },
  { pattern: /^\d{1,8}(\.\d{1,2})?$/, message: M.countMoneyInvalid },
];

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
            ? `${CERT_MSG.goCertify}${CERT_MSG.guideIntro}。`
            : check.msg === CERT_MSG.underReview
              ? CERT_MSG.reviewWait
              : undefined
        }
        extra={
          check.redirect ? (
            <Space>
              <Button type="primary" onClick={() => navigate(employmentPaths.companyStore())}>
                企业认证
              </Button>
              <Button onClick={() => navigate(employmentPaths.personalCertification())}>个人认证</Button>
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
              查看订单详情
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
  const fee = depositFor({
    iszc: Number(values?.iszc ?? 0),
    daymoney: Math.round(Number(values?.daymoney ?? 0) * 100),
    countmoney: Math.round(Number(values?.countmoney ?? 0) * 100),
    people,
  });

  return (
    <div className="xcb-container" style={{ padding: '16px 0' }}>
      <Card title={edit ? '修改需求并重新提交审核' : '发布短期需求'}>
        {edit && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={`审核未通过：${edit.auditReason ?? ''}`}
            description="请按审核意见修改后重新提交，工作人员将重新审核。"
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
          <Form.Item name="needtitle" label="需求标题" rules={[{ required: true, message: M.titleRequired }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="needCd" label="项目周期">
              <Radio.Group
                options={[
                  { value: 0, label: '短期项目' },
                  { value: 1, label: '长期项目' },
                ]}
              />
            </Form.Item>
            <Form.Item name="iszc" label="工作方式">
              <Radio.Group
                options={[
                  { value: 1, label: '现场' },
                  { value: 0, label: '远程' },
                ]}
              />
            </Form.Item>
          </Space>
          <Space size="large" wrap>
            <Form.Item name="needtype" label="项目类型" rules={[{ required: true, message: M.typeRequired }]}>
              <Select style={{ width: 180 }} options={types} />
            </Form.Item>
            <Form.Item name="xl" label="学历要求">
              <Select allowClear style={{ width: 140 }} options={degrees} />
            </Form.Item>
            <Form.Item name="projecttime" label="工期（天）" rules={[{ required: true, message: M.timeInvalid }]}>
              <InputNumber min={1} max={3650} precision={0} />
            </Form.Item>
          </Space>
          <Space size="large" wrap>
            <Form.Item name="daymoney" label="月薪（晶币/人）" rules={money.map((r) => ({ ...r, message: M.dayMoneyInvalid }))}>
              <Input inputMode="decimal" style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="countmoney" label="项目总金额（晶币）" rules={money}>
              <Input inputMode="decimal" style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="settletype" label="结算方式">
              <Select allowClear style={{ width: 140 }} options={settles} />
            </Form.Item>
          </Space>
          <Space size="large" wrap>
            <Form.Item name="sf" label="省份">
              <Input style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="city" label="城市">
              <Input style={{ width: 140 }} />
            </Form.Item>
            <Form.Item name="address" label="详细地址">
              <Input style={{ width: 280 }} />
            </Form.Item>
          </Space>
          <Form.Item name="exprince" label="经验要求">
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="pay" label="交付要求" rules={[{ required: true, message: M.payRequired }]}>
            <Input.TextArea rows={4} maxLength={5000} />
          </Form.Item>
          <Card size="small" title="岗位需求" style={{ marginBottom: 16 }}>
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
                        <Input placeholder="岗位名称" aria-label="岗位名称" />
                      </Form.Item>
                      <Form.Item name={[f.name, 'workyear']} rules={[{ required: true, message: M.workyearRequired }]}>
                        <Select placeholder="工作年限" aria-label="工作年限" style={{ width: 120 }} options={years} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'peoplenum']} rules={[{ required: true, message: M.peopleInvalid }]}>
                        <InputNumber min={1} max={999} precision={0} placeholder="人数" aria-label="人数" />
                      </Form.Item>
                      <Form.Item name={[f.name, 'keytechnologies']}>
                        <Input placeholder="关键技术" aria-label="关键技术" />
                      </Form.Item>
                      {fields.length > 1 && <MinusCircleOutlined onClick={() => remove(f.name)} />}
                    </Space>
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ peoplenum: 1 })}>
                    添加岗位
                  </Button>
                  <Form.ErrorList errors={errors} />
                </>
              )}
            </Form.List>
          </Card>
          <Space size="large" wrap>
            <Form.Item name="name" label="联系人" rules={[{ required: true, message: M.contactRequired }]}>
              <Input style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="phone" label="手机号码" rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: M.phoneInvalid }]}>
              <Input style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="tel" label="固定电话">
              <Input style={{ width: 160 }} />
            </Form.Item>
          </Space>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={`${FEE_TEXT}。按当前填写，应缴保证金约 ${(fee / 100).toFixed(2)} 晶币（审核通过后缴纳）。`}
          />
          <Button type="primary" htmlType="submit" loading={publish.isPending || resubmit.isPending}>
            {edit ? '重新提交审核' : '提交审核'}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
