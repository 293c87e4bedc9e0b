import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Col, Form, Input, Row, Statistic } from 'antd';
import { POSITION_STATUS } from '@xcb/shared/enums';
import { errorText } from '../../../api/client.ts';
import { useRecruit } from '../api.ts';
import { when } from '../components/bits.tsx';
import { useDictMaps } from '../components/dict.ts';
import { DictSelect } from '../components/FormFields.tsx';
import { InviteDialog, type InviteTarget } from '../components/InviteDialog.tsx';
import { R } from '../../../locale/recruitment.ts';
import { RP } from '../../../locale/recruitment-pages.ts';
import { rp } from '../paths.ts';
import { PagedTable, usePagedRecruit } from '../components/lists.tsx';
import { PublishCheck } from '../components/PublishCheck.tsx';

function ResumeSearch() {
  const [q, setQ] = useState<{ keyword?: string; city?: string; education?: string; workexperience?: string }>({});
  const [invite, setInvite] = useState<InviteTarget | null>(null);
  const { query, table, toFirst } = usePagedRecruit('resumeSearch', q, { silent: true });
  const [edu, exp, salary] = useDictMaps('xl', 'gzjy', 'xzfw');
  return (
    <Card title={R.resumeSearch}>
      <Form
        layout="inline"
        onFinish={(v: typeof q) => {
          setQ({
            keyword: v.keyword?.trim() || undefined,
            city: v.city?.trim() || undefined,
            education: v.education,
            workexperience: v.workexperience,
          });
          toFirst();
        }}
        style={{ marginBottom: 12, rowGap: 8 }}
      >
        <Form.Item name="keyword">
          <Input placeholder={RP.recruiterHome.keywordHint} aria-label={RP.recruiterHome.keyword} />
        </Form.Item>
        <Form.Item name="city">
          <Input placeholder={R.city} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="education">
          <DictSelect number="xl" allowClear aria-label={R.education} placeholder={R.education} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="workexperience">
          <DictSelect number="gzjy" allowClear aria-label={R.experience} placeholder={R.experience} style={{ width: 120 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {R.search}
        </Button>
      </Form>
      {query.error ? (
        <Alert type="info" title={errorText(query.error)} />
      ) : (
        <PagedTable
          {...table}
          columns={[
            { title: RP.col.name, render: (_, r) => <Link to={rp.resumeDetails(r.id)}>{r.name}</Link> },
            { title: RP.col.expectedPosition, render: (_, r) => r.expectedPosition ?? '—' },
            { title: RP.col.expectedSalary, render: (_, r) => salary(r.expectedSalary) || '—' },
            { title: R.education, render: (_, r) => edu(r.education) || '—' },
            { title: R.experience, render: (_, r) => exp(r.workexperience) || '—' },
            { title: R.city, render: (_, r) => r.city ?? '—' },
            { title: RP.recruiterHome.updated, render: (_, r) => when(r.updateTime) },
            {
              title: RP.col.action,
              render: (_, r) => (
                <Button size="small" onClick={() => setInvite({ resumeId: r.id, name: r.name })}>
                  {R.invite}
                </Button>
              ),
            },
          ]}
        />
      )}
      <InviteDialog target={invite} onClose={() => setInvite(null)} />
    </Card>
  );
}

/** Recruitment_Homepage: the recruiter's overview and the resume search. */
export function RecruitmentHomepagePage() {
  const { data } = useRecruit('myPositions', { pageNum: 0, pageSize: 100 }, { fresh: true });
  const list = data?.data.recordList ?? [];
  const count = (s: number) => list.filter((p) => p.positionstatus === s).length;
  return (
    <div>
      <PublishCheck />
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {[
          [RP.recruiterHome.stats.published, count(POSITION_STATUS.published)],
          [RP.recruiterHome.stats.pending, count(POSITION_STATUS.pending)],
          [RP.recruiterHome.stats.received, list.reduce((s, p) => s + p.applyCount, 0)],
          [RP.recruiterHome.stats.fresh, list.reduce((s, p) => s + p.newCount, 0)],
        ].map(([t, v]) => (
          <Col key={t} xs={12} md={6}>
            <Card>
              <Statistic title={t} value={v} />
            </Card>
          </Col>
        ))}
      </Row>
      <ResumeSearch />
    </div>
  );
}
