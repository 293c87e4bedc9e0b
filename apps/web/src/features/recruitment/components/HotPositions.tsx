import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.ts';
import { useRecruit } from '../api.ts';
import { useDictMap } from './dict.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Card } from '../../../components/light/Card.tsx';
import { Skeleton } from '../../../components/light/Skeleton.tsx';
import grid from './Grid.module.css';
import styles from './HotPositions.module.css';
import { R } from '../../../locale/recruitment.ts';
import { rp } from '../paths.ts';

/**
 * spec home page: hot positions in a 3-column grid, 9 of them (zpPosition_list pageSize 9). Exported for
 * the home page too; the list is the caller's zone's published positions. Light (no antd): on the home page.
 */
export function HotPositions({ title = R.hotPositions }: { title?: string }) {
  const { data, isLoading } = useRecruit('positionList', { pageNum: 0, pageSize: 9, positionstatus: 1 }, { silent: true });
  const salary = useDictMap('xzfw');
  const exp = useDictMap('gzjy');
  const edu = useDictMap('xl');
  const list = data?.data.recordList ?? [];
  const company = useAuth().user?.auth === 2;
  return (
    <Card title={title} extra={<Link to={rp.jobWanted()}>{R.moreJobs}</Link>} data-testid="hot-positions">
      {isLoading ? (
        <div className={styles.loading}>
          <Skeleton />
        </div>
      ) : list.length === 0 ? (
        <EmptyState
          text={R.empty.hot}
          description={company ? R.empty.companyHint : R.empty.seekerHint}
          action={company ? { label: R.publishJob, to: rp.addJob() } : { label: R.empty.completeResume, to: rp.editResume() }}
          compact
        />
      ) : (
        <div className={grid.grid}>
          {list.map((p) => (
            <Link key={p.id} to={rp.job(p.id)}>
              <Card size="small" hoverable>
                <div className={styles.head}>
                  <strong className={styles.ellipsis}>{p.positionname}</strong>
                  <span className={styles.salary}>{salary(p.salaryrange)}</span>
                </div>
                <div className={styles.meta}>
                  {p.city} · {exp(p.workexperience)} · {edu(p.education)}
                </div>
                <div className={`${styles.ellipsis} ${styles.company}`}>{p.companyname}</div>
              </Card>
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}
