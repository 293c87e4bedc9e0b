import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { CloseIcon } from '../../../components/light/icons/Close.ts';
import { FileTextIcon } from '../../../components/light/icons/FileText.ts';
import { SearchIcon } from '../../../components/light/icons/Search.ts';
import { TeamIcon } from '../../../components/light/icons/Team.ts';
import { VideoCameraIcon } from '../../../components/light/icons/VideoCamera.ts';
import { R } from '../../../locale/recruitment.ts';
import { navLinks } from '../paths.ts';
import { CompassIcon } from './icons.ts';
import styles from './RecruitmentLayout.module.css';

// Light (no antd): the layout of /recruitment (a light page) and of the area's antd pages, which bring
// antd themselves. antd's FloatButton group in plain markup.

const ICONS = [<SearchIcon key="s" />, <FileTextIcon key="f" />, <VideoCameraIcon key="v" />, <TeamIcon key="t" />];

const NAV_LABEL = R.nav.label;

const RIGHT_NAV = navLinks(R.nav.right);

/** On a phone: one small button that opens the four, closed again by a tap elsewhere or a navigation. */
function PhoneNav({ links }: { links: ReactNode }) {
  const { pathname } = useLocation();
  // open on the page it was opened on: a navigation closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (o: boolean) => setOpenOn(o ? pathname : null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);
  return (
    <div ref={box} className={styles.phone}>
      {open && (
        <nav id="recruit-quick-nav" aria-label={NAV_LABEL} className={styles.phoneLinks}>
          {links}
        </nav>
      )}
      <button
        type="button"
        className={`${styles.button} ${styles.round}`}
        aria-label={NAV_LABEL}
        aria-expanded={open}
        aria-controls={open ? 'recruit-quick-nav' : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <CompassIcon />}
      </button>
    </div>
  );
}

/** spec: the recruitment group's layout (inside the site header and footer) with its fixed right nav. */
export function RecruitmentLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const links = (phone: boolean) =>
    RIGHT_NAV.map((n, i) => (
      <Link
        key={n.path}
        to={n.path}
        aria-label={n.label}
        aria-current={pathname === n.path ? 'page' : undefined}
        className={[styles.button, phone ? styles.round : styles.square, pathname === n.path && styles.primary].filter(Boolean).join(' ')}
      >
        {ICONS[i]}
        {!phone && (
          <span className={styles.tip} aria-hidden="true">
            {n.label}
          </span>
        )}
      </Link>
    ));
  // Both are drawn and the stylesheet shows the one for the screen: chosen in script, the server's render
  // (a desk) differed from a phone's, and React drew the layout again synchronously after the hydration.
  return (
    <div className={styles.layout}>
      {children}
      {/* On a phone the four buttons covered 查看更多职位 and the resume's inputs: one small button in the
          bottom row (left of the site's toolbar, in the room the shell leaves under the page) opens them. */}
      <PhoneNav links={links(true)} />
      <nav aria-label={NAV_LABEL} className={styles.desk}>
        {links(false)}
      </nav>
    </div>
  );
}

export function RecruitmentOutlet() {
  return (
    <RecruitmentLayout>
      <Outlet />
    </RecruitmentLayout>
  );
}
