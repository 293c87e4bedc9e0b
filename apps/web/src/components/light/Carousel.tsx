import { useEffect, useState, type ReactNode } from 'react';
import styles from './Carousel.module.css';

// antd's Carousel (autoplay, dots, horizontal or vertical) as a small state-driven slider: the slides sit in
// one track moved by a transform, so each keeps its size and nothing reflows. Autoplay pauses while the
// pointer or focus is inside, as react-slick (antd's) does, and stops for reduced-motion users.

export function Carousel({
  slides,
  interval,
  vertical = false,
  className,
  label,
}: {
  slides: ReactNode[];
  interval: number;
  vertical?: boolean;
  className?: string;
  label: string;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;
  const current = count > 0 ? index % count : 0;
  useEffect(() => {
    if (count < 2 || paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearInterval(t);
  }, [count, paused, interval]);
  const offset = `translate${vertical ? 'Y' : 'X'}(-${current * 100}%)`;
  return (
    <section
      className={[styles.carousel, vertical && styles.vertical, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.track} style={{ transform: offset }}>
        {slides.map((slide, i) => (
          <div key={i} className={styles.slide} aria-roledescription="slide" aria-hidden={i !== current} inert={i !== current}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              className={i === current ? `${styles.dot} ${styles.active}` : styles.dot}
              aria-label={`${i + 1} / ${count}`}
              aria-current={i === current}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
