import { lazy, Suspense } from 'react';
import { App, Button, Card, Col, Pagination, Row, Skeleton, Space, Tabs, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { totalText } from '../../../components/listTotal.ts';
import { useAuth } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { useRecruit, useRecruitMutation } from '../api.ts';
import { CompanyLogo, PositionFilterBar, PositionItem, type Filters } from '../components/bits.tsx';
import { HotPositions } from '../components/HotPositions.tsx';
import { ML } from '../../../components/matching/labels.ts';
import { R } from '../labels.ts';
import { rp } from '../paths.ts';

const PAGE = 10;

// 为你推荐 (issue 27) loads with its tab, not with the list
const ForYou = lazy(async () => ({ default: (await import('../../../components/matching/ForYou.tsx')).ForYou }));

function readFilters(params: URLSearchParams): Filters {
  const get = (k: string) => params.get(k) || undefined;
  const fl = params.get('fl');
  return {
    keyword: get('q'),
    city: get('city'),
    salaryrange: get('salary'),
    workexperience: get('exp'),
    education: get('edu'),
    industry: get('industry'),
    fl: fl ? fl.split(',') : undefined,
  };
}

/**
 * No position: a filtered search offers to widen it (another city, or no filter); an empty market offers
 * a company to post the first position and a seeker to get the résumé ready for when one comes.
 */
function PositionsEmpty({ filters, company, onClear }: { filters: Filters; company: boolean; onClear: () => void }) {
  const filtered = Object.values(filters).some((v) => (Array.isArray(v) ? v.length > 0 : v !== undefined && v !== ''));
  if (filtered)
    return (
      <EmptyState
        text={R.noPositions}
        description={filters.city ? '这个城市暂时没有这样的职位' : '换个关键词或放宽条件看看'}
        action={{ label: filters.city ? '去看看其他城市' : '清除筛选条件', onClick: onClear }}
      />
    );
  return company ? (
    <EmptyState text="暂无职位" description="还没有企业发布职位" action={{ label: '发布职位', to: rp.addJob() }} />
  ) : (
    <EmptyState text="暂无职位" description="先把简历准备好，职位上线后即可投递" action={{ label: '完善简历', to: rp.editResume() }} />
  );
}

/** The position list with its filters (job_wanted_list, and the /recruitment landing under the hot lists). */
export function PositionBrowser() {
  const [params, setParams] = useSearchParams();
  const { isLoggedIn, user } = useAuth();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const filters = readFilters(params);
  const pageNum = Math.max(0, Number(params.get('page') ?? 1) - 1);
  const { data, isLoading } = useRecruit(
    'positionList',
    { pageNum, pageSize: PAGE, ...filters, fl: filters.fl?.join(',') },
    { fresh: true },
  );
  const saveAlert = useRecruitMutation('alertAdd');
  const update = (f: Filters, page = 1) => {
    const p = new URLSearchParams();
    const put = (k: string, v: string | undefined) => v && p.set(k, v);
    put('q', f.keyword);
    put('city', f.city);
    put('salary', f.salaryrange);
    put('exp', f.workexperience);
    put('edu', f.education);
    put('industry', f.industry);
    put('fl', f.fl?.length ? f.fl.join(',') : undefined);
    if (page > 1) p.set('page', String(page));
    setParams(p, { replace: true });
  };
  const subscribe = async () => {
    if (!isLoggedIn) return navigate(paths.login(`${location.pathname}${location.search}`));
    try {
      const r = await saveAlert.mutateAsync({
        keyword: filters.keyword,
        city: filters.city,
        salaryrange: filters.salaryrange,
        workexperience: filters.workexperience,
        education: filters.education,
        industry: filters.industry,
      });
      void message.success(r.msg);
    } catch (err) {
      void message.error(errorText(err));
    }
  };
  const list = data?.data.recordList ?? [];
  return (
    <>
      <PositionFilterBar value={filters} onChange={(f) => update(f)} />
      <Space style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type="secondary">共 {totalText(data?.data)} 个职位</Typography.Text>
        <Space>
          <Button icon={<BellOutlined />} onClick={() => void subscribe()} loading={saveAlert.isPending}>
            {R.saveAlert}
          </Button>
          {isLoggedIn && <Link to={rp.alerts()}>{R.myAlerts}</Link>}
        </Space>
      </Space>
      {isLoading ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <PositionsEmpty filters={filters} company={user?.auth === 2} onClear={() => update({})} />
      ) : (
        list.map((p) => <PositionItem key={p.id} p={p} />)
      )}
      {(data?.data.recordCount ?? 0) > PAGE && (
        <Pagination
          style={{ marginTop: 12, textAlign: 'right' }}
          current={pageNum + 1}
          pageSize={PAGE}
          total={data?.data.recordCount ?? 0}
          showSizeChanger={false}
          onChange={(p) => update(filters, p)}
        />
      )}
    </>
  );
}

function HotCompanies() {
  const { data, isLoading } = useRecruit('companyList', { pageNum: 0, pageSize: 6, listRandom: 0 }, { silent: true });
  const list = data?.data.recordList ?? [];
  return (
    <Card title={R.hotCompanies} extra={<Link to={rp.enterpriseList()}>{R.allCompanies}</Link>} style={{ marginTop: 16 }}>
      {isLoading ? (
        <Skeleton active avatar />
      ) : list.length === 0 ? (
        <EmptyState text={R.noData} compact />
      ) : (
        <Row gutter={[16, 16]}>
          {list.map((c) => (
            <Col key={c.id} xs={12} md={4}>
              <Link to={rp.company(c.id)} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6 }}>
                <CompanyLogo src={c.companyTx} size={56} />
                <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
                  {c.companyName}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {c.positionCount} 个在招职位
                </Typography.Text>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}

/** The position list and 为你推荐 (scored by the seeker's skills, with reasons) as two tabs; ?tab=for_you opens the second. */
function PositionTabs() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'for_you' ? 'for_you' : 'all';
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setParams(k === 'for_you' ? new URLSearchParams({ tab: 'for_you' }) : new URLSearchParams(), { replace: true })}
      items={[
        { key: 'all', label: ML.all, children: tab === 'all' ? <PositionBrowser /> : null },
        {
          key: 'for_you',
          label: ML.forYou,
          children:
            tab === 'for_you' ? (
              <Suspense fallback={<Skeleton active />}>
                <ForYou kind="position" />
              </Suspense>
            ) : null,
        },
      ]}
    />
  );
}

/** /recruitment (public): hot positions and companies, then the full list with filters. */
export function RecruitmentLanding() {
  return (
    <div>
      <HotPositions />
      <HotCompanies />
      <Typography.Title level={4} style={{ margin: '24px 0 0' }}>
        {R.positions}
      </Typography.Title>
      <PositionTabs />
    </div>
  );
}

export function JobWantedListPage() {
  return (
    <div>
      <Typography.Title level={4}>找工作</Typography.Title>
      <PositionTabs />
    </div>
  );
}
