import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { AMOUNT_PATTERN } from '@xcb/shared/rules';
import { NEED_KIND_LABEL, type NeedKind } from '@xcb/shared/actions/personnel';
import { calculate, isCalcError, percent, yuan } from '@xcb/shared/personnel-calc';
import { useNeed, usePermission, usePersonnelAction, useRates } from '../api.ts';
import { CalcTable } from '../components/NeedBits.tsx';
import { personnelPaths } from '../paths.ts';
import { PermissionGate } from '../components/PermissionGate.tsx';
import { CountItem, PhoneItem, TextAreaItem, TextItem } from '../components/Fields.tsx';
import { PL } from '../../../locale/personnel.ts';

const R = PL.release;

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
    <Card title={R.title(Boolean(editId), NEED_KIND_LABEL[kind])}>
      <PermissionGate perm={perm.data} loading={perm.isLoading} />
      <Form<NeedForm>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ headcount: 1, months: 12 }}
        disabled={perm.data?.ok === false}
        style={{ maxWidth: 760 }}
      >
        <Form.Item name="title" label={R.needTitle} rules={[{ required: true, min: 2, max: 60, message: PERSONNEL_MSG.titleRequired }]}>
          <Input maxLength={60} showCount />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="cityName"
              label={R.city}
              rules={[{ required: true, message: PERSONNEL_MSG.cityRequired }]}
              extra={withCalc ? R.cityByRate : undefined}
            >
              {cityOptions ? (
                <Select options={cityOptions} placeholder={R.cityPick} aria-label={R.city} />
              ) : (
                <Input maxLength={50} placeholder={R.cityExample} />
              )}
            </Form.Item>
          </Col>
          <Col span={8}>
            <CountItem name="headcount" label={R.headcount} max={10000} unit={R.people} message={PERSONNEL_MSG.headcountInvalid} />
          </Col>
          <Col span={8}>
            <CountItem name="months" label={R.months} max={60} unit={R.monthUnit} message={PERSONNEL_MSG.monthsInvalid} />
          </Col>
        </Row>
        {kind !== 'zp' && (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="baseAmount"
                label={kind === 'gz' ? R.payroll : R.base}
                rules={[
                  { required: true, message: kind === 'gz' ? PERSONNEL_MSG.payrollRequired : PERSONNEL_MSG.baseRequired },
                  { pattern: AMOUNT_PATTERN, message: PERSONNEL_MSG.budgetInvalid },
                ]}
                extra={
                  withCalc && rate
                    ? R.baseRange(
                        rate.cityName,
                        kind === 'sb',
                        yuan(kind === 'sb' ? rate.sbBaseMin : rate.gjjBaseMin),
                        yuan(kind === 'sb' ? rate.sbBaseMax : rate.gjjBaseMax),
                      )
                    : undefined
                }
              >
                <Input inputMode="decimal" prefix={R.yuanSign} />
              </Form.Item>
            </Col>
            {kind === 'gjj' && (
              <Col span={12}>
                <Form.Item
                  name="gjjRate"
                  label={R.gjjRate}
                  extra={rate ? R.gjjRateRange(percent(rate.gjjRateMin), percent(rate.gjjRateMax)) : undefined}
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
              <TextItem name="position" label={R.position} maxLength={50} message={PERSONNEL_MSG.positionRequired} />
            </Col>
            <Col span={12}>
              <TextItem
                name="salary"
                label={R.salary}
                maxLength={30}
                message={PERSONNEL_MSG.salaryRequired}
                placeholder={R.salaryExample}
              />
            </Col>
          </Row>
        )}
        {withCalc && calc && (
          <Card size="small" title={PL.calcTitle} style={{ marginBottom: 16 }}>
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
          label={R.budget}
          rules={[
            { required: true, message: PERSONNEL_MSG.budgetInvalid },
            { pattern: AMOUNT_PATTERN, message: PERSONNEL_MSG.budgetInvalid },
          ]}
          extra={kind === 'zp' ? R.zpBudgetHint : R.budgetHint}
        >
          <Input inputMode="decimal" suffix={R.coin} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <TextItem name="contactName" label={PL.contactName} min={2} maxLength={50} message={PERSONNEL_MSG.contactRequired} />
          </Col>
          <Col span={12}>
            <PhoneItem />
          </Col>
        </Row>
        <TextAreaItem name="description" label={R.description} min={10} max={2000} rows={5} message={PERSONNEL_MSG.descriptionRequired} />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {R.submit}
        </Button>
      </Form>
    </Card>
  );
}
