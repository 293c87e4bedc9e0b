import { BookIcon } from './light/icons/Book.ts';
import { IdcardIcon } from './light/icons/Idcard.ts';
import { ScheduleIcon } from './light/icons/Schedule.ts';
import { SolutionIcon } from './light/icons/Solution.ts';
import type { LineKey } from '../locale/business-lines.ts';

/** The icon of each business line (home cards, landing pages); light, as those pages are. */
export function LineIcon({ line }: { line: LineKey }) {
  switch (line) {
    case 'employment':
      return <ScheduleIcon />;
    case 'training':
      return <BookIcon />;
    case 'recruitment':
      return <SolutionIcon />;
    case 'personnel':
      return <IdcardIcon />;
    default:
      return line satisfies never;
  }
}
