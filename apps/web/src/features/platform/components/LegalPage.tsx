import { Link } from 'react-router';
import { Card } from 'antd';
import { paths } from '../../../lib/paths.ts';
import { L } from '../../../locale/labels.ts';
import { LegalDocumentView } from '../../../components/legal/LegalDocumentView.tsx';
import { type LegalDocument } from '../../../locale/legal.ts';

export function LegalPage({ doc, word = false }: { doc: LegalDocument; word?: boolean }) {
  return (
    <div className="xcb-container" style={{ paddingTop: 32 }}>
      <Card
        style={{ maxWidth: 900, margin: '0 auto' }}
        styles={{ body: { padding: 'clamp(20px, 4vw, 48px)' } }}
        extra={word ? <Link to={paths.agreementWord()}>{L.word.viewWord}</Link> : undefined}
      >
        <LegalDocumentView doc={doc} />
      </Card>
    </div>
  );
}
