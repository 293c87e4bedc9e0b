import { Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DEMAND_STATUS } from '@xcb/shared/enums';
import { EMPLOYMENT_MSG as M } from '@xcb/shared/messages';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { lazyWithAntd } from '../../../components/antd/antd-lazy.ts';
import { Button } from '../../../components/light/Button.tsx';
import { Card } from '../../../components/light/Card.tsx';
import { Descriptions, type DescriptionsItem } from '../../../components/light/Descriptions.tsx';
import { Empty } from '../../../components/light/Empty.tsx';
import { Skeleton } from '../../../components/light/Skeleton.tsx';
import { Spin } from '../../../components/light/Spin.tsx';
import { ML } from '../../../components/matching/labels.ts';
import { useAuth } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
import { EL } from '../../../locale/employment.ts';
import { recordFootprint, useDemand, useToggleCollect } from '../api.ts';
import { ApplyButton } from '../components/ApplyButton.tsx';
import { ContactButton } from '../components/ContactButton.tsx';
import { StatusTag, wan } from '../components/DemandRows.tsx';
import { employmentPaths } from '../paths.ts';
import styles from './DemandPage.module.css';

// Light (no antd on its first load): the page a visitor opens from the list, the home page or a search.
// What needs antd loads with antd's scope when shown: the notice above the demand (logged-in readers of a
// notice), the matching panels of a logged-in reader (the page's second screen).
const NoticeContext = lazyWithAntd(() => import('../components/NoticeContext.tsx').then((m) => m.NoticeContext));
const SkillGapCard = lazyWithAntd(() => import('../../../components/matching/SkillGapCard.tsx').then((m) => m.SkillGapCard));
const TalentsPanel = lazyWithAntd(() => import('../../../components/matching/TalentsPanel.tsx').then((m) => m.TalentsPanel));

/** 提升匹配度 for a visitor: components/matching/SkillGapCard's login prompt, without antd. */
function SkillGapLogin() {
  const location = useLocation();
  return (
    <Card title={ML.gapTitle} className={styles.section} data-testid="skill-gap">
      <EmptyState
        compact
        text={ML.gapLogin('demand')}
        action={{ label: ML.login, to: paths.login(`${location.pathname}${location.search}`) }}
      />
    </Card>
  );
}

/** spec: outer_demand?id (also msgIs=1 from a notice) — the demand's page: details, job needs, apply, favourite. */
export function DemandPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id') ?? 0);
  const fromNotice = sp.get('msgIs') === '1';
  const msgId = Number(sp.get('msgId') ?? 0) || 0;
  const { user } = useAuth();
  const navigate = useNavigate();
  const demand = useDemand(id);
  const collect = useToggleCollect();
  useEffect(() => {
    if (user && id > 0 && demand.data && !demand.data.isOwner) void recordFootprint(user.id, id);
  }, [user, id, demand.data]);

  if (demand.isLoading)
    return (
      <div className={styles.loading}>
        <Spin />
      </div>
    );
  if (demand.isError || !demand.data)
    return (
      <div className="xcb-container" style={{ padding: '48px 0' }}>
        <EmptyState
          text={demand.error ? errorText(demand.error) : M.notFound}
          action={{ label: EL.backToList, to: employmentPaths.list() }}
        />
      </div>
    );
  const d = demand.data;
  const needLogin = () => void navigate(paths.login(`${location.pathname}${location.search}`));
  const items: DescriptionsItem[] = [
    {
      key: 'c',
      label: EL.facts.publisher,
      children: d.companyName ? <Link to={employmentPaths.companyInfo(d.publisherId)}>{d.companyName}</Link> : '—',
    },
    { key: 't', label: EL.facts.type, children: EL.demand.typeOf(d.needtype, EL.term(d.needCd)) },
    { key: 'z', label: EL.facts.mode, children: EL.mode(d.iszc) },
    { key: 'city', label: EL.facts.place, children: [d.sf, d.city, d.area, d.address].filter(Boolean).join(' ') || '—' },
    { key: 'p', label: EL.facts.days, children: EL.days(d.projecttime) },
    { key: 'x', label: EL.facts.degree, children: d.xl ?? EL.anyLimit },
    { key: 'm', label: EL.facts.salary, children: d.daymoney },
    { key: 'cm', label: EL.facts.total, children: EL.demand.totalOf(d.countmoney, wan(d.countmoney)) },
    { key: 's', label: EL.facts.settle, children: d.settletype ?? '—' },
    { key: 'e', label: EL.facts.experience, children: d.exprince ?? EL.anyLimit },
    { key: 'contact', label: EL.facts.contact, children: EL.contact(d.name, d.phone) },
    { key: 'l', label: EL.facts.views, children: d.lookCount },
  ];
  return (
    <div className="xcb-container" style={{ padding: '16px 0' }}>
      {fromNotice && user && (
        <Suspense fallback={null}>
          <NoticeContext demand={d} msgId={msgId} />
        </Suspense>
      )}
      <Card
        className={styles.card}
        title={
          <span className={styles.heading}>
            <span data-testid="demand-title">{d.needtitle}</span>
            <StatusTag status={d.lHyhneedStatus} />
          </span>
        }
        extra={
          <span className={styles.actions}>
            {d.isOwner ? (
              <Link to={employmentPaths.orderDetails(d.id)}>{EL.manageOrder}</Link>
            ) : (
              <>
                <Button onClick={() => (user ? void collect.run({ needId: d.id }) : needLogin())}>
                  {d.isCollect ? EL.demand.collected : EL.demand.collect}
                </Button>
                <ContactButton userId={d.publisherId} />
                <ApplyButton d={d} />
              </>
            )}
          </span>
        }
      >
        {/* antd's bordered small Descriptions, two columns (one on a phone) */}
        <Descriptions items={items} className={styles.bordered} />
        <h5 className={styles.subtitle}>{EL.jobNeeds}</h5>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{EL.demand.position}</th>
                <th>{EL.demand.years}</th>
                <th>{EL.demand.people}</th>
                <th>{EL.demand.tech}</th>
              </tr>
            </thead>
            <tbody>
              {d.jobs.length === 0 ? (
                <tr>
                  <td colSpan={4}>
                    <Empty description={EL.noData} />
                  </td>
                </tr>
              ) : (
                d.jobs.map((r, i) => (
                  <tr key={`${r.position}-${r.workyear}`}>
                    <td>
                      <Link to={employmentPaths.position(d.id, i)}>{r.position}</Link>
                    </td>
                    <td>{r.workyear}</td>
                    <td>{r.peoplenum}</td>
                    <td>{r.keytechnologies}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        <h5 className={styles.subtitle}>{EL.demand.delivery}</h5>
        <p className={styles.pay}>{d.pay}</p>
      </Card>
      <Suspense fallback={<Skeleton />}>
        {!d.isOwner ? (
          user ? (
            <SkillGapCard target="demand" id={d.id} />
          ) : (
            <SkillGapLogin />
          )
        ) : (
          d.lHyhneedStatus === DEMAND_STATUS.recruiting && (
            // 推荐人才 while the demand recruits: people whose resume or profile names its 关键技术
            <div id="talents" ref={(el) => void (el && location.hash === '#talents' && el.scrollIntoView())}>
              <Card title={EL.recommendTalents} className={styles.section}>
                <TalentsPanel target="demand" id={d.id} />
              </Card>
            </div>
          )
        )}
      </Suspense>
    </div>
  );
}
