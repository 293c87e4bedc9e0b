import { BUSINESS_LINES } from '../../locale/business-lines.ts';
import { L } from '../../locale/labels.ts';
import { paths } from '../../lib/paths.ts';

/**
 * The header tabs. Their own module, because the static shell (ShellFallback) and the server-rendered first
 * screen (entry-server.tsx) draw them too and must not pull in the header's hooks and dialogs.
 */
export const NAV = [
  { to: paths.home(), label: L.nav.home, end: true },
  ...BUSINESS_LINES.map((line) => ({ to: paths.line(line.key), label: line.name, end: false })),
];
