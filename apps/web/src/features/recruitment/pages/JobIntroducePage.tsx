import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, App, Button, Card, Form, Input, Modal, Result, Skeleton, Space, Typography } from 'antd';
import { RECRUIT_MSG } from '@xcb/shared/messages';
import { errorText } from '../../../api/client.ts';
import { ContactButton } from '../../../components/contact/ContactButton.tsx';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { BenefitTags, CompanyLogo } from '../components/bits.tsx';
import { useDictMaps } from '../components/dict.ts';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { rp } from '../paths.ts';
import { idParam } from '../components/CompanyJobs.tsx';

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
  const [salary, exp, edu, industry] = useDictMaps('xzfw', 'gzjy', 'xl', 'cshy');
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
        modal.confirm({ title: errorText(err), okText: RP.complete, cancelText: RP.cancel, onOk: () => navigate(redirect) });
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
            <BenefitTags values={p.fl} />
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
        {p.mine && p.rejectReason && <Alert style={{ marginTop: 12 }} type="error" title={RP.job.notApproved(p.rejectReason)} />}
      </Card>
      <div style={{ display: 'flex', gap: 16, marginTop: 16, flexWrap: 'wrap' }}>
        <Card title={R.description} style={{ flex: 2, minWidth: 320 }}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{p.description}</Typography.Paragraph>
          {p.recruiter && (
            <Typography.Text type="secondary">
              {RP.job.recruiter(p.recruiter.name)}
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
            {RP.submit}
          </Button>
        </Form>
      </Modal>
    </div>
  );
}
