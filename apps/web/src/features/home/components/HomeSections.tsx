import { useState } from 'react';
import { Link } from 'react-router';
import { Card, Carousel, Col, Collapse, Empty, Row, Space, Spin, Tag, Typography } from 'antd';
import { formatCount, formatWan } from '@xcb/shared/format';
import { uploadUrl } from '../../../api/files.ts';
import { useCourseTypes, useHomeCourses, useHomeDemands, useHotCompanies } from '../api.ts';
import styles from './HomeSections.module.css';

// The home page's sections (spec §2 Home page, §9: projects 10, courses 8, hot positions 9, companies
// 54, company carousel 3 s with 6 per slide and up to 5 slides, money in 10-thousand units, 999+).

const EMPTY = '暂无数据...';

function ProjectList({ cd }: { cd: 0 | 1 }) {
  const q = useHomeDemands(cd);
  if (q.isLoading) return <Spin />;
  const rows = q.data?.recordList ?? [];
  if (rows.length === 0) return <Empty description={EMPTY} />;
  return (
    <div>
      {rows.map((d) => (
        <Link key={d.id} to={`/employment/outer_demand?id=${d.id}`} className={styles.projectRow} data-testid="home-project">
          <span className={styles.projectTitle}>{d.needtitle}</span>
          <Space size={4}>
            <Tag>{d.needtype}</Tag>
            <Tag color={d.iszc === 1 ? 'purple' : 'cyan'}>{d.iszc === 1 ? '现场' : '远程'}</Tag>
            <span className={styles.muted}>{d.projecttime}天</span>
            <span className={styles.muted}>浏览 {formatCount(d.lookCount)}</span>
          </Space>
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
        extra: (
          <Link to={`/employment?needCd=${cd}`} onClick={(e) => e.stopPropagation()}>
            查看更多
          </Link>
        ),
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
    <Card
      title="共享培训"
      extra={<Link to="/list">查看更多</Link>}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Tag.CheckableTag checked={type === undefined} onChange={() => setType(undefined)}>
          全部
        </Tag.CheckableTag>
        {(types.data ?? []).map((g) => (
          <Tag.CheckableTag key={g.id} checked={type === g.id} onChange={() => setType(g.id)}>
            {g.name}
          </Tag.CheckableTag>
        ))}
      </Space>
      {courses.isLoading ? (
        <Spin />
      ) : (courses.data?.recordList ?? []).length === 0 ? (
        <Empty description={EMPTY} />
      ) : (
        <Row gutter={[16, 16]}>
          {courses.data?.recordList.map((c) => (
            <Col key={c.id} xs={12} md={6}>
              <Link to={`/show?id=${c.id}`} className={styles.course}>
                <div className={styles.courseCover}>{c.icon ? <img src={uploadUrl(c.icon)} alt={c.title} /> : <span>{c.title.slice(0, 4)}</span>}</div>
                <div className={styles.courseTitle}>{c.title}</div>
                <div className={styles.muted}>
                  {c.readMoney} 晶币 · {formatCount(c.buyCount)} 人购买
                </div>
              </Link>
            </Col>
          ))}
        </Row>
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
        <Empty description={EMPTY} />
      ) : (
        <Carousel autoplay autoplaySpeed={3000} dotPlacement="end" vertical className={styles.companyCarousel}>
          {slides.map((s, i) => (
            <div key={i}>
              <div className={styles.companyGrid}>
                {s.map((c) => (
                  <div key={c.id} className={styles.company} data-testid="hot-company">
                    {c.companyTx ? <img src={uploadUrl(c.companyTx)} alt={c.companyName} /> : <span className={styles.logo}>{c.companyName.slice(0, 2)}</span>}
                    <div>
                      <div className={styles.companyName}>{c.companyName}</div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {[c.companyMainIndustry, c.companySize].filter(Boolean).join(' · ')}
                      </Typography.Text>
                    </div>
                  </div>
                ))}
              </div>
            </div>
          ))}
        </Carousel>
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
    <Row gutter={16}>
      {HR_CARDS.map((c) => (
        <Col key={c.to} xs={24} md={8}>
          <Link to={c.to}>
            <Card hoverable className={styles.hrCard}>
              <h3>{c.title}</h3>
              <p className={styles.muted}>{c.text}</p>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
