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
import { EL } from '../../../locale/employment.ts';
import { EMPLOYMENT_MSG as M } from '@xcb/shared/messages';

const A = EL.applicant;

/** spec: resume_review2?id — one applicant of my demand: who he is, his record here, and the decision. */
export function ResumeReview2Page() {
  const [sp] = useSearchParams();
  const id = idParam(sp);
  const q = useApplicationDetail(id);
  const decide = useDecideApplication();
  if (q.isLoading) return <Spin />;
  if (!q.data) return <Result status="404" title={q.error ? errorText(q.error) : M.applicationNotFound} />;
  const a = q.data;
  const run = (state: 1 | 2) => void decide.run({ id: a.id, state });
  const open = a.state === 0 && (a.demandStatus === 3 || a.demandStatus === 4);
  return (
    <Card title={A.title} extra={<Link to={employmentPaths.resumeReview(a.needId)}>{A.back}</Link>}>
      <Space align="start" size={20}>
        <Avatar size={72} src={uploadUrl(a.icon)} icon={<UserOutlined />} alt={A.avatar} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="applicant-name">
            {a.name}
          </Typography.Title>
          <Space style={{ marginTop: 8 }} wrap>
            <Tag>{USER_AUTH_LABEL[a.auth as UserAuth] ?? A.ordinary}</Tag>
            {a.personalCertified && <Tag color="green">{A.certified}</Tag>}
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
          { key: 'd', label: A.demand, children: <Link to={employmentPaths.orderDetails(a.needId)}>{a.needtitle}</Link> },
          { key: 't', label: A.time, children: formatDateTime(a.createTime) },
          { key: 'j', label: A.skills, children: a.job ?? '—' },
          { key: 'r', label: A.area, children: a.area ?? '—' },
          { key: 's', label: A.sign, span: 2, children: a.sign ?? '—' },
          {
            key: 'h',
            label: A.record,
            span: 2,
            children: <span data-testid="applicant-record">{A.recordOf(a.acceptedCount, a.deliveriesPassed)}</span>,
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        {open && (
          <>
            <Popconfirm title={EL.decide.acceptConfirm(a.name)} onConfirm={() => run(1)}>
              <Button type="primary" loading={decide.isPending}>
                {EL.decide.accept}
              </Button>
            </Popconfirm>
            <Popconfirm title={EL.decide.declineConfirm(a.name)} onConfirm={() => run(2)}>
              <Button>{EL.decide.decline}</Button>
            </Popconfirm>
          </>
        )}
        <Button icon={<CommentOutlined />} onClick={() => openChat(a.userId)}>
          {A.message}
        </Button>
      </Space>
    </Card>
  );
}
