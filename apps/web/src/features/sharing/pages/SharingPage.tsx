import { Link } from 'react-router';
import { SHARING_MSG } from '@xcb/shared/messages';
import { type ShareKind } from '@xcb/shared/sharing-enums';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Skeleton } from '../../../components/light/Skeleton.tsx';
import { SHARE_LIGHT } from '../../../locale/sharing.ts';
import { useItems } from '../itemsApi.ts';
import { kindLabel } from '../components/ItemBits.tsx';
import styles from '../components/sharing.module.css';
import { sharingPaths } from '../paths.ts';
import { ItemGrid } from '../components/ItemBrowser.tsx';

function Latest({ kind }: { kind: ShareKind }) {
  const { data, isLoading } = useItems({ kind, pageNum: 0, pageSize: 8, px: 0 });
  return (
    <section style={{ marginBottom: 24 }}>
      <div className={styles.latestHead}>
        <h4 className={styles.latestTitle}>{SHARE_LIGHT.landing.latest(kindLabel(kind))}</h4>
        <Link to={sharingPaths.list(kind)}>{SHARE_LIGHT.landing.more}</Link>
      </div>
      {isLoading ? (
        <div className={styles.latestLoading}>
          <Skeleton />
        </div>
      ) : !data?.recordList.length ? (
        <EmptyState
          compact
          text={kind === 'project' ? SHARING_MSG.noProjects : SHARING_MSG.noServers}
          action={{ label: SHARE_LIGHT.publishKind(kindLabel(kind)), to: sharingPaths.add(kind) }}
        />
      ) : (
        <ItemGrid items={data.recordList} />
      )}
    </section>
  );
}

/** /sharing (public): what the section is, the latest projects and services. */
export function SharingPage() {
  return (
    <div className="xcb-container" style={{ paddingBottom: 24 }}>
      <div className={styles.hero}>
        <h2 className={styles.heroTitle}>{SHARE_LIGHT.landing.title}</h2>
        <p className={styles.heroText}>{SHARE_LIGHT.landing.text}</p>
        <Link to={sharingPaths.agreement()} className={styles.heroLink}>
          {SHARE_LIGHT.agreementLink}
        </Link>
      </div>
      <Latest kind="project" />
      <Latest kind="server" />
    </div>
  );
}
