import { Link } from 'react-router';
import { Carousel } from 'antd';
import { BUSINESS_LINES } from '../../../locale/business-lines.ts';
import { paths } from '../../../app/paths.ts';
import styles from './BannerCarousel.module.css';

/**
 * spec: carousel banners, 5 s interval, each linking to its line. There is no banner action yet, so the
 * four seeded images are listed here; banner_bannerList replaces this with the home-page issue.
 */
export function BannerCarousel() {
  return (
    <div className={styles.wrap}>
      <Carousel autoplay autoplaySpeed={5000} draggable className={styles.carousel}>
        {BUSINESS_LINES.map((line) => (
          <div key={line.key}>
            <Link to={paths.line(line.key)} className={styles.slide} style={{ background: line.color }}>
              <img src={line.banner} alt={`${line.name} · ${line.tagline}`} className={styles.image} />
            </Link>
          </div>
        ))}
      </Carousel>
    </div>
  );
}
