import { Card } from 'antd';
import { LegalDocumentView } from '../../../components/legal/LegalDocumentView.tsx';
import { PRIVACY_POLICY, USER_AGREEMENT, type LegalDocument } from '../../../locale/legal.ts';

function LegalPage({ doc }: { doc: LegalDocument }) {
  return (
    <div className="xcb-container" style={{ paddingTop: 32 }}>
      <Card style={{ maxWidth: 900, margin: '0 auto' }} styles={{ body: { padding: 'clamp(20px, 4vw, 48px)' } }}>
        <LegalDocumentView doc={doc} />
      </Card>
    </div>
  );
}

/** /xy_text */
export function AgreementPage() {
  return <LegalPage doc={USER_AGREEMENT} />;
}

/** /ys_text */
export function PrivacyPage() {
  return <LegalPage doc={PRIVACY_POLICY} />;
}
