import { ArrowRightOutlined, CheckOutlined } from '@ant-design/icons';
import { BUSINESS_LINES } from '../../../locale/business-lines.ts';
import { L } from '../../../locale/labels.ts';
import { paths } from '../../../app/paths.ts';
import { LineIcon } from '../../../components/LineIcon.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import styles from './LineCards.module.css';

/** The four business lines as large cards: title, one line, three points, a way in. */
export function LineCards() {
  return (
    <div className={styles.grid}>
      {BUSINESS_LINES.map((line) => (
        <article key={line.key} className={styles.card} style={{ ['--line-color' as string]: line.color }}>
          <div className={styles.icon} aria-hidden="true">
            <LineIcon line={line.key} />
          </div>
          <h3 className={styles.title}>{line.name}</h3>
          <p className={styles.tagline}>{line.tagline}</p>
          <ul className={styles.bullets}>
            {line.bullets.map((b) => (
              <li key={b}>
                <CheckOutlined className={styles.check} />
                {b}
              </li>
            ))}
          </ul>
          <LinkButton to={paths.line(line.key)} block className={styles.button} icon={<ArrowRightOutlined />} iconPlacement="end">
            {L.home.enterLine(line.name)}
          </LinkButton>
        </article>
      ))}
    </div>
  );
}
