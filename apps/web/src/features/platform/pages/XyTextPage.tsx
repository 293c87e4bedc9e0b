import { USER_AGREEMENT } from '../../../locale/legal.ts';
import { LegalPage } from '../components/LegalPage.tsx';

/** /xy_text */
export function XyTextPage() {
  return <LegalPage doc={USER_AGREEMENT} word />;
}
