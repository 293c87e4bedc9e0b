import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { App, Button, Card, Form, Input, Modal, Result, Select, Space, Table, Tabs } from 'antd';
import { APPLY_STATUS, APPLY_STATUS_LABEL, INTERVIEW_STATE } from '@xcb/shared/enums';
import { APPLY_NEXT } from '@xcb/shared/states';
import { errorText } from '../../../api/client.ts';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { ApplyTag, InterviewTag, when } from '../components/bits.tsx';
import { InviteDialog, type InviteTarget } from '../components/InviteDialog.tsx';
import { R } from '../labels.ts';
import { rp } from '../paths.ts';
import { PagedTable, empty, useListPaging } from '../components/lists.tsx';

/** manage_job: the applicant pipeline (new, viewed, invited, interviewed, offered, refused) and the invitations sent. */
export function ManageJobPage() {
  const [params, setParams] = useSearchParams();
  const positionId = Number(params.get('positionId')) || undefined;
  const [status, setStatus] = useState<number>();
  const { page, pagination, toFirst } = useListPaging();
  const { data, isFetching, error } = useRecruit('applyCompany', { ...page, positionId, status }, { fresh: true, silent: true });
  const positions = useRecruit('myPositions', { pageNum: 0, pageSize: 100 });
  const interviews = useRecruit('interviewCompany', { pageNum: 0, pageSize: 50 }, { fresh: true, silent: true });
  const move = useRecruitMutation('applyMove');
  const { modal } = App.useApp();
  const [invite, setInvite] = useState<InviteTarget | null>(null);
  const [offerFor, setOfferFor] = useState<number | null>(null);
  const step = async (id: number, to: number, note?: string) => {
    if (await move.run({ id, status: to, note })) setOfferFor(null);
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
                      toFirst();
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
                      toFirst();
                    }}
                    options={Object.entries(APPLY_STATUS_LABEL).map(([v, l]) => ({ value: Number(v), label: l }))}
                  />
                </Space>
                <PagedTable
                  list={data?.data}
                  loading={isFetching}
                  pagination={pagination}
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
