import type { ComponentType, ReactNode } from 'react';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { LoginIcon } from '../../../components/light/icons/Login.ts';
import { paths } from '../../../lib/paths.ts';
import { lineByKey, type LineKey } from '../../../locale/business-lines.ts';
import { L } from '../../../locale/labels.ts';
import styles from '../pages/LinePage.module.css';

// A line page's frame and its hero (name, tagline, description, the visitor's way in), on their own: the
// server draws them into the HTML of /training and /personnel (apps/web/src/entry-server.tsx), so a phone
// shows the hero before the page's code has arrived, and LinePage draws the same markup in its place.

/** The line page's outer block, in the line's colour. */
export function LineFrame({ lineKey, children }: { lineKey: LineKey; children: ReactNode }) {
  return (
    <div className={styles.page} style={{ ['--line-color' as string]: lineByKey(lineKey).color }}>
      {children}
    </div>
  );
}

/**
 * The hero. `visitorAt`: the address a visitor's login and register buttons come back to (none for a
 * signed-in user); `HeroIcon` and `picture` arrive with the line's module (until then the icon's place stays
 * empty, the same size, and the picture is not drawn: its column is there either way).
 */
export function LineHero({
  lineKey,
  visitorAt,
  HeroIcon,
  picture,
}: {
  lineKey: LineKey;
  visitorAt: string | null;
  HeroIcon?: ComponentType | undefined;
  picture?: ReactNode;
}) {
  const line = lineByKey(lineKey);
  return (
    <section className={styles.hero}>
      <div className={`xcb-container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <span className={styles.heroIcon} aria-hidden="true">
            {HeroIcon && <HeroIcon />}
          </span>
          <h1 className={styles.heroTitle}>{line.name}</h1>
          <p className={styles.heroTagline}>{line.tagline}</p>
          <p className={styles.heroDescription}>{line.description}</p>
          {visitorAt !== null && (
            <div className={styles.heroActions}>
              <LinkButton to={paths.login(visitorAt)} size="large" icon={<LoginIcon />} className={styles.primaryAction}>
                {L.header.login}
              </LinkButton>
              <LinkButton to={paths.register(visitorAt)} size="large" ghost>
                {L.header.register}
              </LinkButton>
            </div>
          )}
        </div>
        {picture}
      </div>
    </section>
  );
}
