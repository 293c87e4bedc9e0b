import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '../../components/light/Button.tsx';
import { LogoutIcon } from '../../components/light/icons/Logout.ts';
import { MenuIcon } from '../../components/light/icons/Menu.ts';
import { SettingIcon } from '../../components/light/icons/Setting.ts';
import { UserIcon } from '../../components/light/icons/User.ts';
import { lazyWithAntd } from '../../components/antd/antd-lazy.ts';
import type { UserSelf } from '@xcb/shared/actions/account';
import { USER_AUTH, type UserAuth } from '@xcb/shared/enums';
import { useAuth } from '../../lib/auth.ts';
import { clearZone, getZone } from '../../lib/storage.ts';
import { L } from '../../locale/labels.ts';
import { paths } from '../../lib/paths.ts';
import { NAV } from './nav.ts';
import { ZonePicker } from './ZonePicker.tsx';
import { DEFAULT_CENTRE, SECTION_CENTRES } from '../personal-centre/centres.ts';
import { routeExists } from '../route-registry.ts';
import styles from './Header.module.css';

// The header is light (no antd: it is on every first load, 170 KB budget). The login/register dialog and the
// phone menu use antd and are code-split: each loads, with antd's scope, the first time it opens.
const AuthModal = lazyWithAntd(() => import('../../features/account/components/AuthModal.tsx').then((m) => m.AuthModal));
const MobileNav = lazyWithAntd(() => import('./MobileNav.tsx').then((m) => m.MobileNav));
// The notice bell and the cart (light, with their data hooks) are for logged-in users only: they load beside
// the page instead of with the entry, which every visitor downloads first.
const NoticeBell = lazy(() => import('../../features/messaging/components/NoticeBadges.tsx').then((m) => ({ default: m.NoticeBell })));
const CartEntry = lazy(() => import('../../features/courses/components/CartEntry.tsx').then((m) => ({ default: m.CartEntry })));

type AuthTab = 'login' | 'register';

/** spec: the header shows the zone name limited to 6 characters. */
function shortZoneName(name: string): string {
  return name.length > 6 ? `${name.slice(0, 6)}…` : name;
}

/**
 * spec: identity by kind — 0 nickname, 1 name, 2 company name, 3 HR badge and name. Company and agency
 * names come with the certification issue; until then the nickname or account stands in.
 */
function Identity({ user }: { user: UserSelf }) {
  const display = user.nickName || user.name;
  const auth = user.auth as UserAuth;
  switch (auth) {
    case USER_AUTH.company:
      return (
        <>
          <span className={`${styles.badge} ${styles.companyBadge}`}>{L.header.companyTag}</span>
          <span className={styles.identityName}>{display}</span>
        </>
      );
    case USER_AUTH.hrAgency:
      return (
        <>
          <span className={`${styles.badge} ${styles.hrBadge}`}>{L.header.hrBadge}</span>
          <span className={styles.identityName}>{display}</span>
        </>
      );
    case USER_AUTH.unfilled:
    case USER_AUTH.individual:
      return <span className={styles.identityName}>{display}</span>;
    default:
      auth satisfies never;
      return <span className={styles.identityName}>{display}</span>;
  }
}

function leaveZone() {
  clearZone();
  // spec: leaving the zone reloads home in the public domain
  window.location.assign(paths.home());
}

/** spec: the identity leads to the personal centre of the current section, where that page exists. */
function centreFor(pathname: string): string {
  const section = SECTION_CENTRES.find((s) => pathname === s.prefix || pathname.startsWith(`${s.prefix}/`));
  return section && routeExists(section.path) ? section.path : DEFAULT_CENTRE;
}

export function Header() {
  const { user, logout } = useAuth();
  const location = useLocation();
  const zone = getZone();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [authTab, setAuthTab] = useState<AuthTab | null>(null);
  const [authModalLoaded, setAuthModalLoaded] = useState(false);

  const openAuth = (tab: AuthTab) => {
    setAuthModalLoaded(true);
    setAuthTab(tab);
    setMenuOpen(false);
  };

  const navLinks = (onNavigate?: () => void) =>
    NAV.map((item) => (
      <NavLink
        key={item.to}
        to={item.to}
        end={item.end}
        onClick={onNavigate}
        className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
      >
        {item.label}
      </NavLink>
    ));

  const zoneArea = zone ? (
    <span className={styles.zone} title={zone.name}>
      <span className={styles.zoneName}>{shortZoneName(zone.name)}</span>
      <button type="button" className={styles.linkButton} onClick={leaveZone}>
        {L.header.backToPublic}
      </button>
    </span>
  ) : (
    <ZonePicker />
  );

  // The identity and the logout; the phone menu shows them too (a phone's header has no room for the logout).
  const me = user && (
    <>
      <Link to={centreFor(location.pathname)} className={styles.identity} title={L.header.personalCentre}>
        <UserIcon className={styles.identityIcon} />
        <Identity user={user} />
      </Link>
      <Button
        className={styles.logout}
        type="text"
        size="small"
        icon={<LogoutIcon />}
        aria-label={L.header.logout}
        onClick={() => void logout()}
      >
        <span className={styles.hideXs}>{L.header.logout}</span>
      </Button>
    </>
  );

  return (
    <header className={styles.header}>
      <div className={`xcb-container ${styles.bar}`}>
        <Button
          className={styles.menuButton}
          type="text"
          icon={<MenuIcon />}
          aria-label={L.nav.menu}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
        />
        <Link to={paths.home()} className={styles.logo} aria-label={L.brand}>
          <img src="/logo.svg" alt={L.brand} height={36} />
        </Link>

        <nav className={styles.nav} aria-label={L.nav.menu}>
          {navLinks()}
        </nav>

        <div className={styles.right}>
          <div className={styles.zoneArea}>{zoneArea}</div>
          {user ? (
            <div className={styles.account}>
              {user.isStaff && (
                <Link to={paths.admin()} className={styles.adminLink} aria-label={L.header.admin}>
                  <SettingIcon /> <span className={styles.hideXs}>{L.header.admin}</span>
                </Link>
              )}
              <Suspense fallback={null}>
                <NoticeBell />
                <CartEntry userId={user.id} className={styles.cartLink} />
              </Suspense>
              {me}
            </div>
          ) : (
            <div className={styles.account}>
              <Button type="link" size="small" onClick={() => openAuth('login')}>
                {L.header.login}
              </Button>
              <span className={styles.divider} aria-hidden="true" />
              <Link to={paths.register()} className={styles.registerLink}>
                {L.header.register}
              </Link>
            </div>
          )}
        </div>
      </div>

      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileNav
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            nav={navLinks(() => setMenuOpen(false))}
            zone={zoneArea}
            account={me}
          />
        </Suspense>
      )}

      {authModalLoaded && (
        <Suspense fallback={null}>
          <AuthModal open={authTab !== null} tab={authTab ?? 'login'} onTabChange={setAuthTab} onClose={() => setAuthTab(null)} />
        </Suspense>
      )}
    </header>
  );
}
