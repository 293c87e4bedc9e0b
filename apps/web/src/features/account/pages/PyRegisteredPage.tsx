import { RegisterPage } from './RegisterPage.tsx';

/** /pyRegistered: registration into a private zone, the invitation code always required. */
export function PyRegisteredPage() {
  return <RegisterPage zoneMode />;
}
