import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.ts';
import { useRecruit } from '../api.ts';
import { useDictMap } from './dict.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Card } from '../../../components/light/Card.tsx';
import { Skeleton } from '../../../components/light/Skeleton.tsx';
import styles from './HotPositions.module.css';
import { R } from '../labels.ts';
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
          text="暂无热门职位"
          description={company ? '发布职位，让求职者看到您' : '先把简历准备好，职位上线后即可投递'}
          action={company ? { label: '发布职位', to: rp.addJob() } : { label: '完善简历', to: rp.editResume() }}
          compact
        />
      ) : (
        <div className={styles.grid}>
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
