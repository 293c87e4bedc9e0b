import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { App, Avatar, Button, Card, Descriptions, Popconfirm, Result, Space, Spin, Tag, Typography } from 'antd';
import { CommentOutlined, UserOutlined } from '@ant-design/icons';
import { APPLY_STATE_LABEL } from '@xcb/shared/actions/employment';
import { USER_AUTH_LABEL, type UserAuth } from '@xcb/shared/enums';
import { errorText } from '../../../api/client.ts';
import { uploadUrl } from '../../../api/files.ts';
import { openChat } from '../../../lib/realtime.ts';
import { useApplicationDetail, useDecideApplication, useDemand, useDemands, usePublisher } from '../api.ts';
import { ApplyButton } from '../components/ApplyButton.tsx';
import { DemandList, StatusTag } from '../components/DemandBits.tsx';
import { employmentPaths } from '../paths.ts';
import { formatDateTime } from '../../../lib/date.ts';

// The people around a demand: the publisher's page (company_info), one position of its job needs
// (company_position_details), and one applicant as the publisher reviews him (resume_review2).

const idParam = (sp: URLSearchParams, name = 'id') => Number(sp.get(name) ?? 0) || 0;
const notFound = (error: unknown, fallback: string) => (
  <Result status="404" title={error ? errorText(error) : fallback} extra={<Link to={employmentPaths.list()}>返回需求列表</Link>} />
);

/** spec: company_info?id — the publisher's certified identity and its demands in progress. */
export function CompanyInfoPage() {
  const [sp] = useSearchParams();
  const userId = idParam(sp);
  const [page, setPage] = useState(0);
  const profile = usePublisher(userId);
  const list = useDemands({ publisherId: userId, pageNum: page, pageSize: 6, px: 0 });
  if (profile.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!profile.data) return notFound(profile.error, '发布方不存在或未认证');
  const p = profile.data;
  return (
    <div className="xcb-container" style={{ padding: '16px 0' }}>
      <Space direction="vertical" style={{ width: '100%' }} size={16}>
        <Card>
          <Space align="start" size={20}>
            <Avatar shape="square" size={88} src={uploadUrl(p.companyTx)} icon={<UserOutlined />} alt="企业标志" />
            <div>
              <Typography.Title level={3} style={{ margin: 0 }} data-testid="publisher-name">
                {p.name}
              </Typography.Title>
              <Space style={{ marginTop: 8 }} wrap>
                <Tag color="green">{p.kind === 'company' ? '企业认证' : '个人认证'}</Tag>
                {p.companyMainIndustry && <Tag>{p.companyMainIndustry}</Tag>}
                {p.companySize && <Tag>{p.companySize}</Tag>}
              </Space>
              <Descriptions
                size="small"
                column={3}
                style={{ marginTop: 12 }}
                items={[
                  { key: 'a', label: '进行中的需求', children: p.activeCount },
                  { key: 'p', label: '累计发布', children: p.publishedCount },
                  { key: 'd', label: '地址', children: p.companyAddress ?? '—' },
                ]}
              />
            </div>
          </Space>
          {p.companyIntro && (
            <Typography.Paragraph style={{ marginTop: 16, whiteSpace: 'pre-wrap' }}>{p.companyIntro}</Typography.Paragraph>
          )}
        </Card>
        <Card title="进行中的需求">
          <DemandList query={list} page={page} onPage={setPage} />
        </Card>
      </Space>
    </div>
  );
}

