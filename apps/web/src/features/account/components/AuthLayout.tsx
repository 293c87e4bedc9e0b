import type { ReactNode } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { L } from '../../../locale/labels.ts';
import styles from './AuthLayout.module.css';

/** The frame of /login and /registered: a brand panel beside the form card (the panel hides on phones). */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.frame}>
        <aside className={styles.brand}>
          <h2 className={styles.brandTitle}>{L.brand}</h2>
          <p className={styles.brandSlogan}>{L.slogan}</p>
          <h3 className={styles.benefitsTitle}>{L.auth.benefitsTitle}</h3>
          <ul className={styles.benefits}>
            {L.auth.benefits.map((b) => (
              <li key={b}>
                <CheckCircleFilled /> {b}
              </li>
            ))}
          </ul>
        </aside>
        <section className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
          {children}
        </section>
      </div>
    </div>
  );
}
