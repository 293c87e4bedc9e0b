import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar, Button, Card, Input, Menu, Select, Space, Tag, Typography } from 'antd';
import { BankOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { PositionCard } from '@xcb/shared/actions/recruitment';
import { APPLY_STATUS_LABEL, INTERVIEW_STATE_LABEL, POSITION_STATUS_LABEL } from '@xcb/shared/enums';
import { useDictionary } from '../../../api/platform.ts';
import { uploadUrl } from '../../../api/files.ts';
import { formatDateTime } from '../../../lib/date.ts';
import { R } from '../labels.ts';
import { rp } from '../paths.ts';

// the dictionary lookup lives in a light module (the home page's hot positions use it without antd)
import { useDictMap } from './dict.ts';

export { useDictMap };

/** A dictionary's value → name (xl 学历, gzjy 经验, xzfw 薪资, cshy 行业, gwfl 福利, gsgm 规模, gsxz 性质). */
export function useDictOptions(number: string) {
  const { data = [] } = useDictionary(number);
  return data.map((d) => ({ value: d.value, label: d.name }));
}

export function CompanyLogo({ src, size = 48 }: { src: string | null | undefined; size?: number }) {
  return (
    <Avatar
      shape="square"
      size={size}
      src={uploadUrl(src)}
      // beside the company's name wherever it is shown: decorative, so no second reading of the name
      alt=""
      icon={<BankOutlined />}
      style={{ background: '#e6f4ff', color: '#1677ff', flex: 'none' }}
    />
  );
}

/** One position as a row of a list (title, salary, needs, company, benefit tags). */
export function PositionItem({ p, extra }: { p: PositionCard; extra?: React.ReactNode }) {
  const salary = useDictMap('xzfw');
  const exp = useDictMap('gzjy');
  const edu = useDictMap('xl');
  const fl = useDictMap('gwfl');
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="position-item">
      <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Space size={12} wrap>
            <Link to={rp.job(p.id)}>
              <Typography.Text strong style={{ fontSize: 16 }}>
                {p.positionname}
              </Typography.Text>
            </Link>
            <Typography.Text type="danger" strong>
              {salary(p.salaryrange)}
            </Typography.Text>
          </Space>
          <div style={{ margin: '6px 0', color: '#666' }}>
            <EnvironmentOutlined /> {p.city} · {exp(p.workexperience)} · {edu(p.education)} · {R.peoplenum(p.peoplenum)}
          </div>
          <Space size={[4, 4]} wrap>
            {p.fl.map((f) => (
              <Tag key={f} color="blue">
                {fl(f)}
              </Tag>
            ))}
          </Space>
        </div>
        <Link to={rp.company(p.companyId)} style={{ display: 'flex', gap: 8, alignItems: 'center', width: 220 }}>
          <CompanyLogo src={p.companyTx} size={40} />
          <Typography.Text ellipsis>{p.companyname}</Typography.Text>
        </Link>
        {extra}
      </div>
    </Card>
  );
}

export interface Filters {
  keyword?: string | undefined;
  city?: string | undefined;
  salaryrange?: string | undefined;
  workexperience?: string | undefined;
  education?: string | undefined;
  industry?: string | undefined;
  fl?: string[] | undefined;
}

function FilterRow({
  label,
  number,
  value,
  onChange,
}: {
  label: string;
  number: string;
  value: string | undefined;
  onChange: (v: string | undefined) => void;
}) {
  // the dictionary's own 不限 entry (xl, gzjy) is the row's 不限
  const options = useDictOptions(number).filter((o) => o.label !== R.any);
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'baseline', marginBottom: 6 }}>
      <Typography.Text type="secondary" style={{ width: 72, flex: 'none' }}>
        {label}：
      </Typography.Text>
      <Space wrap size={[4, 6]}>
        <Tag.CheckableTag checked={!value} onChange={() => onChange(undefined)}>
          {R.any}
        </Tag.CheckableTag>
        {options.map((o) => (
          <Tag.CheckableTag key={o.value} checked={value === o.value} onChange={() => onChange(value === o.value ? undefined : o.value)}>
            {o.label}
          </Tag.CheckableTag>
        ))}
      </Space>
    </div>
  );
}

/** spec: the position list's filters (city, salary, experience, education, industry, fl) and keyword search on Enter. */
export function PositionFilterBar({ value, onChange }: { value: Filters; onChange: (f: Filters) => void }) {
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  const [city, setCity] = useState(value.city ?? '');
  const flOptions = useDictOptions('gwfl');
  // Every change carries the typed keyword and city, not the ones last submitted: a tag clicked right after
  // Enter (before the URL has caught up) or without pressing Enter at all still searches what the box shows.
  // The same for two quick clicks: the second builds on the first even if the URL has not re-rendered yet.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const set = (patch: Partial<Filters>) => {
    latest.current = { ...latest.current, keyword: keyword.trim() || undefined, city: city.trim() || undefined, ...patch };
    onChange(latest.current);
  };
  const search = () => set({});
  return (
    <Card style={{ marginBottom: 16 }}>
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Input
          aria-label={R.keyword}
          placeholder={R.keywordHint}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={search}
        />
        <Input
          aria-label={R.city}
          placeholder={R.cityHint}
          value={city}
          style={{ width: 200 }}
          onChange={(e) => setCity(e.target.value)}
          onPressEnter={search}
        />
        <Button type="primary" onClick={search}>
          {R.search}
        </Button>
      </Space.Compact>
      <FilterRow label={R.salary} number="xzfw" value={value.salaryrange} onChange={(v) => set({ salaryrange: v })} />
      <FilterRow label={R.experience} number="gzjy" value={value.workexperience} onChange={(v) => set({ workexperience: v })} />
      <FilterRow label={R.education} number="xl" value={value.education} onChange={(v) => set({ education: v })} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'baseline', marginBottom: 6 }}>
        <Typography.Text type="secondary" style={{ width: 72, flex: 'none' }}>
          {R.industry}：
        </Typography.Text>
        <IndustrySelect value={value.industry} onChange={(v) => set({ industry: v })} />
      </div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
        <Typography.Text type="secondary" style={{ width: 72, flex: 'none' }}>
          {R.benefits}：
        </Typography.Text>
        <Space wrap size={[4, 6]}>
          {flOptions.map((o) => {
            const on = value.fl?.includes(o.value) ?? false;
            return (
              <Tag.CheckableTag
                key={o.value}
                checked={on}
                onChange={() => {
                  const fl = latest.current.fl ?? [];
                  set({ fl: fl.includes(o.value) ? fl.filter((x) => x !== o.value) : [...fl, o.value] });
                }}
              >
                {o.label}
              </Tag.CheckableTag>
            );
          })}
        </Space>
      </div>
    </Card>
  );
}

export function IndustrySelect({ value, onChange }: { value: string | undefined; onChange: (v: string | undefined) => void }) {
  const options = useDictOptions('cshy');
  return (
    <Select
      aria-label={R.industry}
      allowClear
      placeholder={R.any}
      style={{ width: 200 }}
      value={value}
      onChange={(v: string | undefined) => onChange(v)}
      options={options}
    />
  );
}

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
        items={R.topNav.map((n) => ({ key: n.path, label: <Link to={n.path}>{n.label}</Link> }))}
      />
    </div>
  );
}

/** An interview's or application's time, in China time. */
export const when = (iso: string) => formatDateTime(iso);
