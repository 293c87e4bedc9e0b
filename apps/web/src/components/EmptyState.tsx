import type { ReactNode } from 'react';
import { MSG } from '@xcb/shared/messages';
import { Empty } from './light/Empty.tsx';

/** spec: empty lists say 暂无数据 (or the list's own text). Light (no antd), so any page can show it. */
export function EmptyState({ text = MSG.noData, compact = false, children }: { text?: string; compact?: boolean; children?: ReactNode }) {
  return (
    <Empty description={text} style={compact ? { margin: '12px 0' } : { margin: '48px 0' }}>
      {children}
    </Empty>
  );
}
