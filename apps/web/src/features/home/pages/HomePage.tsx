import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import { BannerCarousel } from '../components/BannerCarousel.tsx';
import { CourseSection, HotCompanies, HrCards, ProjectLists } from '../components/HomeSections.tsx';
import styles from './HomePage.module.css';

/**
 * `/` (spec §2 Home page): banners, project lists, courses, hot positions and companies, HR cards. The hot
 * positions are recruitment's section, handed in by the router (a feature does not import another).
 */
export function HomePage({ hotPositions }: { hotPositions: ReactNode }) {
  return (
    <div className={`xcb-container ${styles.page}`}>
      <BannerCarousel />
      <section className={styles.block}>
        <ProjectLists />
      </section>
      <section className={styles.block}>
        <CourseSection />
      </section>
      <section className={styles.block}>
        <Row gutter={16}>
          <Col xs={24} lg={14}>
            {hotPositions}
          </Col>
          <Col xs={24} lg={10}>
            <HotCompanies />
          </Col>
        </Row>
      </section>
      <section className={styles.block}>
        <HrCards />
      </section>
    </div>
  );
}
