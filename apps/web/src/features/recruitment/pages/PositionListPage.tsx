import { App, Button, Card, Col, Pagination, Row, Skeleton, Space, Typography } from 'antd';
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
import { R } from '../labels.ts';
import { rp } from '../paths.ts';

const PAGE = 10;

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

/** The position list with its filters (job_wanted_list, and the /recruitment landing under the hot lists). */
export function PositionBrowser() {
  const [params, setParams] = useSearchParams();
  const { isLoggedIn } = useAuth();
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
        <EmptyState text={R.noPositions} />
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
  const { data } = useRecruit('companyList', { pageNum: 0, pageSize: 6, listRandom: 0 }, { silent: true });
  const list = data?.data.recordList ?? [];
  return (
    <Card title={R.hotCompanies} extra={<Link to={rp.enterpriseList()}>{R.allCompanies}</Link>} style={{ marginTop: 16 }}>
      {list.length === 0 ? (
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

/** /recruitment (public): hot positions and companies, then the full list with filters. */
export function RecruitmentLanding() {
  return (
    <div>
      <HotPositions />
      <HotCompanies />
      <Typography.Title level={4} style={{ margin: '24px 0 12px' }}>
        {R.positions}
      </Typography.Title>
      <PositionBrowser />
    </div>
  );
}

export function JobWantedListPage() {
  return (
    <div>
      <Typography.Title level={4}>找工作</Typography.Title>
      <PositionBrowser />
    </div>
  );
}
