import { Tag } from 'antd';

const STATUS: Record<number, { label: string; color: string }> = {
  0: { label: '审核中', color: 'orange' },
  1: { label: '审核通过', color: 'green' },
  2: { label: '审核未通过', color: 'red' },
};

/** spec: course status 0 under review, 1 approved, 2 rejected, other not reviewed. */
export function StatusTag({ status, onClick }: { status: number; onClick?: () => void }) {
  const s = STATUS[status] ?? { label: '未审核', color: 'default' };
  return (
    <Tag color={s.color} onClick={onClick} style={onClick ? { cursor: 'pointer' } : undefined}>
      {s.label}
    </Tag>
  );
}
