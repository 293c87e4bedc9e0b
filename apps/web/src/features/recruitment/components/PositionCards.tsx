import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PositionCard } from '@xcb/shared/actions/recruitment';
import { useDictionary } from '../../../api/platform.ts';
import { uploadUrl } from '../../../api/files.ts';
import { Button } from '../../../components/light/Button.tsx';
import { Card } from '../../../components/light/Card.tsx';
import { Input } from '../../../components/light/Input.tsx';
import { Select } from '../../../components/light/Select.tsx';
import { CheckableTag, Tag } from '../../../components/light/Tag.tsx';
import { BankIcon } from '../../../components/light/icons/Bank.ts';
import { R } from '../../../locale/recruitment.ts';
import { rp } from '../paths.ts';
import { useDictMap } from './dict.ts';
import { EnvironmentIcon } from './icons.ts';
import styles from './PositionCards.module.css';

// The position list's pieces without antd: the /recruitment landing is a light page (no antd on its first
// load); the antd pages of the area import them through bits.tsx.

/** A dictionary's value → name (xl 学历, gzjy 经验, xzfw 薪资, cshy 行业, gwfl 福利, gsgm 规模, gsxz 性质). */
export function useDictOptions(number: string) {
  const { data = [] } = useDictionary(number);
  return data.map((d) => ({ value: d.value, label: d.name }));
}

/** antd's square Avatar: the logo, or the bank icon when there is none or it fails to load. */
export function CompanyLogo({ src, size = 48 }: { src: string | null | undefined; size?: number }) {
  const url = uploadUrl(src);
  const [failed, setFailed] = useState<string | undefined>();
  const box = { width: size, height: size, fontSize: size / 2 };
  return (
    <span className={styles.logo} style={box}>
      {url && failed !== url ? (
        // beside the company's name wherever it is shown: decorative, so no second reading of the name
        <img src={url} alt="" onError={() => setFailed(url)} />
      ) : (
        <BankIcon />
      )}
    </span>
  );
}

/** A position's benefit tags (gwfl), nothing when it has none. */
export function BenefitTags({ values }: { values: string[] }) {
  const fl = useDictMap('gwfl');
  if (values.length === 0) return null;
  return (
    <div className={styles.tags}>
      {values.map((f) => (
        <Tag key={f} color="blue">
          {fl(f)}
        </Tag>
      ))}
    </div>
  );
}

/** One position as a row of a list (title, salary, needs, company, benefit tags). */
export function PositionItem({ p, extra }: { p: PositionCard; extra?: React.ReactNode }) {
  const salary = useDictMap('xzfw');
  const exp = useDictMap('gzjy');
  const edu = useDictMap('xl');
  return (
    <Card size="small" className={`${styles.item} xcb-deferred`} data-testid="position-item">
      <div className={styles.row}>
        <div className={styles.main}>
          <div className={styles.head}>
            <Link to={rp.job(p.id)} className={styles.name}>
              {p.positionname}
            </Link>
            <strong className={styles.salary}>{salary(p.salaryrange)}</strong>
          </div>
          <div className={styles.meta}>
            <EnvironmentIcon /> {p.city} · {exp(p.workexperience)} · {edu(p.education)} · {R.peoplenum(p.peoplenum)}
          </div>
          <BenefitTags values={p.fl} />
        </div>
        <Link to={rp.company(p.companyId)} className={styles.company}>
          <CompanyLogo src={p.companyTx} size={40} />
          <span className={styles.ellipsis}>{p.companyname}</span>
        </Link>
        {extra && <div className={styles.extra}>{extra}</div>}
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

/** The position list's address query for a search (job_wanted_list reads it back with readFilters). */
export function filterParams(f: { [K in keyof Filters]?: Filters[K] | null }): URLSearchParams {
  const p = new URLSearchParams();
  const put = (k: string, v: string | null | undefined) => v && p.set(k, v);
  put('q', f.keyword);
  put('city', f.city);
  put('salary', f.salaryrange);
  put('exp', f.workexperience);
  put('edu', f.education);
  put('industry', f.industry);
  put('fl', f.fl?.length ? f.fl.join(',') : undefined);
  return p;
}

export function readFilters(params: URLSearchParams): Filters {
  const get = (k: string) => params.get(k) || undefined;
  const fl = params.get('fl');
  return {
    keyword: get('q'),
    city: get('city'),
    salaryrange: get('salary'),
    workexperience: get('exp'),
    education: get('edu'),
    industry: get('industry'),
    fl: fl ? fl.split(',') : undefined,
  };
}

export function FilterRow({
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
    <div className={styles.filterRow} role="group" aria-label={label}>
      <span className={styles.label}>{R.labelled(label)}</span>
      <div className={styles.chips}>
        <CheckableTag checked={!value} onChange={() => onChange(undefined)}>
          {R.any}
        </CheckableTag>
        {options.map((o) => (
          <CheckableTag key={o.value} checked={value === o.value} onChange={() => onChange(value === o.value ? undefined : o.value)}>
            {o.label}
          </CheckableTag>
        ))}
      </div>
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
  const boxes = [
    { label: R.keyword, hint: R.keywordHint, value: keyword, set: setKeyword, className: styles.keyword },
    { label: R.city, hint: R.cityHint, value: city, set: setCity, className: styles.city },
  ];
  return (
    <Card className={styles.filters}>
      <div className={styles.search}>
        {boxes.map((b) => (
          <Input
            key={b.label}
            aria-label={b.label}
            placeholder={b.hint}
            value={b.value}
            wrapperClassName={b.className}
            onChange={(e) => b.set(e.target.value)}
            onPressEnter={search}
          />
        ))}
        <Button type="primary" className={styles.searchButton} onClick={search}>
          {R.search}
        </Button>
      </div>
      <FilterRow label={R.salary} number="xzfw" value={value.salaryrange} onChange={(v) => set({ salaryrange: v })} />
      <FilterRow label={R.experience} number="gzjy" value={value.workexperience} onChange={(v) => set({ workexperience: v })} />
      <FilterRow label={R.education} number="xl" value={value.education} onChange={(v) => set({ education: v })} />
      <div className={styles.filterRow}>
        <span className={styles.label}>{R.labelled(R.industry)}</span>
        <IndustrySelect value={value.industry} onChange={(v) => set({ industry: v })} />
      </div>
      <div className={styles.filterRow} role="group" aria-label={R.benefits}>
        <span className={styles.label}>{R.labelled(R.benefits)}</span>
        <div className={styles.chips}>
          {flOptions.map((o) => (
            <CheckableTag
              key={o.value}
              checked={value.fl?.includes(o.value) ?? false}
              onChange={() => {
                const fl = latest.current.fl ?? [];
                set({ fl: fl.includes(o.value) ? fl.filter((x) => x !== o.value) : [...fl, o.value] });
              }}
            >
              {o.label}
            </CheckableTag>
          ))}
        </div>
      </div>
    </Card>
  );
}

/** The industry: the browser's own list (不限 clears it, as antd's clear button did). */
export function IndustrySelect({ value, onChange }: { value: string | undefined; onChange: (v: string | undefined) => void }) {
  const options = useDictOptions('cshy');
  return (
    <Select
      aria-label={R.industry}
      className={styles.industry}
      value={value ?? ''}
      onChange={(v) => onChange(v || undefined)}
      options={[{ value: '', label: R.any }, ...options]}
    />
  );
}
