import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { AMOUNT_PATTERN, PHONE_PATTERN } from '@xcb/shared/rules';
import { NEED_KIND_LABEL, type NeedKind } from '@xcb/shared/actions/personnel';
import { calculate, isCalcError, percent, yuan } from '@xcb/shared/personnel-calc';
import { useNeed, usePermission, usePersonnelAction, useRates } from '../api.ts';
import { CalcTable } from '../components/NeedBits.tsx';
import { personnelPaths } from '../paths.ts';
import { PermissionGate } from '../components/PermissionGate.tsx';

interface NeedForm {
  title: string;
  cityName: string;
  headcount: number;
  months: number;
  baseAmount?: string;
  gjjRate?: number;
  position?: string;
  salary?: string;
  budget: string;
  contactName: string;
  contactPhone: string;
  description: string;
}

/** spec …_release pages (recruitment: /personnel/recruitment): writing a demand, with the calculator for sb and gjj. */
export function NeedReleasePage({ kind }: { kind: NeedKind }) {
  const [params] = useSearchParams();
  const editId = Number(params.get('id')) || 0;
  const existing = useNeed(editId);
  const perm = usePermission(true);
  const rates = useRates();
  const save = usePersonnelAction('needSave');
  const navigate = useNavigate();
  const [form] = Form.useForm<NeedForm>();
  const values = Form.useWatch([], form) as Partial<NeedForm> | undefined;
  const withCalc = kind === 'sb' || kind === 'gjj';
  const rate = rates.data?.find((r) => r.cityName === values?.cityName);

  useEffect(() => {
    const n = existing.data;
    if (n)
      form.setFieldsValue({
        title: n.title,
        cityName: n.cityName,
        headcount: n.headcount,
        months: n.months,
        baseAmount: n.baseAmount ?? undefined,
        position: n.position ?? undefined,
        salary: n.salary ?? undefined,
        budget: n.budget,
        contactName: n.contactName ?? '',
        contactPhone: n.contactPhone ?? '',
        description: n.description,
        gjjRate: n.calc?.lines[0] && kind === 'gjj' ? n.calc.lines[0].companyRate / 100 : undefined,
      });
  }, [existing.data, form, kind]);

  // the same calculator the server runs when it stores the demand
  const calc =
    !withCalc || !rate || !values?.baseAmount || !AMOUNT_PATTERN.test(values.baseAmount)
      ? null
      : calculate(rate, kind, {
          base: Math.round(Number(values.baseAmount) * 100),
          headcount: values.headcount ?? 1,
          months: values.months ?? 1,
          gjjRate: values.gjjRate === undefined || values.gjjRate === null ? undefined : Math.round(values.gjjRate * 100),
        });

  const submit = async (v: NeedForm) => {
    const r = await save.run({ ...v, kind, id: editId || undefined, headcount: v.headcount, months: v.months });
    if (r) {
      void navigate(personnelPaths.mainDemand(r.data.id));
    }
  };

  const cityOptions = withCalc ? (rates.data ?? []).map((r) => ({ value: r.cityName, label: r.cityName })) : undefined;
  return (
    <Card title={`${editId ? '修改' : '发布'}${NEED_KIND_LABEL[kind]}需求`}>
      <PermissionGate perm={perm.data} loading={perm.isLoading} />
      <Form<NeedForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ headcount: 1, months: 12 }}
        disabled={perm.data?.ok === false}
        style={{ maxWidth: 760 }}
      >
        <Form.Item name="title" label="需求标题" rules={[{ required: true, min: 2, max: 60, message: PERSONNEL_MSG.titleRequired }]}>
          <Input maxLength={60} showCount />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="cityName"
              label="城市"
              rules={[{ required: true, message: PERSONNEL_MSG.cityRequired }]}
              extra={withCalc ? '按所选城市的社保公积金标准测算' : undefined}
            >
              {cityOptions ? (
                <Select options={cityOptions} placeholder="请选择城市" aria-label="城市" />
              ) : (
                <Input maxLength={50} placeholder="如：杭州" />
              )}
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="headcount"
              label="人数"
              rules={[{ required: true, type: 'integer', min: 1, max: 10000, message: PERSONNEL_MSG.headcountInvalid }]}
            >
              <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} addonAfter="人" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="months"
              label="服务月数"
              rules={[{ required: true, type: 'integer', min: 1, max: 60, message: PERSONNEL_MSG.monthsInvalid }]}
            >
              <InputNumber min={1} max={60} precision={0} style={{ width: '100%' }} addonAfter="个月" />
            </Form.Item>
          </Col>
        </Row>
        {kind !== 'zp' && (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="baseAmount"
                label={kind === 'gz' ? '每人月发放工资（元）' : '缴纳基数（元/人/月）'}
                rules={[
                  { required: true, message: kind === 'gz' ? PERSONNEL_MSG.payrollRequired : PERSONNEL_MSG.baseRequired },
                  { pattern: AMOUNT_PATTERN, message: PERSONNEL_MSG.budgetInvalid },
                ]}
                extra={
                  withCalc && rate
                    ? `${rate.cityName}${kind === 'sb' ? '社保' : '公积金'}基数范围：${yuan(kind === 'sb' ? rate.sbBaseMin : rate.gjjBaseMin)} - ${yuan(kind === 'sb' ? rate.sbBaseMax : rate.gjjBaseMax)} 元`
                    : undefined
                }
              >
                <Input inputMode="decimal" prefix="￥" />
              </Form.Item>
            </Col>
            {kind === 'gjj' && (
              <Col span={12}>
                <Form.Item
                  name="gjjRate"
                  label="缴存比例（%）"
                  extra={rate ? `可选 ${percent(rate.gjjRateMin)}% - ${percent(rate.gjjRateMax)}%，不填按最低比例` : undefined}
                >
                  <InputNumber min={0} max={100} step={1} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            )}
          </Row>
        )}
        {kind === 'zp' && (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="position" label="招聘职位" rules={[{ required: true, message: PERSONNEL_MSG.positionRequired }]}>
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="salary" label="薪资范围" rules={[{ required: true, message: PERSONNEL_MSG.salaryRequired }]}>
                <Input maxLength={30} placeholder="如：15k-25k" />
              </Form.Item>
            </Col>
          </Row>
        )}
        {withCalc && calc && (
          <Card size="small" title="社保公积金测算" style={{ marginBottom: 16 }}>
            {isCalcError(calc) ? (
              <Alert
                type="error"
                showIcon
                message={
                  calc.error === 'base'
                    ? PERSONNEL_MSG.baseOutOfRange(yuan(calc.min), yuan(calc.max))
                    : PERSONNEL_MSG.gjjRateOutOfRange(percent(calc.min), percent(calc.max))
                }
              />
            ) : (
              <CalcTable calc={calc} />
            )}
          </Card>
        )}
        <Form.Item
          name="budget"
          label="服务预算（晶币，全部服务期）"
          rules={[
            { required: true, message: PERSONNEL_MSG.budgetInvalid },
            { pattern: AMOUNT_PATTERN, message: PERSONNEL_MSG.budgetInvalid },
          ]}
          extra={
            kind === 'zp' ? '审核通过后需缴纳预算10%（至少100晶币）的招聘保证金，由平台托管' : '服务费预算；选定服务方后按其报价签订合同'
          }
        >
          <Input inputMode="decimal" suffix="晶币" />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="contactName" label="联系人" rules={[{ required: true, min: 2, message: PERSONNEL_MSG.contactRequired }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="contactPhone"
              label="联系电话"
              rules={[{ required: true, pattern: PHONE_PATTERN, message: PERSONNEL_MSG.phoneInvalid }]}
            >
              <Input maxLength={11} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="description"
          label="需求说明"
          rules={[{ required: true, min: 10, max: 2000, message: PERSONNEL_MSG.descriptionRequired }]}
        >
          <Input.TextArea rows={5} maxLength={2000} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          提交审核
        </Button>
      </Form>
    </Card>
  );
}
