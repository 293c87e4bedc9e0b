import { StarIcon } from './icons/Star.ts';
import styles from './Rate.module.css';

// antd's disabled Rate (a read-only score with half stars), in plain markup: the course cards' rating.

export function RateDisplay({ value, fontSize = 20 }: { value: number; fontSize?: number }) {
  const rounded = Math.round(value * 2) / 2;
  return (
    <span className={styles.rate} style={{ fontSize }} role="img" aria-label={`${rounded} / 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={styles.star}>
          <StarIcon className={styles.empty} />
          <span className={styles.fill} style={{ width: rounded >= n ? '100%' : rounded >= n - 0.5 ? '50%' : 0 }}>
            <StarIcon />
          </span>
        </span>
      ))}
    </span>
  );
}
