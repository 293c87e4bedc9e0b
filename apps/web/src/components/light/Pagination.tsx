import { LeftIcon } from './icons/Left.ts';
import { RightIcon } from './icons/Right.ts';
import { LIGHT } from '../../locale/light.ts';
import styles from './Pagination.module.css';

// antd's Pagination (no size changer) in plain markup: previous, the page numbers with ellipses, next.

function pages(current: number, last: number): (number | 'gap')[] {
  if (last <= 9) return Array.from({ length: last }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(current - 2, last - 5));
  const to = Math.min(last - 1, Math.max(current + 2, 6));
  return [
    1,
    ...(from > 2 ? ['gap' as const] : []),
    ...Array.from({ length: to - from + 1 }, (_, i) => from + i),
    ...(to < last - 1 ? ['gap' as const] : []),
    last,
  ];
}

export function Pagination({
  current,
  pageSize,
  total,
  onChange,
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className={styles.pagination} aria-label={LIGHT.pagination.nav}>
      <button
        type="button"
        className={styles.item}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
        aria-label={LIGHT.pagination.prev}
      >
        <LeftIcon />
      </button>
      {pages(current, last).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap${i}`} className={styles.gap}>
            •••
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={p === current ? `${styles.item} ${styles.active}` : styles.item}
            aria-current={p === current ? 'page' : undefined}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.item}
        disabled={current >= last}
        onClick={() => onChange(current + 1)}
        aria-label={LIGHT.pagination.next}
      >
        <RightIcon />
      </button>
    </nav>
  );
}
