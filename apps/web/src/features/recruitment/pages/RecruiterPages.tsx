import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  List,
  Modal,
  Popconfirm,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tabs,
  Typography,
} from 'antd';
import { APPLY_STATUS, APPLY_STATUS_LABEL, AUDIT_STATE, INTERVIEW_STATE, POSITION_STATUS, POSITION_STATUS_LABEL } from '@xcb/shared/enums';
import { APPLY_NEXT } from '@xcb/shared/states';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { PHONE_PATTERN } from '@xcb/shared/rules';
import { errorText } from '../../../api/client.ts';
import { ContactButton } from '../../../components/contact/ContactButton.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LogoField } from '../components/LogoField.tsx';
import { downloadResumeFile, useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { ApplyTag, InterviewTag, PositionTag, useDictMap, useDictOptions, when } from '../components/bits.tsx';
import { InviteDialog, type InviteTarget } from '../components/InviteDialog.tsx';
import { ResumeView } from '../components/ResumeView.tsx';
import { ML } from '../../../components/matching/labels.ts';
import { matchLinks } from '../../../components/matching/links.ts';
import { R } from '../labels.ts';
import { TalentsPanel } from './TalentsPage.tsx';
import { rp } from '../paths.ts';

export { RecruiterOutlet } from '../components/RecruiterOutlet.tsx';

const empty = { emptyText: <EmptyState text={R.noData} compact /> };

/** spec (3,5,2): the check's reply text is shown as a warning, with the way to fix it. */
function PublishCheck() {
  const { data } = useRecruit('publishCheck', {}, { fresh: true });
  if (!data || data.ok) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={data.msg}
      action={data.redirect ? <Link to={data.redirect}>去完善</Link> : undefined}
      data-testid="publish-check"
    />
  );
}

function ResumeSearch() {
  const [q, setQ] = useState<{ keyword?: string; city?: string; education?: string; workexperience?: string }>({});
  const [pageNum, setPageNum] = useState(0);
  const [invite, setInvite] = useState<InviteTarget | null>(null);
  const { data, isFetching, error } = useRecruit('resumeSearch', { pageNum, pageSize: 10, ...q }, { silent: true });
  const edu = useDictMap('xl');
  const exp = useDictMap('gzjy');
  const salary = useDictMap('xzfw');
  const eduOptions = useDictOptions('xl');
  const expOptions = useDictOptions('gzjy');
  return (
    <Card title={R.resumeSearch}>
      <Form
        layout="inline"
        onFinish={(v: typeof q) => {
          setQ({
            keyword: v.keyword?.trim() || undefined,
            city: v.city?.trim() || undefined,
            education: v.education,
            workexperience: v.workexperience,
          });
          setPageNum(0);
        }}
        style={{ marginBottom: 12, rowGap: 8 }}
      >
        <Form.Item name="keyword">
          <Input placeholder="职位、技能关键字" aria-label="简历关键字" />
        </Form.Item>
        <Form.Item name="city">
          <Input placeholder="城市" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="education">
          <Select allowClear aria-label="学历" placeholder="学历" style={{ width: 120 }} options={eduOptions} />
        </Form.Item>
        <Form.Item name="workexperience">
          <Select allowClear aria-label="经验" placeholder="经验" style={{ width: 120 }} options={expOptions} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {R.search}
        </Button>
      </Form>
      {error ? (
        <Alert type="info" title={errorText(error)} />
      ) : (
        <Table
          rowKey="id"
          loading={isFetching}
          locale={empty}
          dataSource={data?.data.recordList ?? []}
          pagination={{
            current: pageNum + 1,
            total: data?.data.recordCount ?? 0,
            onChange: (p) => setPageNum(p - 1),
            hideOnSinglePage: true,
          }}
          columns={[
            { title: '姓名', render: (_, r) => <Link to={rp.resumeDetails(r.id)}>{r.name}</Link> },
            { title: '期望职位', render: (_, r) => r.expectedPosition ?? '—' },
            { title: '期望薪资', render: (_, r) => salary(r.expectedSalary) || '—' },
            { title: '学历', render: (_, r) => edu(r.education) || '—' },
            { title: '经验', render: (_, r) => exp(r.workexperience) || '—' },
            { title: '城市', render: (_, r) => r.city ?? '—' },
            { title: '更新', render: (_, r) => when(r.updateTime) },
            {
              title: '操作',
              render: (_, r) => (
                <Button size="small" onClick={() => setInvite({ resumeId: r.id, name: r.name })}>
                  {R.invite}
                </Button>
              ),
            },
          ]}
        />
      )}
      <InviteDialog target={invite} onClose={() => setInvite(null)} />
    </Card>
  );
}

