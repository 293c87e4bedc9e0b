import { Alert, Tag } from 'antd';
import { CL } from '../../../locale/certification.ts';

// A record's review state (0 pending, 1 certified, 2 rejected), as the two certification pages show it.

const COLOR: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red' };

export const AuditTag = ({ state }: { state: number }) => <Tag color={COLOR[state]}>{CL.state[state]}</Tag>;

/** The warning while under review, the reason after a rejection, nothing once certified. */
export function AuditAlert({ state, pending, reason }: { state: number; pending: string; reason?: string | null }) {
  if (state === 0) return <Alert type="warning" showIcon title={pending} style={{ marginBottom: 16 }} />;
  if (state === 2) return <Alert type="error" showIcon title={CL.rejected(reason)} style={{ marginBottom: 16 }} />;
  return null;
}
