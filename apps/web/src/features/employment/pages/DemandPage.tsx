import { Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DEMAND_STATUS } from '@xcb/shared/enums';
import { errorText } from '../../../api/client.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { lazyWithAntd } from '../../../components/antd/antd-lazy.ts';
import { Button } from '../../../components/light/Button.tsx';
import { Card } from '../../../components/light/Card.tsx';
import { Empty } from '../../../components/light/Empty.tsx';
import { Skeleton } from '../../../components/light/Skeleton.tsx';
import { Spin } from '../../../components/light/Spin.tsx';
import { ML } from '../../../components/matching/labels.ts';
import { useAuth } from '../../../lib/auth.ts';
import { paths } from '../../../lib/paths.ts';
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
          text={demand.error ? errorText(demand.error) : '需求不存在'}
          action={{ label: '返回需求列表', to: employmentPaths.list() }}
        />
      </div>
    );
  const d = demand.data;
  const needLogin = () => void navigate(paths.login(`${location.pathname}${location.search}`));
  const items: { key: string; label: string; children: React.ReactNode }[] = [
    {
      key: 'c',
      label: '发布方',
      children: d.companyName ? <Link to={employmentPaths.companyInfo(d.publisherId)}>{d.companyName}</Link> : '—',
    },
    { key: 't', label: '项目类型', children: `${d.needtype}（${d.needCd === 1 ? '长期' : '短期'}）` },
    { key: 'z', label: '工作方式', children: d.iszc === 1 ? '现场' : '远程' },
    { key: 'city', label: '地点', children: [d.sf, d.city, d.area, d.address].filter(Boolean).join(' ') || '—' },
    { key: 'p', label: '工期', children: `${d.projecttime} 天` },
    { key: 'x', label: '学历要求', children: d.xl ?? '不限' },
    { key: 'm', label: '月薪（晶币/人）', children: d.daymoney },
    { key: 'cm', label: '项目总金额', children: `${d.countmoney} 晶币（${wan(d.countmoney)}）` },
    { key: 's', label: '结算方式', children: d.settletype ?? '—' },
    { key: 'e', label: '经验要求', children: d.exprince ?? '不限' },
    { key: 'contact', label: '联系人', children: d.phone ? `${d.name} ${d.phone}` : `${d.name}（录用后可见联系方式）` },
    { key: 'l', label: '浏览', children: d.lookCount },
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
              <Link to={employmentPaths.orderDetails(d.id)}>管理订单</Link>
            ) : (
              <>
                <Button onClick={() => (user ? void collect.run({ needId: d.id }) : needLogin())}>{d.isCollect ? '已收藏' : '收藏'}</Button>
                <ContactButton userId={d.publisherId} />
                <ApplyButton d={d} />
              </>
            )}
          </span>
        }
      >
        {/* antd's bordered small Descriptions, two columns (one on a phone) */}
        <dl className={styles.descriptions}>
          {items.map((it) => (
            <div key={it.key} className={styles.item}>
              <dt className={styles.label}>{it.label}</dt>
              <dd className={styles.value}>{it.children}</dd>
            </div>
          ))}
        </dl>
        <h5 className={styles.subtitle}>岗位需求</h5>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>岗位</th>
                <th>工作年限</th>
                <th>人数</th>
                <th>关键技术</th>
              </tr>
            </thead>
            <tbody>
              {d.jobs.length === 0 ? (
                <tr>
                  <td colSpan={4}>
                    <Empty description="暂无数据..." />
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
        <h5 className={styles.subtitle}>交付要求</h5>
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
              <Card title="推荐人才" className={styles.section}>
                <TalentsPanel target="demand" id={d.id} />
              </Card>
            </div>
          )
        )}
      </Suspense>
    </div>
  );
}
