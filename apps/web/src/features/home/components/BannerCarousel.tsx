import { Link } from 'react-router';
import { Carousel } from 'antd';
import { useBanners } from '../../../api/platform.ts';
import styles from './BannerCarousel.module.css';

/** A banner link inside the app is a route; anything else (http…) opens as a normal link. */
function BannerLink({ href, children, title }: { href: string; children: React.ReactNode; title: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={styles.slide} title={title}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={styles.slide} title={title} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** spec: carousel banners (banner_bannerList, type 1 home), 5 s interval, each linking to its page. */
export function BannerCarousel() {
  const banners = useBanners('1');
  const list = banners.data ?? [];
  return (
    <div className={styles.wrap}>
      {list.length > 0 ? (
        <Carousel autoplay autoplaySpeed={5000} draggable className={styles.carousel}>
          {list.map((b) => (
            <div key={b.id}>
              <BannerLink href={b.bannerUrl} title={b.title}>
                <img src={b.bannerPath} alt={b.title} className={styles.image} />
              </BannerLink>
            </div>
          ))}
        </Carousel>
      ) : (
        <div className={`${styles.slide} ${styles.placeholder}`} aria-busy={banners.isLoading} />
      )}
    </div>
  );
}
