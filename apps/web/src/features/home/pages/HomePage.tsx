import type { ReactNode } from 'react';
import { BannerCarousel } from '../components/BannerCarousel.tsx';
import { CourseSection, HotCompanies, HrCards, ProjectLists } from '../components/HomeSections.tsx';
import styles from './HomePage.module.css';

/**
 * `/` (spec §2 Home page): banners, project lists, courses, hot positions and companies, HR cards. The hot
 * positions are recruitment's section, handed in by the router (a feature does not import another).
 * Light (no antd) with all its sections: the home page is a first load (the first-load budget).
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
        <div className={styles.positionsRow}>
          {hotPositions}
          <HotCompanies />
        </div>
      </section>
      <section className={styles.block}>
        <HrCards />
      </section>
    </div>
  );
}
