import { formatCoins } from '@xcb/shared';
import type { ShareItem, ShareOrder } from '@xcb/shared/actions/sharing';
import { users, type shareItems, type shareOrders } from '../../db/schema/index.ts';
import type { Actor } from '../../http/router.ts';
import type { EscrowState } from '../ledger/escrow.ts';

// The reply shapes of the sharing section: its items, orders and their parties, and an order's escrow.

type ItemRow = typeof shareItems.$inferSelect;
type OrderRow = typeof shareOrders.$inferSelect;

/** The columns a party is shown by, from the users table or one of its aliases (an order's buyer and seller). */
type PartyCol = 'id' | 'name' | 'nickName' | 'icon' | 'auth';
export const userCols = <U extends Record<PartyCol, unknown>>(u: U): Pick<U, PartyCol> => ({
  id: u.id,
  name: u.name,
  nickName: u.nickName,
  icon: u.icon,
  auth: u.auth,
});
export const providerCols = userCols(users);
export type ProviderRow = { id: number; name: string; nickName: string | null; icon: string | null; auth: number };
export const presentUser = (u: ProviderRow) => ({ id: u.id, nickName: u.nickName ?? u.name, icon: u.icon, auth: u.auth });

export function presentItem(r: ItemRow, u: ProviderRow): ShareItem {
  return {
    id: r.id,
    kind: r.kind,
    title: r.title,
    category: r.category,
    price: formatCoins(r.price),
    unit: r.unit,
    period: r.period,
    cityName: r.cityName,
    summary: r.summary,
    images: r.images,
    status: r.status,
    reviewReason: r.reviewReason,
    readCount: r.readCount,
    orderCount: r.orderCount,
    rating: r.ratingCount > 0 ? Math.round((r.ratingSum / r.ratingCount) * 10) / 10 : 0,
    ratingCount: r.ratingCount,
    createTime: r.createdAt.toISOString(),
    updateTime: r.updatedAt.toISOString(),
    user: presentUser(u),
  };
}

export function presentOrder(o: OrderRow, b: ProviderRow, s: ProviderRow, actor: Actor): ShareOrder {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: o.id,
    orderCode: o.orderCode,
    itemId: o.itemId,
    kind: o.kind,
    title: o.title,
    unitPrice: formatCoins(o.unitPrice),
    unit: o.unit,
    quantity: o.quantity,
    amount: formatCoins(o.amount),
    remark: o.remark,
    contactName: o.contactName,
    contactPhone: o.contactPhone,
    state: o.state,
    deliveryNote: o.deliveryNote,
    deliveryFiles: o.deliveryFiles,
    cancelReason: o.cancelReason,
    createTime: o.createdAt.toISOString(),
    paidTime: iso(o.paidAt),
    deliveredTime: iso(o.deliveredAt),
    completedTime: iso(o.completedAt),
    cancelledTime: iso(o.cancelledAt),
    rating: o.rating,
    buyer: presentUser(b),
    seller: presentUser(s),
    side: o.buyerId === actor.userId ? 'buy' : o.sellerId === actor.userId ? 'sell' : 'staff',
  };
}

/** What an order's escrow holds and has paid out, in coins. */
export const presentEscrow = (e: EscrowState) => ({
  deposited: formatCoins(e.deposited),
  released: formatCoins(e.released),
  returned: formatCoins(e.returned),
  held: formatCoins(e.balance),
  status: e.status,
});
