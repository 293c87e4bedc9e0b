import { lazy, Suspense, type ReactNode } from 'react';
import { useAuth } from '../../../lib/auth.ts';
import { BannerCarousel } from '../components/BannerCarousel.tsx';
import { CourseSection, HotCompanies, HrCards, ProjectLists } from '../components/HomeSections.tsx';
import styles from './HomePage.module.css';

// 为你推荐 is for a logged-in user only, so a visitor's first load never carries it.
const HomeForYou = lazy(async () => ({ default: (await import('../../../components/matching/HomeForYou.tsx')).HomeForYou }));

/**
 * `/` (spec §2 Home page): banners, project lists, courses, hot positions and companies, HR cards. The hot
 * positions are recruitment's section, handed in by the router (a feature does not import another).
 * Light (no antd) with all its sections: the home page is a first load (the first-load budget).
 */
export function HomePage({ hotPositions }: { hotPositions: ReactNode }) {
  const { isLoggedIn } = useAuth();
  return (
    <div className={`xcb-container ${styles.page}`}>
      <BannerCarousel />
      {isLoggedIn && (
        <section className={`${styles.block} xcb-deferred`}>
          <Suspense fallback={null}>
            <HomeForYou />
          </Suspense>
        </section>
      )}
      <section className={`${styles.block} xcb-deferred`}>
        <ProjectLists />
      </section>
      <section className={`${styles.block} xcb-deferred`}>
        <CourseSection />
      </section>
      <section className={`${styles.block} xcb-deferred`}>
        <div className={styles.positionsRow}>
          {hotPositions}
          <HotCompanies />
        </div>
      </section>
      <section className={`${styles.block} xcb-deferred`}>
        <HrCards />
      </section>
    </div>
  );
}
