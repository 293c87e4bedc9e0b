import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BUSINESS_LINES } from '../../locale/business-lines.ts';
import { L } from '../../locale/labels.ts';
import { paths } from '../../lib/paths.ts';
import { loadPublicConfig } from '../../api/client.ts';
import styles from './Footer.module.css';

/**
 * Whether the server runs in its demo mode (sandboxes on). Read after the page is shown, with the one read of
 * the public config that the encryption flag shares (main.tsx), so the request does not weigh on the first screen.
 */
function useDemoMode(): boolean {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    let live = true;
    loadPublicConfig()
      // a transition: the answer often comes while the page is still being hydrated, and an urgent update then
      // made React finish the hydration at once, in one long task (130 ms at a phone's CPU)
      .then((reply) => live && startTransition(() => setDemo(reply.demo === true)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return demo;
}

/** A column of the footer: its heading over a list. */
function FooterColumn({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section>
      <h3 className={styles.heading}>{heading}</h3>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  const demo = useDemoMode();
  return (
    <footer className={styles.footer}>
      <div className={`xcb-container ${styles.columns}`}>
        <section className={styles.about}>
          <img src="/logo.svg" alt={L.brand} className={styles.logo} />
          <p className={styles.aboutText}>{L.footer.aboutText}</p>
        </section>
        <FooterColumn heading={L.footer.services}>
          {BUSINESS_LINES.map((line) => (
            <li key={line.key}>
              <Link to={paths.line(line.key)}>{line.name}</Link>
            </li>
          ))}
          <li>
            <Link to="/sharing">{L.footer.sharing}</Link>
          </li>
        </FooterColumn>
        <FooterColumn heading={L.footer.help}>
          {(
            [
              [paths.agreement(), L.footer.agreement],
              [paths.privacy(), L.footer.privacy],
            ] as const
          ).map(([to, text]) => (
            <li key={to}>
              <Link to={to}>{text}</Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn heading={L.footer.contact}>
          {[L.footer.phone, L.footer.email, L.footer.address].map((text) => (
            <li key={text}>{text}</li>
          ))}
        </FooterColumn>
      </div>
      <div className={styles.bottom}>
        {demo && (
          <p className={styles.demo} role="note" data-testid="demo-mode">
            {L.footer.demo}
          </p>
        )}
        <div className="xcb-container">
          <span>{L.footer.copyright(year)}</span>
          <span className={styles.sep} aria-hidden="true">
            |
          </span>
          <span>{L.footer.company}</span>
          <span className={styles.sep} aria-hidden="true">
            |
          </span>
          <span>{L.footer.icp}</span>
        </div>
      </div>
    </footer>
  );
}
