import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Tag,
  Typography,
} from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { USER_AUTH } from '@xcb/shared/enums';
import { PERSONNEL_MSG } from '@xcb/shared/messages';
import { AMOUNT_PATTERN, PHONE_PATTERN } from '@xcb/shared/rules';
import { DELIVER_STATUS_LABEL, NEED_KIND_LABEL, NEED_STATUS, type NeedKind } from '@xcb/shared/actions/personnel';
import { calculate, isCalcError, percent, yuan } from '@xcb/shared/personnel-calc';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { cappedTotalProps } from '../../../components/listTotal.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useNeed, useNeeds, usePermission, usePersonnelAction, useRates } from '../api.ts';
import { CalcTable, NeedFacts, NeedStatusTag, fmtDate } from '../components/NeedBits.tsx';
import { personnelPaths } from '../paths.ts';

// The matching panels load after the demand itself.
const FirmsPanel = lazy(async () => ({ default: (await import('../../../components/matching/FirmsPanel.tsx')).FirmsPanel }));
const TalentsPanel = lazy(async () => ({ default: (await import('../../../components/matching/TalentsPanel.tsx')).TalentsPanel }));
const SkillGapCard = lazy(async () => ({ default: (await import('../../../components/matching/SkillGapCard.tsx')).SkillGapCard }));

const KIND_INTRO: Record<NeedKind, string> = {
  sb: '为员工代缴养老、医疗、失业、工伤、生育保险，按城市标准测算缴费。',
  gjj: '为员工代缴住房公积金，按城市缴存基数与比例测算。',
  gz: '委托人力资源机构按月代发员工工资、代扣个税。',
  zp: '委托人力资源机构招聘人才，发布前需缴纳招聘保证金，由平台托管。',
};

