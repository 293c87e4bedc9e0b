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
import styles from './HomeSections.module.css';

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
        text={cd === 0 ? '暂无短期项目' : '暂无长期项目'}
        description="发布第一个需求，让服务方来报名"
        action={{ label: '发布需求', to: '/employment/free_need' }}
      />
    );
  return (
    <div>
      {rows.map((d) => (
        <Link key={d.id} to={`/employment/outer_demand?id=${d.id}`} className={styles.projectRow} data-testid="home-project">
          <span className={styles.projectTitle}>{d.needtitle}</span>
          <span className={styles.projectMeta}>
            <Tag>{d.needtype}</Tag>
            <Tag color={d.iszc === 1 ? 'purple' : 'cyan'}>{d.iszc === 1 ? '现场' : '远程'}</Tag>
            <span className={styles.muted}>{d.projecttime}天</span>
            <span className={styles.muted}>浏览 {formatCount(d.lookCount)}</span>
          </span>
          <span className={styles.money}>{formatWan(Number(d.countmoney))}万</span>
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
        label: cd === 0 ? '短期项目' : '长期项目',
        extra: <Link to={`/employment?needCd=${cd}`}>查看更多</Link>,
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
    <Card title="共享培训" extra={<Link to="/list">查看更多</Link>}>
      <div className={styles.filters}>
        <CheckableTag checked={type === undefined} onChange={() => setType(undefined)}>
          全部
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
          <EmptyState text="暂无课程" description="讲师可以发布第一门课程" action={{ label: '去看看课程', to: '/list' }} />
        ) : (
          <EmptyState text="这个分类暂无课程" action={{ label: '看看全部分类', onClick: () => setType(undefined) }} />
        )
      ) : (
        <div className={styles.courseGrid}>
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
              <div className={styles.muted}>
                {c.readMoney} 晶币 · {formatCount(c.buyCount)} 人购买
              </div>
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
    <Card title="热门企业">
      {q.isLoading ? (
        <Spin />
      ) : slides.length === 0 ? (
        <EmptyState text="暂无热门企业" description="企业发布职位后会出现在这里" action={{ label: '去看看招聘', to: '/recruitment' }} />
      ) : (
        <Carousel
          label="热门企业"
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
  { title: '社保代缴', text: '企业与个人社会保险代理缴纳', to: '/personnel/social_security_list' },
  { title: '招聘代理', text: '专业团队为企业代理招聘', to: '/personnel/recruitment_list' },
  { title: '薪资代发', text: '工资发放与个税申报一站式服务', to: '/personnel/payroll_credit_list' },
];

export function HrCards() {
  return (
    <div className={styles.hrGrid}>
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
