import { useState } from 'react';
import { Link } from 'react-router';
import { formatCount, formatWan } from '@xcb/shared/format';
import { uploadUrl } from '../../../api/files.ts';
import { Card } from '../../../components/light/Card.tsx';
import { Carousel } from '../../../components/light/Carousel.tsx';
import { Collapse } from '../../../components/light/Collapse.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spin } from '../../../components/light/Spin.tsx';
import { CheckableTag, Tag } from '../../../components/light/Tag.tsx';
import { useCourseTypes, useHomeCourses, useHomeDemands, useHotCompanies } from '../api.ts';
import { HOME } from '../../../locale/home.ts';
import styles from './HomeSections.module.css';

const P = HOME.projects;
const CO = HOME.courses;

// The home page's sections (spec §2 Home page, §9: projects 10, courses 8, hot positions 9, companies
// 54, company carousel 3 s with 6 per slide and up to 5 slides, money in 10-thousand units, 999+).
// Light (no antd): the home page is a first load (the first-load budget).

function ProjectList({ cd }: { cd: 0 | 1 }) {
  const q = useHomeDemands(cd);
  if (q.isLoading)
    return (
      <div className={styles.projectsLoading}>
        <Spin />
      </div>
    );
  const rows = q.data?.recordList ?? [];
  if (rows.length === 0)
    return (
      <EmptyState
        text={cd === 0 ? P.noShort : P.noLong}
        description={P.emptyHint}
        action={{ label: P.publish, to: '/employment/free_need' }}
      />
    );
  return (
    <div>
      {rows.map((d) => (
        <Link key={d.id} to={`/employment/outer_demand?id=${d.id}`} className={styles.projectRow} data-testid="home-project">
          <span className={styles.projectTitle}>{d.needtitle}</span>
          <span className={styles.projectMeta}>
            <Tag>{d.needtype}</Tag>
            <Tag color={d.iszc === 1 ? 'purple' : 'cyan'}>{d.iszc === 1 ? P.onsite : P.remote}</Tag>
            <span className={styles.muted}>{P.days(d.projecttime)}</span>
            <span className={styles.muted}>{P.views(formatCount(d.lookCount))}</span>
          </span>
          <span className={styles.money}>{P.wan(formatWan(Number(d.countmoney)))}</span>
        </Link>
      ))}
    </div>
  );
}

export function ProjectLists() {
  return (
    <Collapse
      defaultActiveKey={['0', '1']}
      items={([0, 1] as const).map((cd) => ({
        key: String(cd),
        label: cd === 0 ? P.short : P.long,
        extra: <Link to={`/employment?needCd=${cd}`}>{HOME.more}</Link>,
        children: <ProjectList cd={cd} />,
      }))}
    />
  );
}

export function CourseSection() {
  const types = useCourseTypes();
  const [type, setType] = useState<number | undefined>(undefined);
  const courses = useHomeCourses(type);
  return (
    <Card title={CO.title} extra={<Link to="/list">{HOME.more}</Link>}>
      <div className={styles.filters}>
        <CheckableTag checked={type === undefined} onChange={() => setType(undefined)}>
          {CO.all}
        </CheckableTag>
        {(types.data ?? []).map((g) => (
          <CheckableTag key={g.id} checked={type === g.id} onChange={() => setType(g.id)}>
            {g.name}
          </CheckableTag>
        ))}
      </div>
      {courses.isLoading ? (
        <Spin />
      ) : (courses.data?.recordList ?? []).length === 0 ? (
        type === undefined ? (
          <EmptyState text={CO.none} description={CO.noneHint} action={{ label: CO.browse, to: '/list' }} />
        ) : (
          <EmptyState text={CO.noneOfType} action={{ label: CO.allTypes, onClick: () => setType(undefined) }} />
        )
      ) : (
        <div className={`${styles.grid} ${styles.courseGrid}`}>
          {courses.data?.recordList.map((c) => (
            <Link key={c.id} to={`/show?id=${c.id}`} className={styles.course}>
              <div className={styles.courseCover}>
                {c.icon ? (
                  <img src={uploadUrl(c.icon)} alt={c.title} loading="lazy" decoding="async" />
                ) : (
                  <span className={styles.courseCoverTitle}>{c.title}</span>
                )}
              </div>
              <div className={styles.courseTitle}>{c.title}</div>
              <div className={styles.muted}>{CO.price(c.readMoney, formatCount(c.buyCount))}</div>
            </Link>
          ))}
        </div>
      )}
    </Card>
  );
}

export function HotCompanies() {
  const q = useHotCompanies();
  const list = (q.data?.recordList ?? []).slice(0, 30);
  const slides: (typeof list)[] = [];
  for (let i = 0; i < list.length && slides.length < 5; i += 6) slides.push(list.slice(i, i + 6));
  return (
    <Card title={HOME.companies.title}>
      {q.isLoading ? (
        <Spin />
      ) : slides.length === 0 ? (
        <EmptyState
          text={HOME.companies.none}
          description={HOME.companies.noneHint}
          action={{ label: HOME.companies.browse, to: '/recruitment' }}
        />
      ) : (
        <Carousel
          label={HOME.companies.title}
          interval={3000}
          vertical
          className={styles.companyCarousel}
          slides={slides.map((s, i) => (
            <div key={i} className={styles.companyGrid}>
              {s.map((c) => (
                <div key={c.id} className={styles.company} data-testid="hot-company">
                  {c.companyTx ? (
                    <img src={uploadUrl(c.companyTx)} alt={c.companyName} loading="lazy" decoding="async" />
                  ) : (
                    <span className={styles.logo}>{c.companyName.slice(0, 2)}</span>
                  )}
                  <div>
                    <div className={styles.companyName}>{c.companyName}</div>
                    <div className={styles.muted}>{[c.companyMainIndustry, c.companySize].filter(Boolean).join(' · ')}</div>
                  </div>
                </div>
              ))}
            </div>
          ))}
        />
      )}
    </Card>
  );
}

const HR_CARDS = [
  { ...HOME.hr.social, to: '/personnel/social_security_list' },
  { ...HOME.hr.agency, to: '/personnel/recruitment_list' },
  { ...HOME.hr.payroll, to: '/personnel/payroll_credit_list' },
];

export function HrCards() {
  return (
    <div className={styles.grid}>
      {HR_CARDS.map((c) => (
        <Link key={c.to} to={c.to}>
          <Card hoverable className={styles.hrCard}>
            <h3>{c.title}</h3>
            <p className={styles.muted}>{c.text}</p>
          </Card>
        </Link>
      ))}
    </div>
  );
}
