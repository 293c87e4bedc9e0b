import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Descriptions, Form, Input, Modal, Pagination, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { errorText } from '../../../api/client.ts';
import { ContactButton } from '../../../components/contact/ContactButton.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { CompanyLogo, PositionItem, useDictMap } from '../components/bits.tsx';
import { R } from '../labels.ts';
import { rp } from '../paths.ts';

const idParam = (params: URLSearchParams) => Number(params.get('id')) || 0;
// 提升匹配度 (issue 27) is its own chunk, loaded under the position
const SkillGapCard = lazy(async () => ({ default: (await import('../../../components/matching/SkillGapCard.tsx')).SkillGapCard }));

/** job_introduce?id: the position, its company, apply / collect / follow / report. */
export function JobIntroducePage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const { data, isLoading, error } = useRecruit('positionDetail', { id }, { enabled: id > 0, fresh: true, silent: true });
  const apply = useRecruitMutation('applyAdd');
  const collect = useRecruitMutation('collectToggle');
  const follow = useRecruitMutation('concernToggle');
  const report = useRecruitMutation('positionReport');
  const [reporting, setReporting] = useState(false);
  const salary = useDictMap('xzfw');
  const exp = useDictMap('gzjy');
  const edu = useDictMap('xl');
  const industry = useDictMap('cshy');
  const fl = useDictMap('gwfl');
  if (isLoading) return <Skeleton active />;
  if (error || !data)
    return (
      <Result
        status="404"
        title={error ? errorText(error) : RECRUIT_MSG.positionNotFound}
        extra={<Link to={rp.jobWanted()}>{R.moreJobs}</Link>}
      />
    );
  const p = data.data;
  const run = async (fn: () => Promise<{ msg: string }>) => {
    try {
      void message.success((await fn()).msg);
    } catch (err) {
      const redirect = (err as { body?: { redirect?: unknown } }).body?.redirect;
      if (typeof redirect === 'string') {
        modal.confirm({ title: errorText(err), okText: '去完善', cancelText: '取消', onOk: () => navigate(redirect) });
      } else void message.error(errorText(err));
    }
  };
  return (
    <div>
      <Card>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }}>
          <div>
            <Space size={16} align="baseline">
              <Typography.Title level={3} style={{ margin: 0 }}>
                {p.positionname}
              </Typography.Title>
              <Typography.Title level={4} type="danger" style={{ margin: 0 }}>
                {salary(p.salaryrange)}
              </Typography.Title>
            </Space>
            <div style={{ margin: '8px 0', color: '#666' }}>
              {p.city} · {exp(p.workexperience)} · {edu(p.education)} · {industry(p.industry)} · {R.peoplenum(p.peoplenum)}
            </div>
            <Space size={[4, 4]} wrap>
              {p.fl.map((f) => (
                <Tag key={f} color="blue">
                  {fl(f)}
                </Tag>
              ))}
            </Space>
          </div>
          {!p.mine && (
            <Space wrap>
              <Button
                type="primary"
                size="large"
                disabled={p.applied}
                loading={apply.isPending}
                onClick={() => void run(() => apply.mutateAsync({ positionId: p.id }))}
              >
                {p.applied ? R.applied : R.apply}
              </Button>
              <Button onClick={() => void run(() => collect.mutateAsync({ positionId: p.id }))}>
                {p.collected ? R.collected : R.collect}
              </Button>
              <ContactButton userId={p.recruiterId} label={R.contactRecruiter} />
              <Button type="link" danger onClick={() => setReporting(true)}>
                {R.report}
              </Button>
            </Space>
          )}
          {p.mine && (
            <Space>
              <Button onClick={() => navigate(rp.addJob(p.id))}>{R.editJob}</Button>
              <Button onClick={() => navigate(rp.manageJob(p.id))}>{R.applicants}</Button>
            </Space>
          )}
        </div>
        {p.mine && p.rejectReason && <Alert style={{ marginTop: 12 }} type="error" title={`未通过审核：${p.rejectReason}`} />}
      </Card>
      <div style={{ display: 'flex', gap: 16, marginTop: 16, flexWrap: 'wrap' }}>
        <Card title={R.description} style={{ flex: 2, minWidth: 320 }}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{p.description}</Typography.Paragraph>
          {p.recruiter && (
            <Typography.Text type="secondary">
              {R.recruiter}：{p.recruiter.name}
              {p.recruiter.title ? ` · ${p.recruiter.title}` : ''}
            </Typography.Text>
          )}
        </Card>
        <Card title={R.companyInfo} style={{ flex: 1, minWidth: 260 }}>
          <Space>
            <CompanyLogo src={p.companyTx} />
            <Link to={rp.company(p.companyId)}>{p.companyname}</Link>
          </Space>
          <div style={{ marginTop: 12 }}>
            {!p.mine && (
              <Button onClick={() => void run(() => follow.mutateAsync({ companyId: p.companyId }))}>
                {p.following ? R.following : R.follow}
              </Button>
            )}{' '}
            <Link to={rp.companyJobs(p.companyId)}>{R.companyJobs}</Link>
          </div>
        </Card>
      </div>
      {!p.mine && (
        <Suspense fallback={null}>
          <SkillGapCard target="position" id={p.id} />
        </Suspense>
      )}
      <Modal title={R.report} open={reporting} onCancel={() => setReporting(false)} footer={null} destroyOnHidden>
        <Form
          layout="vertical"
          onFinish={(v: { reason: string }) =>
            void run(async () => {
              const r = await report.mutateAsync({ id: p.id, reason: v.reason });
              setReporting(false);
              return r;
            })
          }
        >
          <Form.Item name="reason" label={R.reportReason} rules={[{ required: true, min: 5, max: 300, message: RECRUIT_MSG.reportReason }]}>
            <Input.TextArea rows={4} placeholder={R.reportHint} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={report.isPending}>
            提交
          </Button>
        </Form>
      </Modal>
    </div>
  );
}

