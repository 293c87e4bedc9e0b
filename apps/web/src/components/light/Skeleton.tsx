import styles from './Skeleton.module.css';

// antd's Skeleton (title and paragraph lines, active) in plain markup: a light page's loading state.

export function Skeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} aria-busy="true" aria-live="polite">
      <div className={styles.title} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.line} style={i === rows - 1 ? { width: '61%' } : undefined} />
      ))}
    </div>
  );
}
