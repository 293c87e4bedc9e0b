import { Link, useLocation } from 'react-router';
import { useEffect, useState, type ComponentType } from 'react';
import { Alert } from '../../../components/light/Alert.tsx';
import { ArrowRightIcon } from '../../../components/light/icons/ArrowRight.ts';
import { TeamIcon } from '../../../components/light/icons/Team.ts';
import { paths } from '../../../lib/paths.ts';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { BUSINESS_LINES, lineByKey, type LineKey } from '../../../locale/business-lines.ts';
import { L } from '../../../locale/labels.ts';
import { LineFrame, LineHero } from '../components/LineHero.tsx';
import styles from './LinePage.module.css';

/** A line's module: its icons, where its feature cards lead and its other ways in (links to pages of the line). */
interface LineExtras {
  icons: ComponentType[];
  lineIcon: ComponentType;
  links?: readonly string[];
  ways?: readonly { label: string; to: string }[];
  /** the button drawn in the banner picture and where it leads */
  heroAction?: { label: string; to: string };
  /** the banner picture (with that button), drawn once the line's module has loaded */
  HeroPicture?: ComponentType<{ banner: string; action?: { label: string; to: string } | undefined }>;
}

/**
 * The line's icon and one icon per feature, in the order of the features in business-lines.ts, with the
 * cards' links. Each line's module loads with that line only: the page is /training's first load (170 KB
 * budget). Until it arrives the icons' places stay empty (same size) and the cards are plain.
 */
const FEATURE_ICONS: Record<LineKey, () => Promise<LineExtras>> = {
  employment: () => import('../icons/employment.ts'),
  training: () => import('../icons/training.ts'),
  recruitment: () => import('../icons/recruitment.ts'),
  personnel: () => import('../icons/personnel.ts'),
};

function useLineIcons(lineKey: LineKey): Partial<LineExtras> {
  const [loaded, setLoaded] = useState<(LineExtras & { key: LineKey }) | null>(null);
  useEffect(() => {
    let live = true;
    void FEATURE_ICONS[lineKey]().then((m) => {
      if (live) setLoaded({ ...m, key: lineKey });
    });
    return () => {
      live = false;
    };
  }, [lineKey]);
  return loaded?.key === lineKey ? loaded : {};
}

/**
 * The landing page of a business line (/employment, /training, /recruitment, /personnel), fed by the
 * line's entry in business-lines.ts; its cards and ways lead to the line's own pages.
 * Light (no antd): /training is a first load (the first-load budget).
 */
export function LinePage({ lineKey }: { lineKey: LineKey }) {
  const line = lineByKey(lineKey);
  const { user } = useAuth();
  const location = useLocation();
  const here = location.pathname + location.search;
  const { icons = [], lineIcon: HeroIcon, links = [], ways = [], heroAction, HeroPicture } = useLineIcons(lineKey);
  const others = BUSINESS_LINES.filter((l) => l.key !== lineKey);

  return (
    <LineFrame lineKey={lineKey}>
      <LineHero
        lineKey={lineKey}
        visitorAt={user ? null : here}
        HeroIcon={HeroIcon}
        picture={HeroPicture && <HeroPicture banner={line.banner} action={heroAction} />}
      />

      <div className="xcb-container">
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{L.line.whatYouCanDo}</h2>
          <div className={styles.features}>
            {line.features.map((feature, i) => {
              const Icon = icons[i];
              const body = (
                <>
                  <span className={styles.featureIcon} aria-hidden="true">
                    {Icon && <Icon />}
                  </span>
                  <h3 className={styles.featureTitle}>{feature.title}</h3>
                  <p className={styles.featureText}>{feature.text}</p>
                </>
              );
              const to = links[i];
              return to ? (
                <Link key={feature.title} to={to} className={`${styles.feature} ${styles.featureLink}`}>
                  {body}
                </Link>
              ) : (
                <article key={feature.title} className={styles.feature}>
                  {body}
                </article>
              );
            })}
          </div>
          {ways.length > 0 && (
            <nav className={styles.ways} aria-label={line.name}>
              {ways.map((w) => (
                <LinkButton key={w.to} to={w.to}>
                  {w.label}
                </LinkButton>
              ))}
            </nav>
          )}
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
    </LineFrame>
  );
}
