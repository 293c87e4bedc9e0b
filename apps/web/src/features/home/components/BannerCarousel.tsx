import { Link } from 'react-router';
import { useBanners } from '../../../api/platform.ts';
import { Carousel } from '../../../components/light/Carousel.tsx';
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

/** spec: carousel banners (banner_bannerList, type 1 home), 5 s interval, each linking to its page. Light (no antd). */
export function BannerCarousel() {
  const banners = useBanners('1');
  const list = banners.data ?? [];
  return (
    <div className={styles.wrap}>
      {list.length > 0 ? (
        <Carousel
          label="banner"
          interval={5000}
          slides={list.map((b, i) => (
            <BannerLink key={b.id} href={b.bannerUrl} title={b.title}>
              {/* the first banner is the page's largest image (LCP): fetched first, never lazily */}
              <img src={b.bannerPath} alt={b.title} className={styles.image} fetchPriority={i === 0 ? 'high' : 'low'} loading={i === 0 ? 'eager' : 'lazy'} />
            </BannerLink>
          ))}
        />
      ) : (
        <div className={`${styles.slide} ${styles.placeholder}`} aria-busy={banners.isLoading} />
      )}
    </div>
  );
}