/** spec …_list pages: the published demands of one kind (in the caller's zone), with city and keyword search. */
export function NeedListPage({ kind }: { kind: NeedKind }) {
  const [q, setQ] = useState({ pageNum: 0, pageSize: 10, keyword: '', cityName: '' });
  // bumped to empty the search boxes when the empty list's 去看看其他城市 clears the search
  const [searchKey, setSearchKey] = useState(0);
  const clear = () => {
    setQ((p) => ({ ...p, keyword: '', cityName: '', pageNum: 0 }));
    setSearchKey((k) => k + 1);
  };
  const { data, isLoading, isFetching } = useNeeds({ kind, ...q, keyword: q.keyword || undefined, cityName: q.cityName || undefined });
  return (
    <Card
      title={`${NEED_KIND_LABEL[kind]}需求`}
      extra={
        <Link to={personnelPaths.release(kind)}>
          <Button type="primary">发布{NEED_KIND_LABEL[kind]}需求</Button>
        </Link>
      }
    >
      <Typography.Paragraph type="secondary">{KIND_INTRO[kind]}</Typography.Paragraph>
      <Space key={searchKey} style={{ marginBottom: 16 }} wrap>
        <Input.Search
          placeholder="城市"
          allowClear
          style={{ width: 160 }}
          onSearch={(v) => setQ((p) => ({ ...p, cityName: v.trim(), pageNum: 0 }))}
          aria-label="城市"
        />
        <Input.Search
          placeholder="搜索需求标题、说明"
          allowClear
          style={{ width: 280 }}
          onSearch={(v) => setQ((p) => ({ ...p, keyword: v.trim(), pageNum: 0 }))}
          aria-label="关键词"
        />
      </Space>
      <List
        loading={isLoading || isFetching}
        dataSource={data?.recordList ?? []}
        locale={{
          emptyText:
            q.cityName || q.keyword ? (
              <EmptyState
                text={`没有符合条件的${NEED_KIND_LABEL[kind]}需求`}
                description={q.cityName ? `${q.cityName}暂时没有，换个城市看看` : '换个关键词看看'}
                action={{ label: q.cityName ? '去看看其他城市' : '清除搜索条件', onClick: clear }}
              />
            ) : (
              <EmptyState
                text={`暂无${NEED_KIND_LABEL[kind]}需求`}
                description="发布需求，让人力资源机构来承接"
                action={{ label: `发布${NEED_KIND_LABEL[kind]}需求`, to: personnelPaths.release(kind) }}
              />
            ),
        }}
        pagination={
          data && data.recordCount > q.pageSize
            ? {
                current: q.pageNum + 1,
                pageSize: q.pageSize,
                total: data.recordCount,
                onChange: (p) => setQ((x) => ({ ...x, pageNum: p - 1 })),
                ...cappedTotalProps(data),
              }
            : false
        }
        renderItem={(n) => (
          <List.Item
            extra={
              <div style={{ textAlign: 'right' }}>
                <Typography.Text strong style={{ color: '#d4380d', fontSize: 18 }}>
                  {n.budget}
                </Typography.Text>{' '}
                晶币
                <div>
                  <Typography.Text type="secondary">{n.applyCount} 家机构申请</Typography.Text>
                </div>
              </div>
            }
          >
            <List.Item.Meta
              title={
                <Space>
                  <Link to={personnelPaths.need(kind, n.id)}>{n.title}</Link>
                  <Tag>{n.cityName}</Tag>
                </Space>
              }
              description={
                <Space split="·" wrap>
                  <span>{n.publisher}</span>
                  <span>{n.headcount} 人</span>
                  <span>{n.months} 个月</span>
                  {n.baseAmount && (
                    <span>
                      {kind === 'gz' ? '月工资' : '基数'} {n.baseAmount} 元
                    </span>
                  )}
                  {n.position && (
                    <span>
                      {n.position}（{n.salary}）
                    </span>
                  )}
                  {n.calc && <span>测算每月 {yuan(n.calc.monthlyTotal)} 元</span>}
                  <span>{fmtDate(n.createTime)}</span>
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** personnel_reqrired: choosing what to release, after the (4,6,2) check. */
export function ChooseKindPage() {
  const perm = usePermission(true);
  return (
    <Card title="发布人事代理需求">
      <PermissionGate perm={perm.data} loading={perm.isLoading} />
      <Row gutter={[16, 16]}>
        {(Object.keys(NEED_KIND_LABEL) as NeedKind[]).map((k) => (
          <Col key={k} xs={24} sm={12}>
            <Card hoverable title={NEED_KIND_LABEL[k]}>
              <Typography.Paragraph type="secondary">{KIND_INTRO[k]}</Typography.Paragraph>
              <Space>
                <Link to={personnelPaths.release(k)}>
                  <Button type="primary">发布</Button>
                </Link>
                <Link to={personnelPaths.list(k)}>
                  <Button>查看需求</Button>
                </Link>
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** spec §5: the check's reply text is shown as a warning, with the way to certification. */
function PermissionGate({ perm, loading }: { perm: { ok: boolean; msg: string; redirect: string | null } | undefined; loading: boolean }) {
  const navigate = useNavigate();
  if (loading) return <Spin />;
  if (!perm || perm.ok) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={perm.msg}
      action={
        perm.redirect ? (
          <Button size="small" type="primary" onClick={() => void navigate(perm.redirect ?? '/')}>
            立即前往
          </Button>
        ) : undefined
      }
    />
  );
}

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
  const { message } = App.useApp();
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

  const submit = (v: NeedForm) =>
    save.mutate(
      { ...v, kind, id: editId || undefined, headcount: v.headcount, months: v.months },
      {
        onSuccess: (r) => {
          void message.success(r.msg);
          void navigate(personnelPaths.mainDemand(r.data.id));
        },
        onError: (e) => void message.error(errorText(e)),
      },
    );

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

/** spec …_need pages: one demand; firms apply here, anyone may favourite it and open the publisher's other data. */
export function NeedDetailPage({ kind }: { kind: NeedKind }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { user } = useAuth();
  const { data: n, isLoading, error } = useNeed(id);
  const collect = usePersonnelAction('collectToggle');
  const apply = usePersonnelAction('deliverAdd');
  const withdraw = usePersonnelAction('deliverWithdraw');
  const { message, modal } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ quote: string; message: string }>();
  if (!id) return <EmptyState text="需求不存在" />;
  if (isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (error || !n) return <Alert type="warning" showIcon message={error ? errorText(error) : '需求不存在'} />;
  const canApply = user && !n.mine && n.status === NEED_STATUS.published && (!n.myDeliver || n.myDeliver.status === 3);
  const open_ = n.status === NEED_STATUS.published;
  return (
    <>
      <Card
        title={
          <Space>
            {n.title}
            <NeedStatusTag n={n} />
          </Space>
        }
        extra={
          <Space>
            {user && !n.mine && (
              <Button
                icon={n.collected ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
                onClick={() =>
                  collect.mutate(
                    { needId: n.id },
                    { onSuccess: (r) => void message.success(r.msg), onError: (e) => void message.error(errorText(e)) },
                  )
                }
              >
                {n.collected ? '已收藏' : '收藏'}
              </Button>
            )}
            {n.mine && (
              <Link to={personnelPaths.mainDemand(n.id)}>
                <Button>管理我的需求</Button>
              </Link>
            )}
            {n.contractId && (
              <Link to={personnelPaths.contract(n.contractId)}>
                <Button>查看合同</Button>
              </Link>
            )}
          </Space>
        }
      >
        {kind !== n.kind && <Alert type="info" showIcon message={`该需求为${n.kindName}需求`} style={{ marginBottom: 12 }} />}
        <NeedFacts n={n} />
        {n.calc && (
          <Card size="small" title="社保公积金测算" style={{ marginTop: 16 }}>
            <CalcTable calc={n.calc} />
          </Card>
        )}
        <div style={{ marginTop: 16 }}>
          {n.myDeliver && n.myDeliver.status !== 3 && (
            <Alert
              type="success"
              showIcon
              message={`您已申请该需求，报价 ${n.myDeliver.quote} 晶币（${DELIVER_STATUS_LABEL[n.myDeliver.status] ?? ''}）`}
              action={
                n.myDeliver.status === 0 ? (
                  <Button
                    size="small"
                    onClick={() =>
                      void modal.confirm({
                        title: '确定撤回申请？',
                        onOk: () => withdraw.mutateAsync({ id: n.myDeliver?.id ?? 0 }).then((r) => void message.success(r.msg)),
                      })
                    }
                  >
                    撤回申请
                  </Button>
                ) : undefined
              }
            />
          )}
          {!user && n.status === NEED_STATUS.published && (
            <Alert type="info" showIcon message="登录并完成人力资源机构认证、开通会员后可申请承接该需求" />
          )}
          {canApply && (
            <Button type="primary" size="large" onClick={() => setOpen(true)}>
              申请承接
            </Button>
          )}
        </div>
        <Modal
          open={open}
          title="申请承接需求"
          onCancel={() => setOpen(false)}
          onOk={() => form.submit()}
          okText="提交申请"
          confirmLoading={apply.isPending}
          destroyOnHidden
        >
          <Form
            form={form}
            layout="vertical"
            preserve={false}
            onFinish={(v) =>
              apply.mutate(
                { needId: n.id, quote: v.quote, message: v.message },
                {
                  onSuccess: (r) => {
                    void message.success(r.msg);
                    setOpen(false);
                  },
                  onError: (e) => void message.error(errorText(e)),
                },
              )
            }
          >
            <Form.Item
              name="quote"
              label="服务报价（晶币，全部服务期）"
              rules={[{ required: true, pattern: AMOUNT_PATTERN, message: PERSONNEL_MSG.quoteInvalid }]}
              extra={`需求方预算：${n.budget} 晶币`}
            >
              <Input inputMode="decimal" suffix="晶币" />
            </Form.Item>
            <Form.Item
              name="message"
              label="服务说明"
              rules={[{ required: true, min: 5, max: 500, message: PERSONNEL_MSG.messageRequired }]}
            >
              <Input.TextArea rows={4} maxLength={500} showCount />
            </Form.Item>
          </Form>
        </Modal>
      </Card>
      <Suspense fallback={<Skeleton active style={{ marginTop: 16 }} />}>
        {/* the demander sees the firms that match it; a certified firm, how well it matches and what it lacks */}
        {n.mine && open_ && <FirmsPanel needId={n.id} />}
        {/* a recruitment-agency demand is also about people: those whose skills fit the position to fill */}
        {n.mine && open_ && n.kind === 'zp' && (
          <Card title="推荐人才" id="talents" style={{ marginTop: 16 }}>
            <TalentsPanel target="need" id={n.id} />
          </Card>
        )}
        {!n.mine && open_ && user?.auth === USER_AUTH.hrAgency && <SkillGapCard target="need" id={n.id} />}
      </Suspense>
    </>
  );
}
