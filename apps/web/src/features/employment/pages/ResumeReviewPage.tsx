import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Popconfirm, Space, Table, Tabs } from 'antd';
import { APPLY_STATE_LABEL, type ApplicantKind } from '@xcb/shared/actions/employment';
import { useApplications, useDecideApplication } from '../api.ts';
import { useDemandPaging } from '../components/DemandBits.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { employmentPaths } from '../paths.ts';
import { formatDateTime } from '../../../lib/date.ts';

const APPLICANT_TABS: { key: ApplicantKind; label: string; to: (id: number) => string }[] = [
  { key: 'person', label: '个人报名', to: employmentPaths.resumeReview },
  { key: 'company', label: '企业报名', to: employmentPaths.resumeCompany },
  { key: 'agency', label: '人事代理机构报名', to: employmentPaths.proxyCompany },
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
    <Card title="报名审核" extra={<Link to={employmentPaths.orderDetails(needId)}>返回订单详情</Link>}>
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
              text={`暂无${APPLICANT_TABS.find((x) => x.key === kind)?.label ?? '报名'}`}
              description="需求上线后，报名者会出现在这里"
              action={{ label: '返回订单详情', to: employmentPaths.orderDetails(needId) }}
              compact
            />
          ),
        }}
        pagination={pagination(q.data?.recordCount)}
        columns={[
          { title: '报名人', render: (_, r) => <Link to={employmentPaths.applicant(r.id)}>{r.name}</Link> },
          { title: '报名时间', render: (_, r) => formatDateTime(r.createTime) },
          { title: '状态', render: (_, r) => <span data-testid="apply-state">{APPLY_STATE_LABEL[r.state]}</span> },
          {
            title: '操作',
            render: (_, r) =>
              r.state === 0 ? (
                <Space>
                  <Popconfirm title={`确认录用${r.name}？`} onConfirm={() => void decide.run({ id: r.id, state: 1 })}>
                    <Button size="small" type="primary">
                      录用
                    </Button>
                  </Popconfirm>
                  <Popconfirm title={`确认不录用${r.name}？`} onConfirm={() => void decide.run({ id: r.id, state: 2 })}>
                    <Button size="small">不录用</Button>
                  </Popconfirm>
                </Space>
              ) : (
                <Link to={employmentPaths.applicant(r.id)}>查看</Link>
              ),
          },
        ]}
      />
    </Card>
  );
}
