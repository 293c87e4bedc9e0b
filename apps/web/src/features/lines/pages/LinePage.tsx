import { useLocation } from 'react-router';
import type { ComponentType } from 'react';
import { Alert } from 'antd';
import {
  ArrowRightOutlined,
  BankOutlined,
  DesktopOutlined,
  FileAddOutlined,
  HeartOutlined,
  HomeOutlined,
  IdcardOutlined,
  LoginOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SearchOutlined,
  SolutionOutlined,
  TeamOutlined,
  UploadOutlined,
  UsergroupAddOutlined,
  VideoCameraOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { paths } from '../../../app/paths.ts';
import { LineIcon } from '../../../components/LineIcon.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { BUSINESS_LINES, lineByKey, type LineKey } from '../../../locale/business-lines.ts';
import { L } from '../../../locale/labels.ts';
import styles from './LinePage.module.css';

/** One icon per feature of each line, in the order of the features in business-lines.ts. */
const FEATURE_ICONS: Record<LineKey, readonly ComponentType[]> = {
  employment: [FileAddOutlined, SolutionOutlined, SafetyCertificateOutlined, DesktopOutlined],
  training: [PlayCircleOutlined, UploadOutlined, QuestionCircleOutlined, HeartOutlined],
  recruitment: [SearchOutlined, UsergroupAddOutlined, VideoCameraOutlined, BankOutlined],
  personnel: [SafetyOutlined, HomeOutlined, WalletOutlined, IdcardOutlined],
};

/**
 * The landing page of a business line (/employment, /training, /recruitment, /personnel), fed by the
 * line's entry in business-lines.ts. Each line's own screens replace the placeholder part as they land.
 */
export function LinePage({ lineKey }: { lineKey: LineKey }) {
  const line = lineByKey(lineKey);
  const { user } = useAuth();
  const location = useLocation();
  const here = location.pathname + location.search;
  const icons = FEATURE_ICONS[lineKey];
  const others = BUSINESS_LINES.filter((l) => l.key !== lineKey);

  return (
    <div className={styles.page} style={{ ['--line-color' as string]: line.color }}>
      <section className={styles.hero}>
        <div className={`xcb-container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <span className={styles.heroIcon} aria-hidden="true">
              <LineIcon line={line.key} />
            </span>
            <h1 className={styles.heroTitle}>{line.name}</h1>
            <p className={styles.heroTagline}>{line.tagline}</p>
            <p className={styles.heroDescription}>{line.description}</p>
            {user ? (
              <p className={styles.heroNote}>{L.line.loggedInHint}</p>
            ) : (
              <div className={styles.heroActions}>
                <LinkButton to={paths.login(here)} size="large" icon={<LoginOutlined />} className={styles.primaryAction}>
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
              const Icon = icons[i] ?? TeamOutlined;
              return (
                <article key={feature.title} className={styles.feature}>
                  <span className={styles.featureIcon} aria-hidden="true">
                    <Icon />
                  </span>
                  <h3 className={styles.featureTitle}>{feature.title}</h3>
                  <p className={styles.featureText}>{feature.text}</p>
                </article>
              );
            })}
          </div>
        </section>

        <Alert
          type="info"
          showIcon
          icon={<TeamOutlined />}
          title={line.audience}
          description={user ? undefined : L.line.loginToStart}
          className={styles.audience}
        />

        <nav className={styles.others} aria-label={L.footer.services}>
          {others.map((other) => (
            <LinkButton key={other.key} to={paths.line(other.key)} type="text" icon={<ArrowRightOutlined />} iconPlacement="end">
              {other.name}
            </LinkButton>
          ))}
        </nav>
      </div>
    </div>
  );
}
