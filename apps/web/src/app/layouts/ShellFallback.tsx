import { PageLoading } from '../../components/PageLoading.tsx';
import { L } from '../../locale/labels.ts';
import { paths } from '../../lib/paths.ts';
import { NAV } from './nav.ts';
import headerStyles from './Header.module.css';
import styles from './RootLayout.module.css';

/**
 * The header bar as static markup: the logo and the tabs, plain links. Drawn before the page's code runs
 * (ShellFallback, the server-rendered first screen); the real header (login state, zone) replaces it.
 * `current`: the tab of the page being drawn, marked as the real header marks it.
 */
export function ShellHeader({ current }: { current?: string }) {
  return (
    <header className={headerStyles.header}>
      <div className={`xcb-container ${headerStyles.bar}`}>
        <a href={paths.home()} className={headerStyles.logo} aria-label={L.brand}>
          <img src="/logo.svg" alt={L.brand} height={36} />
        </a>
        <nav className={headerStyles.nav} aria-label={L.nav.menu}>
          {NAV.map((item) => (
            <a
              key={item.to}
              href={item.to}
              className={item.to === current ? `${headerStyles.navLink} ${headerStyles.active}` : headerStyles.navLink}
              aria-current={item.to === current ? 'page' : undefined}
            >
              {item.label}
            </a>
          ))}
        </nav>
      </div>
    </header>
  );
}

/**
 * The shell's look while the first page's code loads (the root route's HydrateFallback): the header bar and
 * the loading indicator, so the visitor sees the site at once instead of a lone spinner (on a slow network
 * the page's code is seconds behind the entry).
 */
export function ShellFallback() {
  return (
    <div className={styles.shell}>
      <ShellHeader />
      <main className={styles.main}>
        <PageLoading />
      </main>
    </div>
  );
}
