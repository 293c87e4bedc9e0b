import { Link } from 'react-router';
import styles from '../pages/LinePage.module.css';

/**
 * The line's banner picture with the button it draws made a real link, over it in its place and look.
 * Loaded with the line's icons, out of /training's first
 * load (170 KB budget).
 */
export function HeroPicture({ banner, action }: { banner: string; action?: { label: string; to: string } | undefined }) {
  return (
    <div className={styles.heroPicture}>
      <img className={styles.heroImage} src={banner} alt="" aria-hidden="true" />
      {action && (
        <Link to={action.to} className={styles.heroPictureAction}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
