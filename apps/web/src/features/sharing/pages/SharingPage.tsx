import { Link } from 'react-router';
import { SHARING_MSG } from '@xcb/shared/messages';
import { type ShareKind } from '@xcb/shared/sharing-enums';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Skeleton } from '../../../components/light/Skeleton.tsx';
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
        <h4 className={styles.latestTitle}>最新{kindLabel(kind)}</h4>
        <Link to={sharingPaths.list(kind)}>查看更多</Link>
      </div>
      {isLoading ? (
        <div className={styles.latestLoading}>
          <Skeleton />
        </div>
      ) : !data?.recordList.length ? (
        <EmptyState
          compact
          text={kind === 'project' ? SHARING_MSG.noProjects : SHARING_MSG.noServers}
          action={{ label: `发布${kindLabel(kind)}`, to: sharingPaths.add(kind) }}
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
        <h2 className={styles.heroTitle}>共享项目与服务</h2>
        <p className={styles.heroText}>
          认证用户发布项目与服务，经平台审核后上架；需求方下单付款由平台托管，服务方交付、需求方验收后平台再付款给服务方。
        </p>
        <Link to={sharingPaths.agreement()} className={styles.heroLink}>
          《贤才宝共享交易协议》
        </Link>
      </div>
      <Latest kind="project" />
      <Latest kind="server" />
    </div>
  );
}
