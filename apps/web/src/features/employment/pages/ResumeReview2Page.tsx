import { Link, useSearchParams } from 'react-router';
import { Avatar, Button, Card, Descriptions, Popconfirm, Result, Space, Spin, Tag, Typography } from 'antd';
import { CommentOutlined, UserOutlined } from '@ant-design/icons';
import { APPLY_STATE_LABEL } from '@xcb/shared/actions/employment';
import { USER_AUTH_LABEL, type UserAuth } from '@xcb/shared/enums';
import { errorText } from '../../../api/client.ts';
import { uploadUrl } from '../../../api/files.ts';
import { openChat } from '../../../lib/realtime.ts';
import { useApplicationDetail, useDecideApplication } from '../api.ts';
import { employmentPaths } from '../paths.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { idParam } from '../components/notFound.tsx';

/** spec: resume_review2?id — one applicant of my demand: who he is, his record here, and the decision. */
export function ResumeReview2Page() {
  const [sp] = useSearchParams();
  const id = idParam(sp);
  const q = useApplicationDetail(id);
  const decide = useDecideApplication();
  if (q.isLoading) return <Spin />;
  if (!q.data) return <Result status="404" title={q.error ? errorText(q.error) : '报名记录不存在'} />;
  const a = q.data;
  const run = (state: 1 | 2) => void decide.run({ id: a.id, state });
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
