import { EmptyState } from '../../../components/EmptyState.tsx';
import { paths } from '../../../lib/paths.ts';
import { L } from '../../../locale/labels.ts';
import styles from './NotFoundPage.module.css';

/**
 * The site's 404 page. Light (no antd): the server draws it into the document it answers with 404 (an unknown
 * address, a detail page whose thing does not exist; web entry-server.tsx renderNotFoundFirstScreen) before
 * any script runs, and the browser's app draws the same page.
 */
export function NotFoundPage() {
  return (
    <div className={`xcb-container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{L.common.notFoundTitle}</h1>
      <EmptyState text={L.common.notFoundText} action={{ label: L.common.backHome, to: paths.home() }} compact />
    </div>
  );
}
