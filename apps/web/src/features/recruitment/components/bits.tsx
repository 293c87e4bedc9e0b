import { Link, useLocation } from 'react-router';
import { Menu, Tag } from 'antd';
import { APPLY_STATUS_LABEL, INTERVIEW_STATE_LABEL, POSITION_STATUS_LABEL } from '@xcb/shared/enums';
import { formatDateTime } from '../../../lib/date.ts';
import { R } from '../../../locale/recruitment.ts';
import { navLinks, rp } from '../paths.ts';

// the dictionary lookup and the position list's pieces live in light modules (the home page's hot positions
// and the /recruitment landing use them without antd); the antd pages import them from here as before
import { useDictMap } from './dict.ts';

export { useDictMap };
export {
  BenefitTags,
  CompanyLogo,
  FilterRow,
  IndustrySelect,
  PositionFilterBar,
  PositionItem,
  filterParams,
  useDictOptions,
  type Filters,
} from './PositionCards.tsx';

const APPLY_COLORS: Record<number, string> = { 0: 'blue', 1: 'cyan', 2: 'purple', 3: 'geekblue', 4: 'green', 5: 'default' };
export const ApplyTag = ({ status }: { status: number }) => (
  <Tag color={APPLY_COLORS[status]} data-testid="apply-status">
    {APPLY_STATUS_LABEL[status]}
  </Tag>
);
const INTERVIEW_COLORS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default', 3: 'gold', 4: 'default' };
export const InterviewTag = ({ state }: { state: number }) => (
  <Tag color={INTERVIEW_COLORS[state]} data-testid="interview-state">
    {INTERVIEW_STATE_LABEL[state]}
  </Tag>
);
const POSITION_COLORS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red', 3: 'default' };
export const PositionTag = ({ status }: { status: number }) => <Tag color={POSITION_COLORS[status]}>{POSITION_STATUS_LABEL[status]}</Tag>;

const TOP_NAV = navLinks(R.nav.top);

/** spec "Recruitment top nav": home, job management (also add_job), applicants, my data, enterprise, resume history. */
export function RecruitTopNav() {
  const { pathname } = useLocation();
  const current = pathname.includes('add_job') ? rp.managementJob() : pathname;
  // antd folds the items a phone cannot fit into a "…" submenu and hides them with aria-hidden while their
  // links stay focusable; instead every item stays in the row and the row scrolls sideways.
  return (
    <div style={{ marginBottom: 16, borderRadius: 8, overflowX: 'auto' }}>
      <Menu
        mode="horizontal"
        disabledOverflow
        selectedKeys={[current]}
        style={{ borderRadius: 8, minWidth: 'max-content' }}
        items={TOP_NAV.map((n) => ({ key: n.path, label: <Link to={n.path}>{n.label}</Link> }))}
      />
    </div>
  );
}

/** An interview's or application's time, in China time. */
export const when = (iso: string) => formatDateTime(iso);
