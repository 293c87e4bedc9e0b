import { PAY_MODE_LABEL, PAY_STATUS_LABEL, TRADE_KIND_LABEL, type Trade } from '@xcb/shared/actions/wallet';

export const modeLabel = (m: number) => PAY_MODE_LABEL[m] ?? '';
export const statusLabel = (s: number) => PAY_STATUS_LABEL[s] ?? '';
export const kindLabel = (t: Trade) => TRADE_KIND_LABEL[t.kind];
export const statusColor = (s: number) => (s === 1 ? 'green' : s === 2 ? 'red' : s === 5 ? 'orange' : 'blue');
