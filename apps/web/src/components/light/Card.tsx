import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

// antd's Card (title, extra, small size, hoverable) in plain markup, for the light pages (170 KB budget).

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'default' | 'small';
  hoverable?: boolean;
  /** An image (or block) across the card's top, above the title and body. */
  cover?: ReactNode;
  bodyStyle?: CSSProperties;
}

export function Card({ title, extra, size = 'default', hoverable = false, cover, bodyStyle, className, children, ...rest }: CardProps) {
  const classes = [styles.card, size === 'small' && styles.small, hoverable && styles.hoverable, className].filter(Boolean).join(' ');
  return (
    <div className={classes} {...rest}>
      {cover && <div className={styles.cover}>{cover}</div>}
      {(title || extra) && (
        <div className={styles.head}>
          <div className={styles.title}>{title}</div>
          {extra && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      <div className={styles.body} style={bodyStyle}>
        {children}
      </div>
    </div>
  );
}
