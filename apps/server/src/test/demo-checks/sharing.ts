import { expect } from 'vitest';
import { SHARE_ORDER_STATE, SHARE_STATUS } from '@xcb/shared/actions/sharing';
import type { TestApp } from '../helper.ts';
import { checkClient } from './client.ts';
import { BUYERS, ITEMS, ORDERS } from '../../seed/demo/data/sharing.ts';

// What a fresh start must show in sharing (issue 22: at least 20 projects and services with pictures,
// orders in each state), read through the actions the pages call: the two lists and the home's sections,
// an item page with its provider's profile, both sides' order lists, a delivery with its file, a
// dispute, the buyers' ratings of completed orders, the publisher's own list with an item under review and one off the shelf, the zone apart.

type Item = {
  id: number;
  kind: string;
  title: string;
  images: string[];
  status: number;
  cityName: string | null;
  rating: number;
  ratingCount: number;
  user: { icon: string | null };
};
type Order = { id: number; state: number; title: string; deliveryFiles: string[]; rating: number | null };
type List<T> = { recordList: T[]; recordCount: number };

export async function checkSharing(t: TestApp): Promise<void> {
  const { post, login } = checkClient(t);

  // the lists a visitor sees: at least 20 listed items, every one with its cover; the home sections' 8
  const listed: Item[] = [];
  for (const kind of ['project', 'server'] as const) {
    const list = await post<List<Item>>('shareItem_list', { kind, pageNum: 0, pageSize: 50, px: 0 });
    expect(list.recordCount, kind).toBeGreaterThanOrEqual(10);
    expect((await post<List<Item>>('shareItem_list', { kind, pageNum: 0, pageSize: 8, px: 0 })).recordList).toHaveLength(8);
    listed.push(...list.recordList);
  }
  expect(listed.length).toBeGreaterThanOrEqual(20);
  expect(listed.every((i) => i.images.length > 0 && i.status === SHARE_STATUS.listed)).toBe(true);
  expect(listed.filter((i) => i.user.icon).length).toBeGreaterThanOrEqual(20);
  expect(new Set(listed.map((i) => i.cityName)).size).toBeGreaterThanOrEqual(5);
  const zoneItem = ITEMS.find((i) => i.owner === 'zoneuser01');
  expect(listed.map((i) => i.title)).not.toContain(zoneItem?.title);
  const zoneList = await post<List<Item>>('shareItem_list', { kind: 'server', pageNum: 0, pageSize: 50 }, await login('zoneuser01'));
  expect(zoneList.recordList.map((i) => i.title)).toEqual([zoneItem?.title]);

  // an item page shows its provider's profile and its picture
  const website = listed.find((i) => i.title === ITEMS[0]?.title);
  const page = await post<{ item: Item & { content: string }; profile: { intro: string } | null }>(
    'shareItem_detail',
    { id: website?.id },
    await login('person01'),
  );
  expect(page.item.content).toContain('<p>');
  expect(page.profile?.intro).toBeTruthy();
  // sorted by sales, what was bought comes first
  const bySales = await post<List<Item & { orderCount: number }>>('shareItem_list', { kind: 'project', pageNum: 0, pageSize: 3, px: 3 });
  expect(bySales.recordList[0]?.orderCount).toBeGreaterThan(0);

  // orders in each state on the buyers' side, and the same orders on the sellers' side
  const bought: Order[] = [];
  for (const b of BUYERS) {
    const list = await post<List<Order>>('shareOrder_list', { side: 'buy', pageNum: 0, pageSize: 50 }, await login(b.user));
    bought.push(...list.recordList);
  }
  expect(bought.length).toBe(ORDERS.length);
  expect(new Set(bought.map((o) => o.state))).toEqual(new Set(Object.values(SHARE_ORDER_STATE)));
  const sold = await post<List<Order>>('shareOrder_list', { side: 'sell', pageNum: 0, pageSize: 50 }, await login('sharer06'));
  expect(sold.recordCount).toBeGreaterThanOrEqual(2);
  // a rejected delivery keeps its file and the buyer's reason; a disputed one waits for the platform
  const buyer = await login('sbuyer01');
  const rejected = (
    await post<List<Order>>('shareOrder_list', { side: 'buy', state: SHARE_ORDER_STATE.rejected, pageNum: 0, pageSize: 10 }, buyer)
  ).recordList[0];
  const detail = await post<{ deliveries: Array<{ state: number; files: unknown[]; reason: string | null }> }>(
    'shareOrder_detail',
    { id: rejected?.id },
    buyer,
  );
  expect(detail.deliveries.map((d) => [d.state, d.files.length, Boolean(d.reason)])).toEqual([[2, 1, true]]);
  const disputedSpec = ORDERS.find((o) => o.fate === 'disputed');
  const disputer = await login(disputedSpec?.buyer ?? '');
  const theirs = (await post<List<Order>>('shareOrder_list', { side: 'buy', pageNum: 0, pageSize: 50 }, disputer)).recordList;
  const disputedTitle = ITEMS.find((i) => i.key === disputedSpec?.item)?.title;
  const disputed = theirs.find((o) => o.title === disputedTitle && o.state === SHARE_ORDER_STATE.delivered);
  expect(
    (await post<{ dispute: { state: string } | null }>('dispute_state', { kind: 'sharing', ref: disputed?.id }, disputer)).dispute?.state,
  ).toBe('open');

  // completed orders carry their buyers' ratings: items show an average and a list of varied comments
  const completed = bought.filter((o) => o.state === SHARE_ORDER_STATE.completed);
  expect(completed.length).toBe(ORDERS.filter((o) => o.fate === 'completed').length);
  expect(completed.every((o) => o.rating !== null)).toBe(true);
  const rated = listed.filter((i) => i.ratingCount > 0);
  expect(rated.length).toBeGreaterThanOrEqual(4);
  expect(new Set(completed.map((o) => o.rating)).size).toBeGreaterThanOrEqual(3);
  const tax = rated.find((i) => i.title === ITEMS.find((x) => x.key === 'tax')?.title);
  expect(tax?.ratingCount).toBeGreaterThanOrEqual(3);
  const ratings = await post<List<{ stars: number; content: string }>>(
    'shareItem_ratings',
    { id: tax?.id, pageNum: 0 },
    await login('company01'),
  );
  expect(ratings.recordCount).toBe(tax?.ratingCount);
  expect(ratings.recordList.every((r) => r.content.length >= 10)).toBe(true);
  expect(tax?.rating).toBeCloseTo(ratings.recordList.reduce((n, r) => n + r.stars, 0) / ratings.recordCount, 1);

  // a publisher's own list shows an item under review and one taken off the shelf
  const own = await post<List<Item>>('shareItem_myList', { kind: 'project', pageNum: 0, pageSize: 50 }, await login('sharer01'));
  expect(own.recordList.map((i) => i.status)).toContain(SHARE_STATUS.pending);
  const offline = await post<List<Item>>('shareItem_myList', { kind: 'server', pageNum: 0, pageSize: 50 }, await login('sharer02'));
  expect(offline.recordList.map((i) => i.status)).toContain(SHARE_STATUS.offline);
  // favourites and history
  expect(
    (await post<List<Item>>('shareItem_collectList', { pageNum: 0, pageSize: 10 }, await login('company01'))).recordCount,
  ).toBeGreaterThanOrEqual(3);
  expect(
    (await post<List<Item>>('shareItem_historyList', { pageNum: 0, pageSize: 10 }, await login('company01'))).recordCount,
  ).toBeGreaterThanOrEqual(3);
}
