import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { VideoCameraOutlined } from '@ant-design/icons';
import { errorText } from '../../../api/client.ts';
import { startVideoCall } from '../../../lib/realtime.ts';
import { useRecruit } from '../api.ts';
import { InterviewTag, when } from '../components/bits.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { rp } from '../paths.ts';

/**
 * job_video?id: a video interview from an invitation, for its two sides only. Once the seeker accepted,
 * either side calls the other with the chat area's video call (startVideoCall: the other side's page
 * rings, he accepts, WebRTC connects in the chat video layer).
 */
export function JobVideoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { data, isLoading, error } = useRecruit('interviewDetail', { id }, { enabled: id > 0, fresh: true, silent: true });
  if (id <= 0) return <Result status="404" title={RECRUIT_MSG.interviewNotFound} />;
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Result status="403" title={error ? errorText(error) : RECRUIT_MSG.interviewNotFound} />;
  const i = data.data;
  const peerLabel = i.role === 'seeker' ? R.recruiter : RP.col.seeker;
  return (
    <Card title={R.video}>
      <Descriptions
        column={1}
        items={[
          { key: 'c', label: RP.col.company, children: <Link to={rp.company(i.companyId)}>{i.companyName}</Link> },
          { key: 'p', label: RP.col.position, children: <Link to={rp.job(i.positionId)}>{i.positionname}</Link> },
          { key: 'o', label: peerLabel, children: <span data-testid="video-peer">{i.peerName}</span> },
          { key: 't', label: R.interviewTime, children: when(i.interviewTime) },
          { key: 'm', label: RP.col.method, children: i.video ? R.video : RP.onsiteAt(i.place ?? '') },
          { key: 'st', label: RP.col.status, children: <InterviewTag state={i.state} /> },
          { key: 'n', label: R.note, children: i.note ?? '—' },
        ]}
      />
      <div style={{ marginTop: 16 }}>
        {i.callable ? (
          <Space orientation="vertical">
            <Typography.Text type="secondary">{R.callHint(i.peerName)}</Typography.Text>
            <Button type="primary" icon={<VideoCameraOutlined />} onClick={() => startVideoCall(i.peerUserId)}>
              {R.startCall}
            </Button>
          </Space>
        ) : (
          <Alert type="info" showIcon data-testid="video-note" title={i.video ? R.callNotReady : R.onsiteNoCall} />
        )}
      </div>
    </Card>
  );
}