/** spec: company_position_details — one position of a demand's job needs, with the demand around it. */
export function PositionDetailsPage() {
  const [sp] = useSearchParams();
  const id = idParam(sp);
  const index = idParam(sp, 'index');
  const demand = useDemand(id);
  if (demand.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  const d = demand.data;
  const job = d?.jobs[index];
  if (!d || !job) return notFound(demand.error, '岗位不存在');
  return (
    <div className="xcb-container" style={{ padding: '16px 0' }}>
      <Card
        title={
          <Space>
            <span data-testid="position-title">{job.position}</span>
            <StatusTag status={d.lHyhneedStatus} />
          </Space>
        }
        extra={d.isOwner ? <Link to={employmentPaths.orderDetails(d.id)}>管理订单</Link> : <ApplyButton d={d} />}
      >
        <Descriptions
          bordered
          size="small"
          column={2}
          items={[
            { key: 'y', label: '工作年限', children: job.workyear },
            { key: 'n', label: '需求人数', children: `${job.peoplenum} 人` },
            { key: 'k', label: '关键技术', span: 2, children: job.keytechnologies || '—' },
            { key: 'd', label: '所属需求', children: <Link to={employmentPaths.demand(d.id)}>{d.needtitle}</Link> },
            {
              key: 'c',
              label: '发布方',
              children: d.companyName ? <Link to={employmentPaths.companyInfo(d.publisherId)}>{d.companyName}</Link> : '—',
            },
            { key: 'z', label: '工作方式', children: d.iszc === 1 ? '现场' : '远程' },
            { key: 'city', label: '地点', children: [d.sf, d.city, d.area].filter(Boolean).join(' ') || '—' },
            { key: 'p', label: '工期', children: `${d.projecttime} 天` },
            { key: 'm', label: '月薪（晶币/人）', children: d.daymoney },
          ]}
        />
        {d.jobs.length > 1 && (
          <>
            <Typography.Title level={5} style={{ marginTop: 16 }}>
              该需求的其他岗位
            </Typography.Title>
            <Space wrap>
              {d.jobs.map((j, i) =>
                i === index ? null : (
                  <Link key={`${j.position}-${i}`} to={employmentPaths.position(d.id, i)}>
                    {j.position}（{j.peoplenum} 人）
                  </Link>
                ),
              )}
            </Space>
          </>
        )}
      </Card>
    </div>
  );
}

/** spec: resume_review2?id — one applicant of my demand: who he is, his record here, and the decision. */
export function ApplicantPage() {
  const [sp] = useSearchParams();
  const id = idParam(sp);
  const { message } = App.useApp();
  const q = useApplicationDetail(id);
  const decide = useDecideApplication();
  if (q.isLoading) return <Spin />;
  if (!q.data) return <Result status="404" title={q.error ? errorText(q.error) : '报名记录不存在'} />;
  const a = q.data;
  const run = (state: 1 | 2) =>
    decide.mutate({ id: a.id, state }, { onSuccess: (r) => void message.success(r.msg), onError: (e) => void message.error(errorText(e)) });
  const open = a.state === 0 && (a.demandStatus === 3 || a.demandStatus === 4);
  return (
    <Card title="报名者详情" extra={<Link to={employmentPaths.resumeReview(a.needId)}>返回报名审核</Link>}>
      <Space align="start" size={20}>
        <Avatar size={72} src={uploadUrl(a.icon)} icon={<UserOutlined />} alt="头像" />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="applicant-name">
            {a.name}
          </Typography.Title>
          <Space style={{ marginTop: 8 }} wrap>
            <Tag>{USER_AUTH_LABEL[a.auth as UserAuth] ?? '普通用户'}</Tag>
            {a.personalCertified && <Tag color="green">已通过个人认证</Tag>}
            {a.companyName && <Tag color="blue">{a.companyName}</Tag>}
            <Tag color={a.state === 1 ? 'green' : a.state === 2 ? 'red' : 'gold'}>{APPLY_STATE_LABEL[a.state]}</Tag>
          </Space>
        </div>
      </Space>
      <Descriptions
        bordered
        size="small"
        column={2}
        style={{ marginTop: 16 }}
        items={[
          { key: 'd', label: '报名需求', children: <Link to={employmentPaths.orderDetails(a.needId)}>{a.needtitle}</Link> },
          { key: 't', label: '报名时间', children: formatDateTime(a.createTime) },
          { key: 'j', label: '技能', children: a.job ?? '—' },
          { key: 'r', label: '所在地区', children: a.area ?? '—' },
          { key: 's', label: '个性签名', span: 2, children: a.sign ?? '—' },
          {
            key: 'h',
            label: '平台履历',
            span: 2,
            children: <span data-testid="applicant-record">{`被录用 ${a.acceptedCount} 次，交付通过 ${a.deliveriesPassed} 次`}</span>,
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        {open && (
          <>
            <Popconfirm title={`确认录用${a.name}？`} onConfirm={() => run(1)}>
              <Button type="primary" loading={decide.isPending}>
                录用
              </Button>
            </Popconfirm>
            <Popconfirm title={`确认不录用${a.name}？`} onConfirm={() => run(2)}>
              <Button>不录用</Button>
            </Popconfirm>
          </>
        )}
        <Button icon={<CommentOutlined />} onClick={() => openChat(a.userId)}>
          发消息
        </Button>
      </Space>
    </Card>
  );
}
