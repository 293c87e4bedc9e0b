import { PRIVACY_POLICY } from '../../../locale/legal.ts';
import { LegalPage } from '../components/LegalPage.tsx';

/** /ys_text */
export function YsTextPage() {
  return <LegalPage doc={PRIVACY_POLICY} />;
}
