import { useLocation } from 'react-router';
import { useEffect, useState, type ComponentType } from 'react';
import { Alert } from '../../../components/light/Alert.tsx';
import { ArrowRightIcon } from '../../../components/light/icons/ArrowRight.ts';
import { LoginIcon } from '../../../components/light/icons/Login.ts';
import { TeamIcon } from '../../../components/light/icons/Team.ts';
import { paths } from '../../../lib/paths.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { BUSINESS_LINES, lineByKey, type LineKey } from '../../../locale/business-lines.ts';
import { L } from '../../../locale/labels.ts';
import styles from './LinePage.module.css';

/**
 * The line's icon and one icon per feature, in the order of the features in business-lines.ts. Each line's
 * icons load with that line only (a module per line): the page is /training's first load (170 KB budget), and
 * the icons are decoration. Until they arrive their places stay empty (same size).
 */
const FEATURE_ICONS: Record<LineKey, () => Promise<{ icons: ComponentType[]; lineIcon: ComponentType }>> = {
  employment: () => import('../icons/employment.ts'),
  training: () => import('../icons/training.ts'),
  recruitment: () => import('../icons/recruitment.ts'),
  personnel: () => import('../icons/personnel.ts'),
};

function useLineIcons(lineKey: LineKey): { icons: readonly ComponentType[]; lineIcon: ComponentType | null } {
  const [loaded, setLoaded] = useState<{ key: LineKey; icons: readonly ComponentType[]; lineIcon: ComponentType } | null>(null);
  useEffect(() => {
    let live = true;
    void FEATURE_ICONS[lineKey]().then((m) => {
      if (live) setLoaded({ key: lineKey, icons: m.icons, lineIcon: m.lineIcon });
    });
    return () => {
      live = false;
    };
  }, [lineKey]);
  return loaded?.key === lineKey ? loaded : { icons: [], lineIcon: null };
}

/**
 * The landing page of a business line (/employment, /training, /recruitment, /personnel), fed by the
 * line's entry in business-lines.ts. Each line's own screens replace the placeholder part as they land.
 * Light (no antd): /training is a first load (the first-load budget).
 */
export function LinePage({ lineKey }: { lineKey: LineKey }) {
  const line = lineByKey(lineKey);
  const { user } = useAuth();
  const location = useLocation();
  const here = location.pathname + location.search;
  const { icons, lineIcon: HeroIcon } = useLineIcons(lineKey);
  const others = BUSINESS_LINES.filter((l) => l.key !== lineKey);

  return (
    <div className={styles.page} style={{ ['--line-color' as string]: line.color }}>
      <section className={styles.hero}>
        <div className={`xcb-container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <span className={styles.heroIcon} aria-hidden="true">
              {HeroIcon && <HeroIcon />}
            </span>
            <h1 className={styles.heroTitle}>{line.name}</h1>
            <p className={styles.heroTagline}>{line.tagline}</p>
            <p className={styles.heroDescription}>{line.description}</p>
            {user ? (
              <p className={styles.heroNote}>{L.line.loggedInHint}</p>
            ) : (
              <div className={styles.heroActions}>
                <LinkButton to={paths.login(here)} size="large" icon={<LoginIcon />} className={styles.primaryAction}>
                  {L.header.login}
                </LinkButton>
                <LinkButton to={paths.register(here)} size="large" ghost>
                  {L.header.register}
                </LinkButton>
              </div>
            )}
          </div>
          <img className={styles.heroImage} src={line.banner} alt="" aria-hidden="true" />
        </div>
      </section>

      <div className="xcb-container">
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{L.line.whatYouCanDo}</h2>
          <div className={styles.features}>
            {line.features.map((feature, i) => {
              const Icon = icons[i];
              return (
                <article key={feature.title} className={styles.feature}>
                  <span className={styles.featureIcon} aria-hidden="true">
                    {Icon && <Icon />}
                  </span>
                  <h3 className={styles.featureTitle}>{feature.title}</h3>
                  <p className={styles.featureText}>{feature.text}</p>
                </article>
              );
            })}
          </div>
        </section>

        <Alert icon={<TeamIcon />} title={line.audience} description={user ? undefined : L.line.loginToStart} className={styles.audience} />

        <nav className={styles.others} aria-label={L.footer.services}>
          {others.map((other) => (
            <LinkButton key={other.key} to={paths.line(other.key)} type="text" icon={<ArrowRightIcon />} iconPlacement="end">
              {other.name}
            </LinkButton>
          ))}
        </nav>
      </div>
    </div>
  );
}
