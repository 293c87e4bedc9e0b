import { Typography } from 'antd';
import type { LegalDocument } from '../../locale/legal.ts';
import { L } from '../../locale/labels.ts';
import styles from './legal.module.css';

/** The agreement or privacy text, for its page (/xy_text, /ys_text) and for the register dialogs. */
export function LegalDocumentView({ doc, showTitle = true }: { doc: LegalDocument; showTitle?: boolean }) {
  return (
    <article className={styles.doc}>
      {showTitle && (
        <Typography.Title level={2} className={styles.title}>
          {doc.title}
        </Typography.Title>
      )}
      <p className={styles.updated}>{L.legal.updated(doc.updated)}</p>
      {doc.intro.map((p) => (
        <p key={p} className={styles.paragraph}>
          {p}
        </p>
      ))}
      {doc.sections.map((section) => (
        <section key={section.heading}>
          <h3 className={styles.heading}>{section.heading}</h3>
          {section.paragraphs.map((p) => (
            <p key={p} className={styles.paragraph}>
              {p}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
