import { BookOutlined, IdcardOutlined, ScheduleOutlined, SolutionOutlined } from '@ant-design/icons';
import type { LineKey } from '../locale/business-lines.ts';

/** The icon of each business line (home cards, landing pages). */
export function LineIcon({ line }: { line: LineKey }) {
  switch (line) {
    case 'employment':
      return <ScheduleOutlined />;
    case 'training':
      return <BookOutlined />;
    case 'recruitment':
      return <SolutionOutlined />;
    case 'personnel':
      return <IdcardOutlined />;
    default:
      return line satisfies never;
  }
}
