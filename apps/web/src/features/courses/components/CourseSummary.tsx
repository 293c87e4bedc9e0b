import type { CSSProperties, ReactNode } from 'react';
import { Space, Typography } from 'antd';
import { CourseCover } from './CourseBits.tsx';

/** A course's cover beside its title and a grey line (the author, the teacher, the summary). */
export function CourseSummary({
  course,
  title,
  note,
  width = 96,
  height = 60,
  align,
  style,
}: {
  course: { id: number; icon: string | null; title: string };
  title: ReactNode;
  note: ReactNode;
  width?: number;
  height?: number;
  align?: 'start';
  style?: CSSProperties;
}) {
  return (
    <Space align={align} style={style}>
      <div style={{ width }}>
        <CourseCover icon={course.icon} title={course.title} id={course.id} height={height} />
      </div>
      <div>
        {title}
        <Typography.Text type="secondary">{note}</Typography.Text>
      </div>
    </Space>
  );
}
