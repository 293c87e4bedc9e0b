import { Suspense, useId, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { lazyWithAntd } from '../../../components/antd/antd-lazy.ts';
import { Button } from '../../../components/light/Button.tsx';
import { Card } from '../../../components/light/Card.tsx';
import { Pagination } from '../../../components/light/Pagination.tsx';
import { Skeleton } from '../../../components/light/Skeleton.tsx';
import tabStyles from '../../../components/light/Tabs.module.css';
import { BellIcon } from '../../../components/light/icons/Bell.ts';
import { totalText } from '../../../components/listTotal.ts';
import { useAuth } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { useRecruit } from '../api.ts';
import { useRecruitMutation } from '../mutations.ts';
import { CompanyLogo, PositionFilterBar, PositionItem, filterParams, readFilters, type Filters } from './PositionCards.tsx';
import { ML } from '../../../components/matching/labels.ts';
import { R } from '../../../locale/recruitment.ts';
import { rp } from '../paths.ts';
import grid from './Grid.module.css';
import styles from './PositionBrowser.module.css';

// Light (no antd): /recruitment's first load. 为你推荐 is antd's and loads with its tab; a job alert's
// message loads antd's message on the click.

const PAGE = 10;

// 为你推荐 (issue 27) loads with its tab (and antd's scope), not with the list
const ForYou = lazyWithAntd(async () => (await import('../../../components/matching/ForYou.tsx')).ForYou);

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
        description={filters.city ? R.empty.cityHint : R.empty.filterHint}
        action={{ label: filters.city ? R.empty.otherCity : R.empty.clearFilters, onClick: onClear }}
      />
    );
  return company ? (
    <EmptyState text={R.empty.none} description={R.empty.noCompany} action={{ label: R.publishJob, to: rp.addJob() }} />
  ) : (
    <EmptyState text={R.empty.none} description={R.empty.seekerHint} action={{ label: R.empty.completeResume, to: rp.editResume() }} />
  );
}

/** The position list with its filters (job_wanted_list, and the /recruitment landing under the hot lists). */
export function PositionBrowser() {
  const [params, setParams] = useSearchParams();
  const { isLoggedIn, user } = useAuth();
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
    const p = filterParams(f);
    if (page > 1) p.set('page', String(page));
    setParams(p, { replace: true });
  };
  const subscribe = async () => {
    if (!isLoggedIn) return navigate(paths.login(`${location.pathname}${location.search}`));
    await saveAlert.run({
      keyword: filters.keyword,
      city: filters.city,
      salaryrange: filters.salaryrange,
      workexperience: filters.workexperience,
      education: filters.education,
      industry: filters.industry,
    });
  };
  const list = data?.data.recordList ?? [];
  return (
    <>
      <PositionFilterBar value={filters} onChange={(f) => update(f)} />
      <div className={styles.bar}>
        <span className={styles.muted}>{R.total(totalText(data?.data))}</span>
        <div className={styles.actions}>
          <Button icon={<BellIcon />} onClick={() => void subscribe()} loading={saveAlert.isPending}>
            {R.saveAlert}
          </Button>
          {isLoggedIn && <Link to={rp.alerts()}>{R.myAlerts}</Link>}
        </div>
      </div>
      {isLoading ? (
        <div className={styles.listLoading}>
          <Skeleton rows={6} />
        </div>
      ) : list.length === 0 ? (
        <PositionsEmpty filters={filters} company={user?.auth === 2} onClear={() => update({})} />
      ) : (
        list.map((p) => <PositionItem key={p.id} p={p} />)
      )}
      {(data?.data.recordCount ?? 0) > PAGE && (
        <div className={styles.pages}>
          <Pagination current={pageNum + 1} pageSize={PAGE} total={data?.data.recordCount ?? 0} onChange={(p) => update(filters, p)} />
        </div>
      )}
    </>
  );
}

export function HotCompanies() {
  const { data, isLoading } = useRecruit('companyList', { pageNum: 0, pageSize: 6, listRandom: 0 }, { silent: true });
  const list = data?.data.recordList ?? [];
  return (
    <Card title={R.hotCompanies} extra={<Link to={rp.enterpriseList()}>{R.allCompanies}</Link>} className={styles.companies}>
      {isLoading ? (
        <div className={styles.companiesLoading}>
          <Skeleton />
        </div>
      ) : list.length === 0 ? (
        <EmptyState text={R.noData} compact />
      ) : (
        <div className={`${grid.grid} ${grid.six}`}>
          {list.map((c) => (
            <Link key={c.id} to={rp.company(c.id)} className={styles.companyCell}>
              <CompanyLogo src={c.companyTx} size={56} />
              <span className={styles.companyName}>{c.companyName}</span>
              <span className={styles.companyCount}>{R.openPositions(c.positionCount)}</span>
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}

type TabKey = 'all' | 'for_you';

/** The position list and 为你推荐 (scored by the seeker's skills, with reasons) as two tabs; ?tab=for_you opens the second. */
export function PositionTabs() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'for_you' ? 'for_you' : 'all';
  // the tab lives in the URL (a shared link opens it), so these are the light Tabs' markup driven by it
  const tabs: { key: TabKey; label: string }[] = [
    { key: 'all', label: ML.all },
    { key: 'for_you', label: ML.forYou },
  ];
  const select = (k: TabKey) =>
    setParams(k === 'for_you' ? new URLSearchParams({ tab: 'for_you' }) : new URLSearchParams(), { replace: true });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    e.preventDefault();
    const next: TabKey = tab === 'all' ? 'for_you' : 'all';
    select(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div>
      <div role="tablist" className={tabStyles.list} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-selected={t.key === tab}
            aria-controls={`${id}-panel`}
            tabIndex={t.key === tab ? 0 : -1}
            className={t.key === tab ? `${tabStyles.tab} ${tabStyles.active}` : tabStyles.tab}
            onClick={() => select(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'all' ? (
          <PositionBrowser />
        ) : (
          <Suspense fallback={<Skeleton />}>
            <ForYou kind="position" />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** A list's heading; `page` when it heads its own page (job_wanted_list). */
export function ListTitle({ page = false, children }: { page?: boolean; children: React.ReactNode }) {
  return <h4 className={page ? `${styles.title} ${styles.pageTitle}` : styles.title}>{children}</h4>;
}
