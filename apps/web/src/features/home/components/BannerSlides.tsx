import { Link } from 'react-router';
import { Carousel } from '../../../components/light/Carousel.tsx';
import styles from './BannerCarousel.module.css';

export type HomeBanner = { id: number; title: string; subtitle: string; buttonText: string; bannerPath: string; bannerUrl: string };

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

/**
 * The home carousel's markup for a list of banners: drawn by the page (BannerCarousel, from the query) and by
 * the server in the HTML's first screen (entry-server.tsx), so both give the same element in the same place.
 * No data hooks here: the server build imports this file.
 */
export function BannerSlides({ banners, loading }: { banners: HomeBanner[]; loading: boolean }) {
  return (
    <div className={styles.wrap}>
      {banners.length > 0 ? (
        <Carousel
          label="banner"
          interval={5000}
          slides={banners.map((b, i) => (
            <BannerLink key={b.id} href={b.bannerUrl} title={b.title}>
              {/* the first banner is the page's largest image (LCP): fetched first, never lazily */}
              <img
                src={b.bannerPath}
                alt={b.title}
                className={styles.image}
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
              {/* The words are text over the picture, sized for the screen (a picture's drawn-in words shrank to
                  7 px on a phone). Screen readers read them too (the link's name: title, subtitle, button); the
                  title once, as the picture's alt. */}
              <span className={styles.text}>
                <span className={styles.title} aria-hidden="true">
                  {b.title}
                </span>
                {b.subtitle && <span className={styles.subtitle}>{b.subtitle}</span>}
                {b.buttonText && <span className={styles.button}>{b.buttonText}</span>}
              </span>
            </BannerLink>
          ))}
        />
      ) : (
        <div className={`${styles.slide} ${styles.placeholder}`} aria-busy={loading} />
      )}
    </div>
  );
}
