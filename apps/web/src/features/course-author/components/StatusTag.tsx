import { Tag } from 'antd';
import { AUTHOR_L } from '../../../locale/course-author.ts';

/** spec: course status 0 under review, 1 approved, 2 rejected, other not reviewed. */
export function StatusTag({ status, onClick }: { status: number; onClick?: () => void }) {
  const s = AUTHOR_L.status[status] ?? { label: AUTHOR_L.unreviewed, color: 'default' };
  return (
    <Tag color={s.color} onClick={onClick} style={onClick ? { cursor: 'pointer' } : undefined}>
      {s.label}
    </Tag>
  );
}
