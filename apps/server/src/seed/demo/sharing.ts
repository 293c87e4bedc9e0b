import { DEMO_PAY_PASSWORD, asset, type DemoClient, type DemoSeed } from './context.ts';
import { BUYERS, DELIVERY, ITEMS, ORDERS, PROVIDERS, type ItemSpec } from './data/sharing.ts';

// Sharing (issue 22): freelancers, studios and HR firms publish projects and services with covers, staff
// approve them, and buyers order them through escrow: orders end unpaid, paid, delivered, rejected and
// waiting for a new delivery, completed, cancelled, refunded and disputed. Rows are created one after
// the other (stable ids); payments run side by side (each checks the payment password with scrypt).
// Completed orders are rated by their buyers (stars and a comment).

const REJECT_REASON: Record<string, string> = {
  photo: '场景图的光线偏暗，和我们发的参考图风格差别较大，麻烦调整后重新交付。',
};

/** The payment password, once per account; the base demo accounts may have one from an earlier area. */
async function payPassword(c: DemoClient): Promise<void> {
  try {
    await c.payPassword();
  } catch (e) {
    if (!String(e).includes('已设置')) throw e;
  }
}

const paragraphs = (lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');

export async function seedSharing(s: DemoSeed): Promise<void> {
  const staff = await s.staff();
  const users = new Map<string, DemoClient>();
  for (const x of [...PROVIDERS, ...BUYERS]) users.set(x.user, x.account ? await s.account(x.account) : await s.as(x.user));
  const as = (name: string) => {
    const c = users.get(name);
    if (!c) throw new Error(`sharing demo: no user ${name}`);
    return c;
  };

  // the new accounts' pictures, and each provider's profile shown beside its items
  // (uploads one at a time: the server limits parallel uploads)
  for (const x of [...PROVIDERS, ...BUYERS]) {
    const c = as(x.user);
    if (x.account && x.picture) await c.call('user_update', { nickName: x.account.nickName, icon: await c.picture(x.picture, 'avatar') });
    if ('intro' in x) await c.call('shareCert_save', { intro: x.intro, skills: x.skills });
  }

  // items with their covers, reviewed by staff (one left waiting, one taken off the shelf later)
  const itemIds = new Map<string, number>();
  for (const it of ITEMS) {
    const c = as(it.owner);
    const cover = await c.picture(it.cover, 'cover');
    const res = await c.call<{ id: number }>(it.kind === 'project' ? 'shareProject_add' : 'shareServer_add', {
      title: it.title,
      category: it.category,
      price: it.price,
      unit: it.unit,
      period: it.period,
      cityName: it.cityName,
      summary: it.summary,
      content: paragraphs(it.content),
      images: [cover],
    });
    itemIds.set(it.key, res.id);
  }
  const item = (key: string): ItemSpec & { id: number } => {
    const it = ITEMS.find((i) => i.key === key);
    if (!it) throw new Error(`sharing demo: no item ${key}`);
    return { ...it, id: itemIds.get(key) ?? 0 };
  };
  for (const it of ITEMS)
    if (it.fate !== 'pending')
      await staff.call('admin_reviewDecide', { kind: 'sharing', id: String(item(it.key).id), decision: 'approve' });
  for (const it of ITEMS.filter((i) => i.fate === 'offline'))
    await as(it.owner).call('shareItem_offline', { id: item(it.key).id, offline: 1 });

  // buyers browse (their history), keep a few favourites, and order
  for (const b of BUYERS) if (b.fund > 0) await s.fund(as(b.user), b.fund);
  const orders: Array<{ o: (typeof ORDERS)[number]; id: number; seller: DemoClient; buyer: DemoClient }> = [];
  let phone = 0;
  for (const o of ORDERS) {
    const buyer = as(o.buyer);
    const it = item(o.item);
    await buyer.call('shareItem_detail', { id: it.id });
    const res = await buyer.call<{ order: { id: number } }>('shareOrder_add', {
      itemId: it.id,
      quantity: o.quantity,
      remark: o.remark,
      contactName: o.contactName,
      contactPhone: `1394100${String(++phone).padStart(4, '0')}`,
    });
    orders.push({ o, id: res.order.id, seller: as(it.owner), buyer });
  }
  for (const [who, keys] of [
    ['company01', ['cloud', 'consult', 'payroll']],
    ['sbuyer01', ['media', 'photo']],
    ['sbuyer02', ['website', 'train']],
    ['sbuyer03', ['shop', 'video', 'booking']],
    ['hrneed02', ['dispatch', 'test']],
  ] as const)
    for (const key of keys) {
      const c = as(who);
      await c.call('shareItem_detail', { id: item(key).id });
      await c.call('shareItem_collect', { id: item(key).id, collect: 1 });
    }

  // the payments side by side (each checks the payment password with scrypt)
  const toPay = orders.filter((x) => x.o.fate !== 'unpaid' && x.o.fate !== 'cancelled');
  await Promise.all(
    [...new Set(toPay.map((x) => x.buyer))].map(async (buyer) => {
      await payPassword(buyer);
      await Promise.all(
        toPay.filter((x) => x.buyer === buyer).map((x) => buyer.call('shareOrder_pay', { id: x.id, accountpwd: DEMO_PAY_PASSWORD })),
      );
    }),
  );
  for (const x of orders) {
    const { fate, item: key } = x.o;
    if (fate === 'cancelled') await x.buyer.call('shareOrder_cancel', { id: x.id, reason: '预算调整，下个季度再考虑。' });
    if (fate === 'refunded') await x.buyer.call('shareOrder_cancel', { id: x.id, reason: '小程序项目延期，界面设计先暂停，款项请退回。' });
    if (!['delivered', 'completed', 'rejected', 'disputed'].includes(fate)) continue;
    const d = DELIVERY[key];
    if (!d) throw new Error(`sharing demo: no delivery for ${key}`);
    const file = await x.seller.upload<{ data: string }>('upload_uploadDelivery', { name: d.name, data: asset(d.file), type: 'image/png' });
    await x.seller.call('shareOrder_deliver', { id: x.id, deliveryNote: d.note, deliveryFiles: [file.data] });
    if (fate === 'rejected')
      await x.buyer.call('shareOrder_reject', { id: x.id, reason: REJECT_REASON[key] ?? '交付内容与需求不符，请调整。' });
    if (fate === 'completed') await x.buyer.call('shareOrder_confirm', { id: x.id });
    // the buyer rates the completed order: the item's stars and its ratings list
    if (fate === 'completed' && x.o.rating) await x.buyer.call('shareOrder_rate', { id: x.id, ...x.o.rating });
    if (fate === 'disputed')
      await x.buyer.call('dispute_open', {
        kind: 'sharing',
        ref: x.id,
        content: '交付的小程序没有对接聚水潭库存，会员也无法与天猫打通，和下单时约定的需求不一致，申请平台介入。',
        files: [],
      });
  }
}
