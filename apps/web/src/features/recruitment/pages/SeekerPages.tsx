import { useState } from 'react';
import { Link } from 'react-router';
import {
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Modal,
  Pagination,
  Popconfirm,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { APPLY_STATUS_LABEL, INTERVIEW_STATE } from '@xcb/shared/enums';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import type { AlertItem, InterviewItem } from '@xcb/shared/actions/recruitment';
import { errorText } from '../../../api/client.ts';
import { pickedInstant } from '../../../lib/date-picker.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { ApplyTag, CompanyLogo, InterviewTag, PositionItem, useDictMap, when } from '../components/bits.tsx';
import { R } from '../labels.ts';
import { rp } from '../paths.ts';

const PAGE = 10;
const empty = { emptyText: <EmptyState text={R.noData} compact /> };

function usePage() {
  const [pageNum, setPageNum] = useState(0);
  const pagination = (total: number | undefined) => ({
    current: pageNum + 1,
    pageSize: PAGE,
    total: total ?? 0,
    onChange: (p: number) => setPageNum(p - 1),
    hideOnSinglePage: true,
  });
  return { pageNum, pagination };
}

/** send_resume: my applications and where each stands in the pipeline. */
export function SendResumePage() {
  const { pageNum, pagination } = usePage();
  const [status, setStatus] = useState<number>();
  const { data, isFetching } = useRecruit('applyMine', { pageNum, pageSize: PAGE, status }, { fresh: true });
  return (
    <Card
      title="投递记录"
      extra={
        <Select
          allowClear
          aria-label="投递状态"
          placeholder="全部状态"
          style={{ width: 140 }}
          value={status}
          onChange={setStatus}
          options={Object.entries(APPLY_STATUS_LABEL).map(([v, l]) => ({ value: Number(v), label: l }))}
        />
      }
    >
      <Table
        rowKey="id"
        loading={isFetching}
        locale={empty}
        dataSource={data?.data.recordList ?? []}
        pagination={pagination(data?.data.recordCount)}
        columns={[
          { title: '职位', render: (_, a) => <Link to={rp.job(a.position.id)}>{a.position.positionname}</Link> },
          { title: '企业', render: (_, a) => <Link to={rp.company(a.position.companyId)}>{a.position.companyname}</Link> },
          { title: '投递时间', render: (_, a) => when(a.createTime) },
          { title: '状态', render: (_, a) => <ApplyTag status={a.status} /> },
          { title: '企业留言', render: (_, a) => a.note ?? '—' },
        ]}
      />
    </Card>
  );
}

/** interview_list: invitations (notice 00/08) with accept, refuse, reschedule; video ones open job_video. */
export function InterviewListPage() {
  const { pageNum, pagination } = usePage();
  const { data, isFetching } = useRecruit('interviewMine', { pageNum, pageSize: PAGE }, { fresh: true });
  const reply = useRecruitMutation('interviewReply');
  const { message } = App.useApp();
  const [target, setTarget] = useState<{ item: InterviewItem; answer: 'refuse' | 'reschedule' } | null>(null);
  const answer = async (id: number, a: 'accept' | 'refuse' | 'reschedule', extra: { reply?: string; proposedTime?: string } = {}) => {
    try {
      void message.success((await reply.mutateAsync({ id, answer: a, ...extra })).msg);
      setTarget(null);
    } catch (err) {
      void message.error(errorText(err));
    }
  };
  return (
    <Card title="面试邀请">
      <Table
        rowKey="id"
        loading={isFetching}
        locale={empty}
        dataSource={data?.data.recordList ?? []}
        pagination={pagination(data?.data.recordCount)}
        columns={[
          { title: '企业', render: (_, i) => <Link to={rp.company(i.companyId)}>{i.companyName}</Link> },
          { title: '职位', render: (_, i) => <Link to={rp.job(i.positionId)}>{i.positionname}</Link> },
          { title: R.interviewTime, render: (_, i) => when(i.interviewTime) },
          { title: '方式', render: (_, i) => (i.video ? R.video : `${R.onsite}：${i.place ?? ''}`) },
          { title: R.note, render: (_, i) => i.note ?? '—' },
          { title: '状态', render: (_, i) => <InterviewTag state={i.state} /> },
          {
            title: '操作',
            render: (_, i) => (
              <Space wrap>
                {i.state === INTERVIEW_STATE.pending && (
                  <>
                    <Button type="primary" size="small" onClick={() => void answer(i.id, 'accept')}>
                      {R.accept}
                    </Button>
                    <Button size="small" onClick={() => setTarget({ item: i, answer: 'reschedule' })}>
                      {R.reschedule}
                    </Button>
                    <Button size="small" danger onClick={() => setTarget({ item: i, answer: 'refuse' })}>
                      {R.refuse}
                    </Button>
                  </>
                )}
                {i.video === 1 && i.state === INTERVIEW_STATE.accepted && <Link to={rp.jobVideo(i.id)}>{R.enterVideo}</Link>}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={target?.answer === 'refuse' ? R.refuse : R.reschedule}
        open={!!target}
        onCancel={() => setTarget(null)}
        footer={null}
        destroyOnHidden
      >
        {target && (
          <Form
            layout="vertical"
            onFinish={(v: { reply?: string; proposedTime?: Dayjs }) =>
              void answer(target.item.id, target.answer, {
                reply: v.reply,
                proposedTime: v.proposedTime ? pickedInstant(v.proposedTime) : undefined,
              })
            }
          >
            {target.answer === 'reschedule' && (
              <Form.Item name="proposedTime" label={R.proposedTime} rules={[{ required: true, message: RECRUIT_MSG.rescheduleTime }]}>
                <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
              </Form.Item>
            )}
            <Form.Item name="reply" label="留言" rules={[{ max: 300 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={reply.isPending}>
              确定
            </Button>
          </Form>
        )}
      </Modal>
    </Card>
  );
}

/** my_collect: my favourite positions. */
export function MyCollectPage() {
  const { pageNum, pagination } = usePage();
  const { data, isFetching } = useRecruit('collectList', { pageNum, pageSize: PAGE }, { fresh: true });
  const toggle = useRecruitMutation('collectToggle');
  const list = data?.data.recordList ?? [];
  const p = pagination(data?.data.recordCount);
  return (
    <Card title="我的收藏" loading={isFetching && !data}>
      {list.length === 0 ? (
        <EmptyState text="暂无收藏记录！" />
      ) : (
        list.map((x) => (
          <PositionItem
            key={x.id}
            p={x}
            extra={
              <Popconfirm title="确定取消收藏？" onConfirm={() => toggle.mutate({ positionId: x.id })}>
                <Button size="small">取消收藏</Button>
              </Popconfirm>
            }
          />
        ))
      )}
      {(data?.data.recordCount ?? 0) > PAGE && <Pagination {...p} style={{ textAlign: 'right' }} />}
    </Card>
  );
}

function CompanyRows({
  rows,
  action,
}: {
  rows: { id: number; companyName: string; companyTx: string | null; positionCount: number; at: string }[];
  action: (id: number) => React.ReactNode;
}) {
  return (
    <Table
      rowKey="id"
      locale={empty}
      dataSource={rows}
      pagination={false}
      columns={[
        {
          title: '企业',
          render: (_, c) => (
            <Space>
              <CompanyLogo src={c.companyTx} size={32} />
              <Link to={rp.company(c.id)}>{c.companyName}</Link>
            </Space>
          ),
        },
        { title: '在招职位', dataIndex: 'positionCount' },
        { title: '时间', render: (_, c) => when(c.at) },
        { title: '操作', render: (_, c) => action(c.id) },
      ]}
    />
  );
}

/** my_concern: the companies I follow. */
export function MyConcernPage() {
  const { data } = useRecruit('concernList', { pageNum: 0, pageSize: 50 }, { fresh: true });
  const toggle = useRecruitMutation('concernToggle');
  return (
    <Card title="我的关注">
      <CompanyRows
        rows={(data?.data.recordList ?? []).map((c) => ({ ...c, at: c.followTime }))}
        action={(id) => (
          <Popconfirm title="确定取消关注？" onConfirm={() => toggle.mutate({ companyId: id })}>
            <Button size="small">取消关注</Button>
          </Popconfirm>
        )}
      />
    </Card>
  );
}

/** company_historay: positions I viewed. */
export function CompanyHistoryPage() {
  const { pageNum, pagination } = usePage();
  const { data, isFetching } = useRecruit('positionHistory', { pageNum, pageSize: PAGE }, { fresh: true });
  return (
    <Card title="浏览记录">
      <Table
        rowKey="id"
        loading={isFetching}
        locale={empty}
        dataSource={data?.data.recordList ?? []}
        pagination={pagination(data?.data.recordCount)}
        columns={[
          { title: '职位', render: (_, p) => <Link to={rp.job(p.id)}>{p.positionname}</Link> },
          { title: '企业', render: (_, p) => <Link to={rp.company(p.companyId)}>{p.companyname}</Link> },
          { title: '城市', dataIndex: 'city' },
          { title: '浏览时间', render: (_, p) => when(p.lookedTime) },
        ]}
      />
    </Card>
  );
}

/** shielding_enterprises: companies my resume is hidden from; add one by name. */
export function ShieldingPage() {
  const { data } = useRecruit('shieldList', { pageNum: 0, pageSize: 50 }, { fresh: true });
  const toggle = useRecruitMutation('shieldToggle');
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState<string>();
  const found = useRecruit('companyList', { pageNum: 0, pageSize: 10, keyword }, { enabled: !!keyword });
  const shield = async (companyId: number, on: 0 | 1) => {
    try {
      void message.success((await toggle.mutateAsync({ companyId, shield: on })).msg);
    } catch (err) {
      void message.error(errorText(err));
    }
  };
  const shielded = new Set((data?.data.recordList ?? []).map((c) => c.id));
  return (
    <Card title="屏蔽企业">
      <Typography.Paragraph type="secondary">被屏蔽的企业在任何地方（包括简历搜索）都看不到您的简历。</Typography.Paragraph>
      <Tabs
        items={[
          {
            key: 'list',
            label: `已屏蔽（${data?.data.recordCount ?? 0}）`,
            children: (
              <CompanyRows
                rows={(data?.data.recordList ?? []).map((c) => ({ ...c, at: c.shieldTime }))}
                action={(id) => (
                  <Button size="small" onClick={() => void shield(id, 0)}>
                    {R.unshield}
                  </Button>
                )}
              />
            ),
          },
          {
            key: 'add',
            label: '添加屏蔽',
            children: (
              <>
                <Input.Search
                  placeholder="输入企业名称搜索"
                  enterButton="搜索"
                  onSearch={(v) => setKeyword(v.trim() || undefined)}
                  style={{ maxWidth: 400, marginBottom: 12 }}
                />
                <Table
                  rowKey="id"
                  locale={empty}
                  pagination={false}
                  dataSource={keyword ? (found.data?.data.recordList ?? []) : []}
                  columns={[
                    { title: '企业', dataIndex: 'companyName' },
                    {
                      title: '操作',
                      render: (_, c) =>
                        shielded.has(c.id) ? (
                          '已屏蔽'
                        ) : (
                          <Popconfirm title={R.confirmShield} onConfirm={() => void shield(c.id, 1)}>
                            <Button size="small" danger>
                              屏蔽
                            </Button>
                          </Popconfirm>
                        ),
                    },
                  ]}
                />
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The position list's address for a saved search (the filters job_wanted_list reads). */
function alertSearch(a: AlertItem): string {
  const p = new URLSearchParams();
  const put = (k: string, v: string | null) => v && p.set(k, v);
  put('q', a.keyword);
  put('city', a.city);
  put('salary', a.salaryrange);
  put('exp', a.workexperience);
  put('edu', a.education);
  put('industry', a.industry);
  const q = p.toString();
  return q ? `${rp.jobWanted()}?${q}` : rp.jobWanted();
}

/** my_alerts: my saved searches (job alerts); new approved positions matching one arrive as notices. */
export function MyAlertsPage() {
  const { data, isFetching } = useRecruit('alertList', {}, { fresh: true });
  const remove = useRecruitMutation('alertDelete');
  const { message } = App.useApp();
  const salary = useDictMap('xzfw');
  const exp = useDictMap('gzjy');
  const edu = useDictMap('xl');
  const industry = useDictMap('cshy');
  const criteria = (a: AlertItem) =>
    [
      [R.keyword, a.keyword],
      [R.city, a.city],
      [R.salary, salary(a.salaryrange)],
      [R.experience, exp(a.workexperience)],
      [R.education, edu(a.education)],
      [R.industry, industry(a.industry)],
    ].filter((c): c is [string, string] => !!c[1]);
  const del = async (id: number) => {
    try {
      void message.success((await remove.mutateAsync({ id })).msg);
    } catch (err) {
      void message.error(errorText(err));
    }
  };
  return (
    <Card title={R.alerts} extra={<Link to={rp.jobWanted()}>{R.newAlert}</Link>}>
      <Typography.Paragraph type="secondary">{R.alertsHint}</Typography.Paragraph>
      <Table
        rowKey="id"
        loading={isFetching}
        locale={{ emptyText: <EmptyState text={R.noAlerts} compact /> }}
        dataSource={data?.data ?? []}
        pagination={false}
        columns={[
          {
            title: R.alertCriteria,
            render: (_, a) => (
              <Space size={[4, 4]} wrap>
                {criteria(a).map(([label, value]) => (
                  <Tag key={label} color="blue">
                    {label}：{value}
                  </Tag>
                ))}
              </Space>
            ),
          },
          { title: R.alertTime, render: (_, a) => when(a.createTime) },
          {
            title: '操作',
            render: (_, a) => (
              <Space>
                <Link to={alertSearch(a)}>{R.alertPositions}</Link>
                <Popconfirm title={R.confirmDeleteAlert} onConfirm={() => void del(a.id)}>
                  <Button size="small" danger>
                    {R.remove}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
