import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MSG } from '@xcb/shared/messages';
import { Empty } from './light/Empty.tsx';
import styles from './EmptyState.module.css';

/** The next step an empty list offers: a page to open (`to`) or something to do here (`onClick`, e.g. clear the filter). */
export type EmptyAction = { label: string; to: string; onClick?: never } | { label: string; onClick: () => void; to?: never };

/**
 * An empty list: what is missing (text, e.g. 暂无需求), optionally why or what to do (description), and
 * the next step (action: 发布需求, 去看看其他城市 …), so a list never ends in a bare 暂无数据. Light (no
 * antd): the home page and /training show it on their first load.
 */
export function EmptyState({
  text = MSG.noData,
  description,
  action,
  compact = false,
  children,
}: {
  text?: string;
  description?: ReactNode;
  action?: EmptyAction | null | undefined;
  compact?: boolean;
  children?: ReactNode;
}) {
  // a plain link or button with its own few lines of style: the home page's first load has no room for more
  const look = compact ? `${styles.action} ${styles.small}` : styles.action;
  const next = action ? (
    action.to !== undefined ? (
      <Link to={action.to} className={look}>
        {action.label}
      </Link>
    ) : (
      <button type="button" className={look} onClick={action.onClick}>
        {action.label}
      </button>
    )
  ) : null;
  return (
    <div data-testid="empty-state">
      <Empty
        description={
          <>
            <div className={styles.text}>{text}</div>
            {description && <div className={styles.description}>{description}</div>}
          </>
        }
        style={compact ? { margin: '12px 0' } : { margin: '48px 0' }}
      >
        {next || children ? (
          <>
            {next}
            {children}
          </>
        ) : null}
      </Empty>
    </div>
  );
}
