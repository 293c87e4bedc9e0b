import { formatCoins } from '@xcb/shared';
import type { Trade, TradeKind } from '@xcb/shared/actions/wallet';
import type { TradeRow } from '../ledger/trades.ts';

export function presentTrade(r: TradeRow, payeeAccount: string | null = null): Trade {
  return {
    id: r.id,
    tradetime: r.createdAt.toISOString(),
    remark: r.remark,
    tradecode: r.tradeCode,
    amount: formatCoins(r.amount),
    rmbAmount: formatCoins(r.rmbAmount),
    suserid: r.userId,
    fuserid: r.fuserid,
    score: r.score,
    scoreoperator: r.scoreoperator,
    paymode: r.paymode,
    ispaysuccess: r.ispaysuccess,
    payProof: r.payProof,
    kind: r.kind as TradeKind,
    payeeAccount,
    note: r.note,
  };
}
