import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Popconfirm, Space, Table, Tabs } from 'antd';
import { APPLY_STATE_LABEL, type ApplicantKind } from '@xcb/shared/actions/employment';
import { useApplications, useDecideApplication } from '../api.ts';
import { useDemandPaging } from '../components/DemandBits.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { employmentPaths } from '../paths.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { EL } from '../../../locale/employment.ts';

const R = EL.applications;

const APPLICANT_TABS: { key: ApplicantKind; label: string; to: (id: number) => string }[] = [
  { key: 'person', label: R.tabs.person, to: employmentPaths.resumeReview },
  { key: 'company', label: R.tabs.company, to: employmentPaths.resumeCompany },
  { key: 'agency', label: R.tabs.agency, to: employmentPaths.proxyCompany },
];

/** spec: resume_review, resume_company, proxy_company — the applicants of one demand by kind (individuals, companies, HR agencies); accept or decline. */
export function ResumeReviewPage({ kind }: { kind: ApplicantKind }) {
  const [sp] = useSearchParams();
  const needId = Number(sp.get('id') ?? 0);
  const navigate = useNavigate();
  const { page, pagination } = useDemandPaging();
  const q = useApplications({ needId, ...page, applicantKind: kind }, needId > 0);
  const decide = useDecideApplication();
  return (
    <Card title={R.title} extra={<Link to={employmentPaths.orderDetails(needId)}>{R.back}</Link>}>
      <Tabs
        activeKey={kind}
        onChange={(k) => void navigate(APPLICANT_TABS.find((x) => x.key === k)?.to(needId) ?? employmentPaths.resumeReview(needId))}
        items={APPLICANT_TABS.map((x) => ({ key: x.key, label: x.label }))}
      />
      <Table
        size="small"
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data?.recordList ?? []}
        locale={{
          emptyText: (
            <EmptyState
              text={R.empty(APPLICANT_TABS.find((x) => x.key === kind)?.label ?? R.applications)}
              description={R.emptyHint}
              action={{ label: R.back, to: employmentPaths.orderDetails(needId) }}
              compact
            />
          ),
        }}
        pagination={pagination(q.data?.recordCount)}
        columns={[
          { title: R.name, render: (_, r) => <Link to={employmentPaths.applicant(r.id)}>{r.name}</Link> },
          { title: R.time, render: (_, r) => formatDateTime(r.createTime) },
          { title: R.state, render: (_, r) => <span data-testid="apply-state">{APPLY_STATE_LABEL[r.state]}</span> },
          {
            title: R.actions,
            render: (_, r) =>
              r.state === 0 ? (
                <Space>
                  <Popconfirm title={EL.decide.acceptConfirm(r.name)} onConfirm={() => void decide.run({ id: r.id, state: 1 })}>
                    <Button size="small" type="primary">
                      {EL.decide.accept}
                    </Button>
                  </Popconfirm>
                  <Popconfirm title={EL.decide.declineConfirm(r.name)} onConfirm={() => void decide.run({ id: r.id, state: 2 })}>
                    <Button size="small">{EL.decide.decline}</Button>
                  </Popconfirm>
                </Space>
              ) : (
                <Link to={employmentPaths.applicant(r.id)}>{EL.view}</Link>
              ),
          },
        ]}
      />
    </Card>
  );
}
