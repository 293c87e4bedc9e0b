import { paths } from '../../../app/paths.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { L } from '../../../locale/labels.ts';
import { BannerCarousel } from '../components/BannerCarousel.tsx';
import { LineCards } from '../components/LineCards.tsx';
import styles from './HomePage.module.css';

/** `/`: banners and the four business lines, until the home-page issue brings the live lists. */
export function HomePage() {
  const { user } = useAuth();
  return (
    <div className={`xcb-container ${styles.page}`}>
      <BannerCarousel />

      <section className={styles.section}>
        <div className={styles.sectionHead}>
          <h2 className={styles.sectionTitle}>{L.home.linesTitle}</h2>
          <p className={styles.sectionSubtitle}>{L.home.linesSubtitle}</p>
        </div>
        <LineCards />
      </section>

      {!user && (
        <section className={styles.join}>
          <div>
            <h2 className={styles.joinTitle}>{L.home.joinTitle}</h2>
            <p className={styles.joinText}>{L.home.joinText}</p>
          </div>
          <LinkButton to={paths.register()} size="large" className={styles.joinButton}>
            {L.home.joinButton}
          </LinkButton>
        </section>
      )}
    </div>
  );
}
