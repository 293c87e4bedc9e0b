import { Link, useSearchParams } from 'react-router';
import { Alert, Card, Descriptions, Result, Skeleton } from 'antd';
import { errorText } from '../../../api/client.ts';
import { useRecruit } from '../api.ts';
import { InterviewTag, when } from '../components/bits.tsx';
import { VideoCall } from '../components/VideoCall.tsx';
import { INTERVIEW_STATE } from '@xcb/shared/enums';
import { useAuth } from '../../../lib/auth.ts';
import { rp } from '../paths.ts';

/**
 * job_video?id: a video interview from an invitation, for its two sides only. Once the seeker accepted,
 * both join the call here (WebRTC, signalling relayed over the chat socket, components/VideoCall.tsx).
 */
export function JobVideoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { user } = useAuth();
  const { data, isLoading, error } = useRecruit('interviewDetail', { id }, { enabled: id > 0, silent: true });
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Result status="403" title={error ? errorText(error) : '面试邀请不存在'} />;
  const i = data.data;
  return (
    <Card title="视频面试">
      <Descriptions
        column={1}
        items={[
          { key: 'c', label: '企业', children: <Link to={rp.company(i.companyId)}>{i.companyName}</Link> },
          { key: 'p', label: '职位', children: <Link to={rp.job(i.positionId)}>{i.positionname}</Link> },
          { key: 's', label: '求职者', children: i.seekerName },
          { key: 't', label: '面试时间', children: when(i.interviewTime) },
          { key: 'st', label: '状态', children: <InterviewTag state={i.state} /> },
          { key: 'n', label: '备注', children: i.note ?? '—' },
        ]}
      />
      <div style={{ marginTop: 16 }}>
        {i.video === 1 && i.state === INTERVIEW_STATE.accepted && user ? (
          <VideoCall interviewId={i.id} userId={user.id} role={i.role} />
        ) : (
          <Alert type="info" showIcon data-testid="video-note" title={i.video ? '求职者接受邀请后，双方可在此加入视频面试。' : '这是一场现场面试，无需视频通话。'} />
        )}
      </div>
    </Card>
  );
}
