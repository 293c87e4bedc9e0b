import type { ReactNode } from 'react';
import { CheckCircleIcon } from '../../../components/light/icons/CheckCircle.ts';
import { L } from '../../../locale/labels.ts';
import styles from './AuthLayout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Replaces the default benefits list under the brand (e.g. /retrieve_password's register link). */
  side?: ReactNode;
  /** The brand panel on the right (the reset page puts its form first). */
  sideRight?: boolean;
}

/** The frame of /login, /registered and /retrieve_password: a brand panel beside the form card (hidden on phones). */
export function AuthLayout({ title, subtitle, children, side, sideRight = false }: AuthLayoutProps) {
  const brand = (
    <aside className={styles.brand}>
      <h2 className={styles.brandTitle}>{L.brand}</h2>
      <p className={styles.brandSlogan}>{L.slogan}</p>
      <h3 className={styles.benefitsTitle}>{L.auth.benefitsTitle}</h3>
      {side ?? (
        <ul className={styles.benefits}>
          {L.auth.benefits.map((b) => (
            <li key={b}>
              <CheckCircleIcon /> {b}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
  return (
    <div className={styles.page}>
      <div className={`${styles.frame} ${sideRight ? styles.frameRight : ''}`}>
        {!sideRight && brand}
        <section className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {children}
        </section>
        {sideRight && brand}
      </div>
    </div>
  );
}

export { styles as authLayoutStyles };
