import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, DatePicker, Form, Input, Modal, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { INTERVIEW_STATE } from '@xcb/shared/enums';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import type { InterviewItem } from '@xcb/shared/actions/recruitment';
import { pickedInstant } from '../../../lib/date-picker.ts';
import { useRecruitMutation } from '../mutations.ts';
import { InterviewTag, when } from '../components/bits.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { rp } from '../paths.ts';
import { PagedTable, usePagedRecruit } from '../components/lists.tsx';

/** interview_list: invitations (notice 00/08) with accept, refuse, reschedule; video ones open job_video. */
export function InterviewListPage() {
  const { table } = usePagedRecruit('interviewMine', {}, { fresh: true });
  const reply = useRecruitMutation('interviewReply');
  const [target, setTarget] = useState<{ item: InterviewItem; answer: 'refuse' | 'reschedule' } | null>(null);
  const answer = async (id: number, a: 'accept' | 'refuse' | 'reschedule', extra: { reply?: string; proposedTime?: string } = {}) => {
    if (await reply.run({ id, answer: a, ...extra })) setTarget(null);
  };
  return (
    <Card title={RP.interviews.title}>
      <PagedTable
        {...table}
        columns={[
          { title: RP.col.company, render: (_, i) => <Link to={rp.company(i.companyId)}>{i.companyName}</Link> },
          { title: RP.col.position, render: (_, i) => <Link to={rp.job(i.positionId)}>{i.positionname}</Link> },
          { title: R.interviewTime, render: (_, i) => when(i.interviewTime) },
          { title: RP.col.method, render: (_, i) => (i.video ? R.video : RP.onsiteAt(i.place ?? '')) },
          { title: R.note, render: (_, i) => i.note ?? '—' },
          { title: RP.col.status, render: (_, i) => <InterviewTag state={i.state} /> },
          {
            title: RP.col.action,
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
            <Form.Item name="reply" label={RP.interviews.reply} rules={[{ max: 300 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={reply.isPending}>
              {RP.confirm}
            </Button>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
