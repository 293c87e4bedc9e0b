import type { ReactNode } from 'react';
import { InfoCircleFilledIcon } from './icons/InfoCircleFilled.ts';
import styles from './Alert.module.css';

// antd's info Alert (icon, title, optional description) in plain markup, for the light pages (170 KB budget).

export function Alert({
  title,
  description,
  icon,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  return (
    <div role="alert" className={[styles.alert, description ? styles.withDescription : undefined, className].filter(Boolean).join(' ')}>
      <span className={styles.icon}>{icon ?? <InfoCircleFilledIcon />}</span>
      <div className={styles.content}>
        <div className={styles.title}>{title}</div>
        {description && <div className={styles.description}>{description}</div>}
      </div>
    </div>
  );
}
