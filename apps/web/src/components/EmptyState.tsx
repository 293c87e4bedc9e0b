import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { MSG } from '@xcb/shared/messages';

/** spec: empty lists say 暂无数据 (or the list's own text). */
export function EmptyState({ text = MSG.noData, compact = false, children }: { text?: string; compact?: boolean; children?: ReactNode }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={text}
      style={compact ? { margin: '12px 0' } : { margin: '48px 0' }}
    >
      {children}
    </Empty>
  );
}
