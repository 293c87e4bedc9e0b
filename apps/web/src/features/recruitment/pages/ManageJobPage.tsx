import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { App, Button, Card, Form, Input, Modal, Result, Space, Table, Tabs } from 'antd';
import { APPLY_STATUS, INTERVIEW_STATE } from '@xcb/shared/enums';
import { APPLY_NEXT } from '@xcb/shared/states';
import { errorText } from '../../../api/client.ts';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { ApplyTag, InterviewTag, when } from '../components/bits.tsx';
import { InviteDialog, type InviteTarget } from '../components/InviteDialog.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { rp } from '../paths.ts';
import { ApplyStatusFilter, ListFilter, PagedTable, empty, usePagedRecruit } from '../components/lists.tsx';

/** manage_job: the applicant pipeline (new, viewed, invited, interviewed, offered, refused) and the invitations sent. */
export function ManageJobPage() {
  const [params, setParams] = useSearchParams();
  const positionId = Number(params.get('positionId')) || undefined;
  const [status, setStatus] = useState<number>();
  const { query, table, toFirst } = usePagedRecruit('applyCompany', { positionId, status }, { fresh: true, silent: true });
  const positions = useRecruit('myPositions', { pageNum: 0, pageSize: 100 });
  const interviews = useRecruit('interviewCompany', { pageNum: 0, pageSize: 50 }, { fresh: true, silent: true });
  const move = useRecruitMutation('applyMove');
  const { modal } = App.useApp();
  const [invite, setInvite] = useState<InviteTarget | null>(null);
  const [offerFor, setOfferFor] = useState<number | null>(null);
  const step = async (id: number, to: number, note?: string) => {
    if (await move.run({ id, status: to, note })) setOfferFor(null);
  };
  if (query.error) return <Result status="warning" title={errorText(query.error)} />;
  return (
    <Card title={RP.manage.title}>
      <Tabs
        items={[
          {
            key: 'apps',
            label: RP.manage.received,
            children: (
              <>
                <Space style={{ marginBottom: 12 }} wrap>
                  <ListFilter
                    label={RP.col.position}
                    placeholder={RP.manage.allPositions}
                    width={220}
                    value={positionId}
                    onChange={(v) => {
                      setParams(v ? { positionId: String(v) } : {}, { replace: true });
                      toFirst();
                    }}
                    options={(positions.data?.data.recordList ?? []).map((p) => ({ value: p.id, label: p.positionname }))}
                  />
                  <ApplyStatusFilter
                    label={RP.col.status}
                    value={status}
                    onChange={(v) => {
                      setStatus(v);
                      toFirst();
                    }}
                  />
                </Space>
                <PagedTable
                  {...table}
                  columns={[
                    { title: RP.col.seeker, render: (_, a) => <Link to={rp.resumeDetails(a.resume.id, a.id)}>{a.resume.name}</Link> },
                    { title: RP.col.expectedPosition, render: (_, a) => a.resume.expectedPosition ?? '—' },
                    { title: RP.manage.appliedPosition, render: (_, a) => <Link to={rp.job(a.positionId)}>{a.positionname}</Link> },
                    { title: RP.col.applyTime, render: (_, a) => when(a.createTime) },
                    {
                      title: RP.col.status,
                      render: (_, a) => (
                        <Space orientation="vertical" size={0}>
                          <ApplyTag status={a.status} />
                          {a.interview && <InterviewTag state={a.interview.state} />}
                        </Space>
                      ),
                    },
                    {
                      title: RP.col.action,
                      render: (_, a) => {
                        const next = APPLY_NEXT[a.status] ?? [];
                        return (
                          <Space wrap size={4}>
                            <Link to={rp.resumeDetails(a.resume.id, a.id)}>{RP.manage.viewResume}</Link>
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
            label: RP.manage.interviews,
            children: (
              <Table
                rowKey="id"
                locale={empty}
                dataSource={interviews.data?.data.recordList ?? []}
                pagination={false}
                columns={[
                  { title: RP.col.seeker, render: (_, i) => <Link to={rp.resumeDetails(i.resumeId)}>{i.seekerName}</Link> },
                  { title: RP.col.position, dataIndex: 'positionname' },
                  { title: R.interviewTime, render: (_, i) => when(i.interviewTime) },
                  { title: RP.col.method, render: (_, i) => (i.video ? R.video : i.place) },
                  { title: RP.col.status, render: (_, i) => <InterviewTag state={i.state} /> },
                  {
                    title: RP.manage.reply,
                    render: (_, i) =>
                      [i.proposedTime ? RP.manage.proposed(when(i.proposedTime)) : '', i.reply ?? '']
                        .filter(Boolean)
                        .join(RP.manage.replySeparator) || '—',
                  },
                  {
                    title: RP.col.action,
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
            {RP.manage.sendOffer}
          </Button>
        </Form>
      </Modal>
    </Card>
  );
}