/** business_info?id: the company page, follow and shield. */
export function BusinessInfoPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const { message, modal } = App.useApp();
  const { data, isLoading, error } = useRecruit('companyDetail', { id }, { enabled: id > 0, silent: true });
  const follow = useRecruitMutation('concernToggle');
  const shield = useRecruitMutation('shieldToggle');
  const industry = useDictMap('cshy');
  const size = useDictMap('gsgm');
  const nature = useDictMap('gsxz');
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Result status="404" title={error ? errorText(error) : RECRUIT_MSG.companyNotFound} />;
  const c = data.data;
  const run = async (fn: () => Promise<{ msg: string }>) => {
    try {
      void message.success((await fn()).msg);
    } catch (err) {
      void message.error(errorText(err));
    }
  };
  return (
    <div>
      <Card>
        <Space size={16} align="start">
          <CompanyLogo src={c.companyTx} size={72} />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {c.companyName}
            </Typography.Title>
            <Typography.Text type="secondary">
              {[industry(c.companyMainIndustry), size(c.companySize), nature(c.companyNature)].filter(Boolean).join(' · ')}
            </Typography.Text>
            <div style={{ marginTop: 12 }}>
              <Space>
                <Button type="primary" onClick={() => void run(() => follow.mutateAsync({ companyId: c.id }))}>
                  {c.following ? R.following : R.follow}
                </Button>
                <Button
                  danger={!c.shielded}
                  onClick={() =>
                    c.shielded
                      ? void run(() => shield.mutateAsync({ companyId: c.id, shield: 0 }))
                      : modal.confirm({ title: R.confirmShield, onOk: () => run(() => shield.mutateAsync({ companyId: c.id, shield: 1 })) })
                  }
                >
                  {c.shielded ? R.unshield : R.shield}
                </Button>
                <Link to={rp.companyJobs(c.id)}>
                  {R.companyJobs}（{c.positionCount}）
                </Link>
              </Space>
            </div>
          </div>
        </Space>
      </Card>
      <Card title="企业简介" style={{ marginTop: 16 }}>
        <Descriptions column={1} items={[{ key: 'a', label: '地址', children: c.address ?? '—' }]} />
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{c.intro ?? '该企业暂未填写简介'}</Typography.Paragraph>
      </Card>
      <div style={{ marginTop: 16 }}>
        <CompanyJobs companyId={c.id} />
      </div>
    </div>
  );
}

function CompanyJobs({ companyId }: { companyId: number }) {
  const [pageNum, setPageNum] = useState(0);
  const { data, isLoading } = useRecruit('positionList', { pageNum, pageSize: 10, companyId });
  const list = data?.data.recordList ?? [];
  return (
    <Card title={R.companyJobs}>
      {isLoading ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <EmptyState text={R.noData} compact />
      ) : (
        list.map((p) => <PositionItem key={p.id} p={p} />)
      )}
      {(data?.data.recordCount ?? 0) > 10 && (
        <Pagination current={pageNum + 1} total={data?.data.recordCount ?? 0} onChange={(p) => setPageNum(p - 1)} />
      )}
    </Card>
  );
}

/** business_jobs?id: the company's open positions. */
export function BusinessJobsPage() {
  const [params] = useSearchParams();
  const id = idParam(params);
  return id ? <CompanyJobs companyId={id} /> : <Result status="404" title={RECRUIT_MSG.companyNotFound} />;
}

/** enterprise_list: audited companies of the caller's zone, with a name search. */
export function EnterpriseListPage() {
  const [pageNum, setPageNum] = useState(0);
  const [keyword, setKeyword] = useState<string>();
  const { data, isLoading } = useRecruit('companyList', { pageNum, pageSize: 12, keyword }, { fresh: true });
  const industry = useDictMap('cshy');
  const size = useDictMap('gsgm');
  const list = data?.data.recordList ?? [];
  return (
    <Card
      title="企业列表"
      extra={
        <Input.Search
          placeholder="企业名称"
          allowClear
          onSearch={(v) => {
            setKeyword(v.trim() || undefined);
            setPageNum(0);
          }}
          style={{ width: 240 }}
        />
      }
    >
      {isLoading ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <EmptyState text={R.noData} />
      ) : (
        list.map((c) => (
          <Card key={c.id} size="small" style={{ marginBottom: 12 }}>
            <Space size={16}>
              <CompanyLogo src={c.companyTx} />
              <div>
                <Link to={rp.company(c.id)}>
                  <Typography.Text strong>{c.companyName}</Typography.Text>
                </Link>
                <div>
                  <Typography.Text type="secondary">
                    {[industry(c.companyMainIndustry), size(c.companySize)].filter(Boolean).join(' · ') || '—'}
                  </Typography.Text>
                </div>
              </div>
              <Link to={rp.companyJobs(c.id)}>{c.positionCount} 个在招职位</Link>
            </Space>
          </Card>
        ))
      )}
      {(data?.data.recordCount ?? 0) > 12 && (
        <Pagination current={pageNum + 1} pageSize={12} total={data?.data.recordCount ?? 0} onChange={(p) => setPageNum(p - 1)} />
      )}
    </Card>
  );
}
