import { Link } from 'react-router';
import type { CourseCard } from '@xcb/shared/actions/courses';
import { Card } from '../../../components/light/Card.tsx';
import { RateDisplay } from '../../../components/light/Rate.tsx';
import { Tag } from '../../../components/light/Tag.tsx';
import { COURSE_LIGHT } from '../../../locale/courses-light.ts';
import { coursePaths } from '../paths.ts';
import styles from './CourseBits.module.css';

// Light (no antd): the course cards of the /training list, a first load within its budget, and the covers and
// prices the other course pages show.

const PALETTE = ['#3b82f6', '#10b981', '#f59e0b', '#8b5cf6', '#ef4444', '#0ea5e9'];

/**
 * The course cover, or a coloured block with the title when the author gave none (two lines at most, broken
 * between words). Lazily loaded unless it is the page's main picture (`priority`): a list's covers further
 * down then do not compete with the first screen for a phone's bandwidth; the main picture, the page's
 * largest element (LCP), is fetched ahead of the other images.
 */
export function CourseCover({
  icon,
  title,
  height = 150,
  id,
  priority = false,
}: {
  icon: string | null;
  title: string;
  height?: number;
  id: number;
  priority?: boolean;
}) {
  if (icon)
    return (
      <img
        src={icon.startsWith('/') || icon.startsWith('http') ? icon : `/uploads/${icon}`}
        alt={title}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        style={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
      />
    );
  return (
    <div
      aria-hidden="true"
      style={{
        height,
        background: PALETTE[id % PALETTE.length],
        color: '#fff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: height < 100 ? 6 : 16,
        fontSize: Math.min(22, Math.max(11, Math.round(height / 8))),
        lineHeight: 1.3,
        fontWeight: 600,
        textAlign: 'center',
        overflow: 'hidden',
      }}
    >
      <span className={styles.coverTitle}>{title}</span>
    </div>
  );
}

export const Price = ({ coins }: { coins: string }) => (
  <span style={{ color: '#cf1322', fontWeight: 600 }}>{COURSE_LIGHT.coins(coins)}</span>
);

/** A course in a grid; `priority` for the first one, whose cover is a phone's largest paint (fetched at once, not lazily). */
export function CourseTile({ course, priority = false }: { course: CourseCard; priority?: boolean }) {
  return (
    <Link to={coursePaths.show(course.id, course.authorid)} aria-label={course.title}>
      <Card
        hoverable
        className="xcb-deferred"
        cover={<CourseCover icon={course.icon} title={course.title} id={course.id} priority={priority} />}
        bodyStyle={{ padding: 12 }}
      >
        <strong className={styles.title}>{course.title}</strong>
        <p className={styles.summary}>{course.summary}</p>
        <div className={styles.tags}>
          {course.wzlxList.slice(0, 2).map((t) => (
            <Tag key={t.id}>{t.name}</Tag>
          ))}
        </div>
        <div className={styles.foot}>
          <Price coins={course.readMoney} />
          <span className={styles.muted}>
            {course.author} · {COURSE_LIGHT.buyers(course.buyCount)}
          </span>
        </div>
        <RateDisplay value={course.rating} fontSize={12} />
      </Card>
    </Link>
  );
}
