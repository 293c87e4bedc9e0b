import { Link } from 'react-router';
import type { DemandCard } from '@xcb/shared/actions/employment';
import { DEMAND_STATUS_LABEL } from '@xcb/shared/enums';
import { formatWan } from '@xcb/shared/format';
import { employmentPaths } from '../paths.ts';
import { formatDate } from '../../../lib/date.ts';
import { totalText, type ListTotal } from '../../../components/listTotal.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Pagination } from '../../../components/light/Pagination.tsx';
import { Tag, type TagColor } from '../../../components/light/Tag.tsx';
import styles from './DemandRows.module.css';
import { EL } from '../../../locale/employment.ts';

// A demand's row, a page of them and its status tag, without antd: /employment and a demand's page show them
// on their first load (light), and the personal-centre pages (antd) show the same through DemandBits.

const STATUS_COLOR: Record<number, TagColor> = { 0: 'gold', 1: 'red', 2: 'orange', 3: 'green', 4: 'blue', 5: 'default' };

export function StatusTag({ status }: { status: number }) {
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{DEMAND_STATUS_LABEL[status] ?? EL.row.terminated}</Tag>;
}

/** spec §9: money in home lists in 10-thousand units, 2 decimals (coins). */
export const wan = (coins: string) => EL.row.wan(formatWan(Number(coins)));

export function DemandRow({ d, extra }: { d: DemandCard; extra?: React.ReactNode }) {
  return (
    <div data-testid="demand-row" className={`${styles.row} xcb-deferred`}>
      <div className={styles.main}>
        <Link to={employmentPaths.demand(d.id)} className={styles.title}>
          {d.needtitle}
        </Link>
        <div className={styles.tags}>
          <Tag className={styles.tag}>{d.needtype}</Tag>
          <Tag className={styles.tag} color={d.iszc === 1 ? 'purple' : 'cyan'}>
            {EL.mode(d.iszc)}
          </Tag>
          <Tag className={styles.tag}>{EL.term(d.needCd)}</Tag>
          {d.cityName && <Tag className={styles.tag}>{d.cityName}</Tag>}
          <span className={styles.muted}>{EL.row.summary(d.projecttime, d.listPosition || '—', d.peoplenum)}</span>
        </div>
        <span className={`${styles.muted} ${styles.small}`}>
          {d.companyName} · {formatDate(d.createTime)}
        </span>
      </div>
      <div className={styles.side}>
        <div className={styles.money}>{wan(d.countmoney)}</div>
        <span className={`${styles.muted} ${styles.small}`}>{EL.row.total}</span>
        {extra && <div className={styles.extra}>{extra}</div>}
      </div>
    </div>
  );
}

/** Placeholder rows of a row's height while the first page loads, so the list does not jump when it comes. */
function RowsLoading({ count }: { count: number }) {
  return (
    <div aria-busy="true" aria-label={EL.row.loading}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${styles.row} ${styles.loadingRow}`}>
          <div className={styles.main}>
            <div className={styles.bar} style={{ width: '45%', height: 20 }} />
            <div className={styles.bar} style={{ width: '70%' }} />
            <div className={styles.bar} style={{ width: '35%' }} />
          </div>
          <div className={styles.side}>
            <div className={styles.bar} style={{ width: 80, height: 20 }} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A page of demands with its pager and the list's empty text (what DemandBits' DemandList is, light). `page` is the pager's (from 1, as in the address). */
export function DemandRows<T extends DemandCard>({
  query,
  page,
  pageSize,
  onPage,
  empty,
}: {
  query: { isLoading: boolean; data?: ({ recordList: T[] } & ListTotal) | undefined };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** what the list says when it has nothing, with the viewer's next step */
  empty?: React.ReactNode;
}) {
  if (query.isLoading) return <RowsLoading count={pageSize} />;
  if (!query.data || query.data.recordList.length === 0) return empty ?? <EmptyState text={EL.noDemands} />;
  return (
    <>
      {query.data.recordList.map((d) => (
        <DemandRow key={d.id} d={d} />
      ))}
      <div className={styles.pager}>
        {/* antd's pager says the total only past the server's count cap (components/listTotal.ts) */}
        {query.data.recordCountCapped && <span className={styles.muted}>{EL.row.count(totalText(query.data))}</span>}
        <Pagination current={page} pageSize={pageSize} total={query.data.recordCount} onChange={onPage} />
      </div>
    </>
  );
}
