import { Link } from 'react-router';
import { useMatch } from '../../api/matching.ts';
import { useDictionary } from '../../api/platform.ts';
import { EmptyState } from '../EmptyState.tsx';
import { usePaging } from '../usePaging.ts';
import { Card } from '../light/Card.tsx';
import { Pagination } from '../light/Pagination.tsx';
import { Skeleton } from '../light/Skeleton.tsx';
import { Tag } from '../light/Tag.tsx';
import { ML } from './labels.ts';
import { matchLinks } from './links.ts';
import styles from './CourseJobsCard.module.css';

// Light (no antd): it shows on a course's page (/show), which loads no antd on arrival (issue 21).

const PAGE = 5;

/** 相关职位 on a course's page (match_courseJobs): open positions asking for what the course teaches. */
export function CourseJobsCard({ courseId }: { courseId: number }) {
  const { page, pager } = usePaging(PAGE);
  const { data, isLoading } = useMatch('courseJobs', { id: courseId, ...page });
  const { data: salaries = [] } = useDictionary('xzfw');
  const salary = (v: string) => salaries.find((d) => d.value === v)?.name ?? '';
  const total = data?.data.recordCount ?? 0;
  const jobs = data?.data.recordList ?? [];
  return (
    <Card title={ML.courseJobs} className={styles.card} data-testid="course-jobs">
      <p className={styles.hint}>{ML.courseJobsHint}</p>
      {isLoading ? (
        <Skeleton rows={2} />
      ) : jobs.length === 0 ? (
        <EmptyState compact text={ML.noCourseJobs} />
      ) : (
        <ul className={styles.list}>
          {jobs.map((p) => (
            <li key={p.id} className={styles.item}>
              <div className={styles.line}>
                <Link to={matchLinks.position(p.id)}>{p.positionname}</Link>
                <span className={styles.salary}>{salary(p.salaryrange)}</span>
              </div>
              <div className={styles.place}>
                {p.city} · {p.companyname}
              </div>
              {p.skills.length > 0 && (
                <div className={styles.skills}>
                  {p.skills.map((n) => (
                    <Tag key={n}>{n}</Tag>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {total > PAGE && <Pagination {...pager(total)} />}
    </Card>
  );
}
