import { PageLoading } from '../../components/PageLoading.tsx';
import { L } from '../../locale/labels.ts';
import { paths } from '../paths.ts';
import { NAV } from './Header.tsx';
import headerStyles from './Header.module.css';
import styles from './RootLayout.module.css';

/**
 * The shell's look while the first page's code loads (the root route's HydrateFallback): the header bar with
 * the logo and the tabs, and the loading indicator, so the visitor sees the site at once instead of a lone
 * spinner (on a slow network the page's code is seconds behind the entry). Static markup: the real header
 * (login state, zone) replaces it with the page.
 */
export function ShellFallback() {
  return (
    <div className={styles.shell}>
      <header className={headerStyles.header}>
        <div className={`xcb-container ${headerStyles.bar}`}>
          <a href={paths.home()} className={headerStyles.logo} aria-label={L.brand}>
            <img src="/logo.svg" alt={L.brand} height={36} />
          </a>
          <nav className={headerStyles.nav} aria-label={L.nav.menu}>
            {NAV.map((item) => (
              <a key={item.to} href={item.to} className={headerStyles.navLink}>
                {item.label}
              </a>
            ))}
          </nav>
        </div>
      </header>
      <main className={styles.main}>
        <PageLoading />
      </main>
    </div>
  );
}