/** Recruitment_Homepage: the recruiter's overview and the resume search. */
export function RecruitmentHomepage() {
  const { data } = useRecruit('myPositions', { pageNum: 0, pageSize: 100 }, { fresh: true });
  const list = data?.data.recordList ?? [];
  const count = (s: number) => list.filter((p) => p.positionstatus === s).length;
  return (
    <div>
      <PublishCheck />
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {[
          ['招聘中', count(POSITION_STATUS.published)],
          ['待审核', count(POSITION_STATUS.pending)],
          ['收到简历', list.reduce((s, p) => s + p.applyCount, 0)],
          ['新简历', list.reduce((s, p) => s + p.newCount, 0)],
        ].map(([t, v]) => (
          <Col key={t} xs={12} md={6}>
            <Card>
              <Statistic title={t} value={v} />
            </Card>
          </Col>
        ))}
      </Row>
      <ResumeSearch />
    </div>
  );
}

/** management_job: my positions by state, with their applicant counts. */
export function ManagementJobPage() {
  const [params, setParams] = useSearchParams();
  // 推荐人才 of one position (?talents=id), in a drawer over the list
  const talentsOf = Number(params.get('talents')) || 0;
  const [status, setStatus] = useState<number>();
  const [pageNum, setPageNum] = useState(0);
  const { data, isFetching } = useRecruit('myPositions', { pageNum, pageSize: 10, positionstatus: status }, { fresh: true });
  const offline = useRecruitMutation('positionOffline');
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (
    <Card
      title="职位管理"
      extra={
        <Button type="primary" onClick={() => navigate(rp.addJob())}>
          {R.publishJob}
        </Button>
      }
    >
      <PublishCheck />
      <Drawer
        title={ML.talents}
        open={talentsOf > 0}
        onClose={() => setParams(new URLSearchParams(), { replace: true })}
        size="large"
        destroyOnHidden
      >
        {talentsOf > 0 && <TalentsPanel positionId={talentsOf} />}
      </Drawer>
      <Tabs
        activeKey={status === undefined ? 'all' : String(status)}
        onChange={(k) => {
          setStatus(k === 'all' ? undefined : Number(k));
          setPageNum(0);
        }}
        items={[{ key: 'all', label: '全部' }, ...Object.entries(POSITION_STATUS_LABEL).map(([k, l]) => ({ key: k, label: l }))]}
      />
      <Table
        rowKey="id"
        loading={isFetching}
        locale={empty}
        dataSource={data?.data.recordList ?? []}
        pagination={{
          current: pageNum + 1,
          total: data?.data.recordCount ?? 0,
          onChange: (p) => setPageNum(p - 1),
          hideOnSinglePage: true,
        }}
        columns={[
          { title: '职位', render: (_, p) => <Link to={rp.job(p.id)}>{p.positionname}</Link> },
          { title: '城市', dataIndex: 'city' },
          {
            title: '状态',
            render: (_, p) => (
              <Space orientation="vertical" size={0}>
                <PositionTag status={p.positionstatus} />
                {p.rejectReason && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    {p.rejectReason}
                  </Typography.Text>
                )}
              </Space>
            ),
          },
          { title: '投递', render: (_, p) => <Link to={rp.manageJob(p.id)}>{`${p.applyCount}（新 ${p.newCount}）`}</Link> },
          { title: '发布时间', render: (_, p) => when(p.createTime) },
          {
            title: '操作',
            render: (_, p) => (
              <Space>
                {p.positionstatus === POSITION_STATUS.published && <Link to={matchLinks.talents(p.id)}>{ML.talents}</Link>}
                <Link to={rp.addJob(p.id)}>{p.positionstatus === POSITION_STATUS.offline ? '重新上线' : '修改'}</Link>
                {p.positionstatus !== POSITION_STATUS.offline && (
                  <Popconfirm
                    title={R.confirmOffline}
                    onConfirm={() =>
                      offline.mutateAsync({ id: p.id }).then(
                        (r) => void message.success(r.msg),
                        (e: unknown) => void message.error(errorText(e)),
                      )
                    }
                  >
                    <Button type="link" size="small" danger>
                      {R.offline}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

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
  const { message } = App.useApp();
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
    try {
      const r = await save.mutateAsync({ ...v, id });
      void message.success(r.msg);
      void navigate(rp.managementJob());
    } catch (err) {
      void message.error(errorText(err));
    }
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

/** manage_job: the applicant pipeline (new, viewed, invited, interviewed, offered, refused) and the invitations sent. */
export function ManageJobPage() {
  const [params, setParams] = useSearchParams();
  const positionId = Number(params.get('positionId')) || undefined;
  const [status, setStatus] = useState<number>();
  const [pageNum, setPageNum] = useState(0);
  const { data, isFetching, error } = useRecruit(
    'applyCompany',
    { pageNum, pageSize: 10, positionId, status },
    { fresh: true, silent: true },
  );
  const positions = useRecruit('myPositions', { pageNum: 0, pageSize: 100 });
  const interviews = useRecruit('interviewCompany', { pageNum: 0, pageSize: 50 }, { fresh: true, silent: true });
  const move = useRecruitMutation('applyMove');
  const { message, modal } = App.useApp();
  const [invite, setInvite] = useState<InviteTarget | null>(null);
  const [offerFor, setOfferFor] = useState<number | null>(null);
  const step = async (id: number, to: number, note?: string) => {
    try {
      void message.success((await move.mutateAsync({ id, status: to, note })).msg);
      setOfferFor(null);
    } catch (err) {
      void message.error(errorText(err));
    }
  };
  if (error) return <Result status="warning" title={errorText(error)} />;
  return (
    <Card title="应聘管理">
      <Tabs
        items={[
          {
            key: 'apps',
            label: '收到的简历',
            children: (
              <>
                <Space style={{ marginBottom: 12 }} wrap>
                  <Select
                    allowClear
                    aria-label="职位"
                    placeholder="全部职位"
                    style={{ width: 220 }}
                    value={positionId}
                    onChange={(v: number | undefined) => {
                      setParams(v ? { positionId: String(v) } : {}, { replace: true });
                      setPageNum(0);
                    }}
                    options={(positions.data?.data.recordList ?? []).map((p) => ({ value: p.id, label: p.positionname }))}
                  />
                  <Select
                    allowClear
                    aria-label="状态"
                    placeholder="全部状态"
                    style={{ width: 140 }}
                    value={status}
                    onChange={(v: number | undefined) => {
                      setStatus(v);
                      setPageNum(0);
                    }}
                    options={Object.entries(APPLY_STATUS_LABEL).map(([v, l]) => ({ value: Number(v), label: l }))}
                  />
                </Space>
                <Table
                  rowKey="id"
                  loading={isFetching}
                  locale={empty}
                  dataSource={data?.data.recordList ?? []}
                  pagination={{
                    current: pageNum + 1,
                    total: data?.data.recordCount ?? 0,
                    onChange: (p) => setPageNum(p - 1),
                    hideOnSinglePage: true,
                  }}
                  columns={[
                    { title: '求职者', render: (_, a) => <Link to={rp.resumeDetails(a.resume.id, a.id)}>{a.resume.name}</Link> },
                    { title: '期望职位', render: (_, a) => a.resume.expectedPosition ?? '—' },
                    { title: '投递职位', render: (_, a) => <Link to={rp.job(a.positionId)}>{a.positionname}</Link> },
                    { title: '投递时间', render: (_, a) => when(a.createTime) },
                    {
                      title: '状态',
                      render: (_, a) => (
                        <Space orientation="vertical" size={0}>
                          <ApplyTag status={a.status} />
                          {a.interview && <InterviewTag state={a.interview.state} />}
                        </Space>
                      ),
                    },
                    {
                      title: '操作',
                      render: (_, a) => {
                        const next = APPLY_NEXT[a.status] ?? [];
                        return (
                          <Space wrap size={4}>
                            <Link to={rp.resumeDetails(a.resume.id, a.id)}>查看简历</Link>
                            {([APPLY_STATUS.new, APPLY_STATUS.viewed, APPLY_STATUS.invited] as number[]).includes(a.status) && (
                              <Button size="small" onClick={() => setInvite({ applicationId: a.id, name: a.resume.name })}>
                                {R.invite}
                              </Button>
                            )}
                            {a.interview?.video === 1 && a.interview.state === INTERVIEW_STATE.accepted && (
                              <Link to={rp.jobVideo(a.interview.id)}>{R.enterVideo}</Link>
                            )}
                            {next.includes(APPLY_STATUS.interviewed) && (
                              <Button size="small" onClick={() => void step(a.id, APPLY_STATUS.interviewed)}>
                                {R.markInterviewed}
                              </Button>
                            )}
                            {next.includes(APPLY_STATUS.offered) && (
                              <Button size="small" type="primary" onClick={() => setOfferFor(a.id)}>
                                {R.offer}
                              </Button>
                            )}
                            {next.includes(APPLY_STATUS.refused) && (
                              <Button
                                size="small"
                                danger
                                onClick={() => modal.confirm({ title: R.confirmReject, onOk: () => step(a.id, APPLY_STATUS.refused) })}
                              >
                                {R.reject}
                              </Button>
                            )}
                          </Space>
                        );
                      },
                    },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'interviews',
            label: '面试邀请',
            children: (
              <Table
                rowKey="id"
                locale={empty}
                dataSource={interviews.data?.data.recordList ?? []}
                pagination={false}
                columns={[
                  { title: '求职者', render: (_, i) => <Link to={rp.resumeDetails(i.resumeId)}>{i.seekerName}</Link> },
                  { title: '职位', dataIndex: 'positionname' },
                  { title: R.interviewTime, render: (_, i) => when(i.interviewTime) },
                  { title: '方式', render: (_, i) => (i.video ? R.video : i.place) },
                  { title: '状态', render: (_, i) => <InterviewTag state={i.state} /> },
                  {
                    title: '回复',
                    render: (_, i) =>
                      [i.proposedTime ? `希望改到 ${when(i.proposedTime)}` : '', i.reply ?? ''].filter(Boolean).join('；') || '—',
                  },
                  {
                    title: '操作',
                    render: (_, i) =>
                      i.video === 1 && i.state === INTERVIEW_STATE.accepted ? <Link to={rp.jobVideo(i.id)}>{R.enterVideo}</Link> : null,
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <InviteDialog target={invite} onClose={() => setInvite(null)} />
      <Modal title={R.offer} open={offerFor !== null} onCancel={() => setOfferFor(null)} footer={null} destroyOnHidden>
        <Form layout="vertical" onFinish={(v: { note?: string }) => offerFor !== null && void step(offerFor, APPLY_STATUS.offered, v.note)}>
          <Form.Item name="note" label={R.offerNote} rules={[{ max: 300 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={move.isPending}>
            发送录用通知
          </Button>
        </Form>
      </Modal>
    </Card>
  );
}

/** people_data: the recruiter's personal data (zpGrzl), needed to publish (3,5,2). */
export function PeopleDataPage() {
  const { data, isLoading } = useRecruit('grzlMine', {}, { fresh: true });
  const save = useRecruitMutation('grzlSave');
  const { message } = App.useApp();
  if (isLoading) return <Skeleton active />;
  return (
    <Card title="招聘者个人资料">
      <Typography.Paragraph type="secondary">求职者在职位页看到您的姓名和职务；手机和邮箱不对外展示。</Typography.Paragraph>
      <Form
        layout="vertical"
        style={{ maxWidth: 480 }}
        initialValues={data?.data ?? {}}
        onFinish={(v: { name: string; title: string; phone: string; email?: string }) =>
          save.mutateAsync(v).then(
            (r) => void message.success(r.msg),
            (e: unknown) => void message.error(errorText(e)),
          )
        }
      >
        <Form.Item name="name" label="姓名" rules={[{ required: true, max: 30, message: RECRUIT_MSG.recruiterName }]}>
          <Input />
        </Form.Item>
        <Form.Item name="title" label="职务" rules={[{ required: true, max: 30, message: RECRUIT_MSG.recruiterTitle }]}>
          <Input />
        </Form.Item>
        <Form.Item name="phone" label="手机号" rules={[{ required: true, pattern: PHONE_PATTERN, message: RECRUIT_MSG.phoneInvalid }]}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: RECRUIT_MSG.emailInvalid }]}>
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {R.save}
        </Button>
      </Form>
    </Card>
  );
}

/** enterprise_data: the company's certification state and its recruitment page. */
export function EnterpriseDataPage() {
  const { data, isLoading } = useRecruit('myCompany', {}, { fresh: true });
  const save = useRecruitMutation('companySave');
  const { message } = App.useApp();
  const industry = useDictOptions('cshy');
  const size = useDictOptions('gsgm');
  const nature = useDictOptions('gsxz');
  if (isLoading) return <Skeleton active />;
  const c = data?.data;
  if (!c)
    return (
      <Result
        status="info"
        title={RECRUIT_MSG.companyDataRequired}
        subTitle="招聘需要先完成企业认证"
        extra={
          <Link to="/employment/company_store">
            <Button type="primary">去企业认证</Button>
          </Link>
        }
      />
    );
  const state = c.companyAuditState === AUDIT_STATE.approved ? '已认证' : c.companyAuditState === AUDIT_STATE.pending ? '审核中' : '未通过';
  return (
    <Card title="企业管理">
      <Descriptions
        style={{ marginBottom: 16 }}
        items={[
          { key: 'n', label: '企业名称', children: c.companyName },
          { key: 's', label: '认证状态', children: state },
        ]}
      />
      {c.companyAuditState === AUDIT_STATE.pending && <Alert type="info" title={RECRUIT_MSG.companyPending} style={{ marginBottom: 16 }} />}
      <Form
        layout="vertical"
        style={{ maxWidth: 720 }}
        initialValues={{ ...c, companyTx: c.companyTx ?? undefined }}
        onFinish={(v: {
          companyTx?: string;
          companyMainIndustry?: string;
          companySize?: string;
          companyNature?: string;
          address?: string;
          intro?: string;
        }) =>
          save.mutateAsync({ ...v, address: v.address ?? '', intro: v.intro ?? '' }).then(
            (r) => void message.success(r.msg),
            (e: unknown) => void message.error(errorText(e)),
          )
        }
      >
        <Form.Item name="companyTx" label="企业Logo">
          <LogoField />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="companyMainIndustry" label="所属行业">
              <Select allowClear options={industry} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="companySize" label="公司规模">
              <Select allowClear options={size} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="companyNature" label="公司性质">
              <Select allowClear options={nature} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="address" label="公司地址" rules={[{ max: 120 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="intro" label="公司简介" rules={[{ max: 3000 }]}>
          <Input.TextArea rows={5} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {R.save}
        </Button>
      </Form>
    </Card>
  );
}

/** Resume_details?id(&applicationId): the resume; contact details only after consent (the server decides). */
export function ResumeDetailsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const applicationId = Number(params.get('applicationId')) || undefined;
  const { data, isLoading, error } = useRecruit('resumeDetail', { id, applicationId }, { enabled: id > 0, silent: true, fresh: true });
  const [invite, setInvite] = useState<InviteTarget | null>(null);
  const { message } = App.useApp();
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Result status="404" title={error ? errorText(error) : RECRUIT_MSG.resumeNotFound} />;
  const r = data.data;
  const contact = r.contact ? (
    <Alert
      type="success"
      data-testid="contact"
      title={`${R.contact}：手机 ${r.contact.phone} · 邮箱 ${r.contact.email ?? '—'}`}
      action={
        r.hasAttachment && (
          <Button
            size="small"
            onClick={() =>
              void downloadResumeFile(r.id, `${r.name}-简历`).catch((e: unknown) =>
                message.error(e instanceof Error ? e.message : '下载失败'),
              )
            }
          >
            {R.downloadAttachment}
          </Button>
        )
      }
    />
  ) : (
    <Alert type="info" data-testid="contact-hidden" title={R.contactHidden} />
  );
  const open = r.applications.find((a) => ([APPLY_STATUS.new, APPLY_STATUS.viewed, APPLY_STATUS.invited] as number[]).includes(a.status));
  return (
    <div>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button
          type="primary"
          onClick={() => setInvite(open ? { applicationId: open.id, name: r.name } : { resumeId: r.id, name: r.name })}
        >
          {R.invite}
        </Button>
        <ContactButton userId={r.chatUserId} label={R.message} hiddenReason={R.messageHidden} />
        {r.applications.map((a) => (
          <span key={a.id}>
            投递「{a.positionname}」 <ApplyTag status={a.status} />
          </span>
        ))}
      </Space>
      <ResumeView r={r} contact={contact} />
      <InviteDialog target={invite} onClose={() => setInvite(null)} />
    </div>
  );
}

/** jl_historay: resumes this recruiter viewed. */
export function JlHistoryPage() {
  const [pageNum, setPageNum] = useState(0);
  const { data, isFetching, error } = useRecruit('resumeHistory', { pageNum, pageSize: 10 }, { fresh: true, silent: true });
  if (error) return <Result status="warning" title={errorText(error)} />;
  return (
    <Card title="简历浏览记录">
      <List
        loading={isFetching}
        locale={empty}
        dataSource={data?.data.recordList ?? []}
        pagination={
          (data?.data.recordCount ?? 0) > 10
            ? { current: pageNum + 1, total: data?.data.recordCount ?? 0, onChange: (p) => setPageNum(p - 1) }
            : false
        }
        renderItem={(r) => (
          <List.Item extra={<Typography.Text type="secondary">{when(r.lookedTime)}</Typography.Text>}>
            <Link to={rp.resumeDetails(r.id)}>{r.name}</Link> · {r.expectedPosition ?? ''}
          </List.Item>
        )}
      />
    </Card>
  );
}
