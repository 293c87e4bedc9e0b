import type { NeedKind } from '@xcb/shared/actions/personnel';
import { DEMO_PAY_PASSWORD, asset, type DemoClient, type DemoSeed } from './context.ts';
import { DEMANDERS, FIRMS, NEEDS, type NeedSpec } from './data/personnel.ts';

// Personnel agency (issue 22): eight member HR firms (certified by staff, a year's membership bought with
// coins), companies with demands of the four kinds in every state, applications, and contracts through
// escrow in each of their states (signed, paid, reported with files, rejected, confirmed and commented,
// cancelled, disputed). Everything goes through the product's actions; rows are created one after the
// other (stable ids), payments run side by side (each checks the payment password with scrypt).

/** The file a firm attaches when it reports a contract's service done, by demand kind. */
const REPORT_FILE: Record<NeedKind, { file: string; name: string }> = {
  sb: { file: 'personnel-sb-detail.png', name: '社保缴费明细.png' },
  gjj: { file: 'personnel-gjj-detail.png', name: '公积金缴存明细.png' },
  gz: { file: 'personnel-payroll.png', name: '工资发放回单.png' },
  zp: { file: 'personnel-candidates.png', name: '候选人推荐报告.png' },
};
const REPORT_NOTE: Record<NeedKind, string> = {
  sb: '本期参保人员已全部完成申报，缴费明细与社保回执见附件，增减员记录已同步。',
  gjj: '住房公积金已按约定比例完成汇缴，单位缴存汇总与个人明细见附件。',
  gz: '本期工资已全部代发到账，个税已完成代扣申报，发放回单与工资条汇总见附件。',
  zp: '已完成候选人推荐与面试安排，到岗人员名单及推荐报告见附件。',
};
const REJECT_REASON: Record<NeedKind, string> = {
  sb: '明细中缺少本月新入职的 3 名员工，请补充后重新提交。',
  gjj: '缴存明细与我方工资表的基数不一致，请核对后重新提交。',
  gz: '回单缺少两名员工的到账记录，请补充。',
  zp: '推荐的 4 名候选人中仅 1 人通过技术面试，请继续推荐符合要求的候选人。',
};

/** The payment password, once per account; the base demo accounts may have one from an earlier area. */
async function payPassword(c: DemoClient): Promise<void> {
  try {
    await c.payPassword();
  } catch (e) {
    if (!String(e).includes('已设置')) throw e;
  }
}

async function deliveryFile(c: DemoClient, kind: NeedKind): Promise<string> {
  const f = REPORT_FILE[kind];
  const body = await c.upload<{ data: string }>('upload_uploadDelivery', { name: f.name, data: asset(f.file), type: 'image/png' });
  return body.data;
}

export async function seedPersonnel(s: DemoSeed): Promise<void> {
  const staff = await s.staff();
  const users = new Map<string, DemoClient>();
  for (const a of [...FIRMS.map((f) => f.account), ...DEMANDERS.map((d) => d.account)]) if (a) users.set(a.name, await s.account(a));
  for (const name of ['hragency01', 'company01', 'zoneuser01']) users.set(name, await s.as(name));
  const as = (name: string) => {
    const c = users.get(name);
    if (!c) throw new Error(`personnel demo: no user ${name}`);
    return c;
  };

  // account pictures: the firm's or the company's logo (uploads one at a time: the server limits parallel uploads)
  for (const x of [...FIRMS, ...DEMANDERS.filter((d) => d.logo)]) {
    const c = as(x.user);
    const icon = await c.picture(x.logo as string, 'avatar');
    const nickName = x.user === 'hragency01' ? '众才人力' : (x.account?.nickName ?? c.name);
    await c.call('user_update', { nickName, icon });
  }

  // HR firms: certification (licence and permit images of their own), approved by staff, a year's membership
  const firmIds: number[] = [];
  for (const f of FIRMS) {
    const c = as(f.user);
    const [licensePath, permitPath] = [
      await c.picture('personnel-license.png', 'general'),
      await c.picture('personnel-permit.png', 'general'),
    ];
    const { account: _a, user: _u, logo: _l, ...fields } = f;
    const res = await c.call<{ rsFrim: { id: number } }>('rsFrim_save', { ...fields, licensePath, permitPath });
    firmIds.push(res.rsFrim.id);
  }
  for (const id of firmIds) await staff.call('admin_reviewDecide', { kind: 'personnelFirm', id: String(id), decision: 'approve' });

  // demands, each reviewed by staff (recruitment demands then wait for their deposit)
  const needIds = new Map<NeedSpec, number>();
  let phone = 0;
  for (const n of NEEDS) {
    const { owner, fate: _f, applicants: _ap, contract: _c, ...fields } = n;
    const body = { ...fields, contactPhone: `1393100${String(++phone).padStart(4, '0')}` };
    const res = await as(owner).call<{ data: { id: number } }>('rsNeed_save', body);
    needIds.set(n, res.data.id);
  }
  const idOf = (n: NeedSpec) => needIds.get(n) ?? 0;
  for (const n of NEEDS) {
    if (n.fate === 'pending') continue;
    await staff.call(
      'admin_reviewDecide',
      n.fate === 'rejected'
        ? {
            kind: 'personnelNeed',
            id: String(idOf(n)),
            decision: 'reject',
            reason: '需求说明过于简单，请补充发放日期、工资构成与个税处理要求后重新提交。',
          }
        : { kind: 'personnelNeed', id: String(idOf(n)), decision: 'approve' },
    );
  }
  // one round of payments side by side: each firm's year of membership, each demander's recruitment deposits
  for (const f of FIRMS) await s.fund(as(f.user), 300);
  for (const d of DEMANDERS) if (d.fund > 0) await s.fund(as(d.user), d.fund);
  const deposits = NEEDS.filter((n) => n.kind === 'zp' && !['deposit', 'pending', 'rejected'].includes(n.fate));
  await Promise.all(
    [...FIRMS.map((f) => f.user), ...DEMANDERS.filter((d) => d.fund > 0).map((d) => d.user)].map(async (name) => {
      const c = as(name);
      await payPassword(c);
      if (FIRMS.some((f) => f.user === name)) await c.call('rsFrim_buyMember', { accountpwd: DEMO_PAY_PASSWORD });
      await Promise.all(
        deposits.filter((n) => n.owner === name).map((n) => c.call('rsNeed_payDeposit', { id: idOf(n), accountpwd: DEMO_PAY_PASSWORD })),
      );
    }),
  );

  // applications; a firm reads the demand before it applies (its browsing history)
  const deliverIds = new Map<string, number>();
  for (const n of NEEDS)
    for (const a of n.applicants ?? []) {
      const firm = as(a.firm);
      await firm.call('rsNeed_detail', { id: idOf(n) });
      const res = await firm.call<{ data: { id: number } }>('rsDeliver_add', { needId: idOf(n), quote: a.quote, message: a.message });
      deliverIds.set(`${idOf(n)}:${a.firm}`, res.data.id);
      if (a.withdraw) await firm.call('rsDeliver_withdraw', { id: res.data.id });
    }
  for (const n of NEEDS.filter((x) => x.fate === 'closed')) await as(n.owner).call('rsNeed_close', { id: idOf(n) });

  // contracts: chosen, signed, paid into escrow, reported, decided
  const contracts: Array<{ n: NeedSpec; id: number }> = [];
  for (const n of NEEDS) {
    if (!n.contract) continue;
    const deliverId = deliverIds.get(`${idOf(n)}:${n.contract.firm}`);
    const res = await as(n.owner).call<{ contractId: number }>('rsDeliver_choose', {
      id: deliverId,
      terms: n.contract.terms,
      startDate: n.contract.startDate,
      endDate: n.contract.endDate,
    });
    contracts.push({ n, id: res.contractId });
  }
  const fateOf = (x: { n: NeedSpec }) => x.n.contract?.fate ?? 'awaitingSign';
  const firmOf = (x: { n: NeedSpec }) => as(x.n.contract?.firm ?? '');
  for (const x of contracts) if (fateOf(x) !== 'awaitingSign') await firmOf(x).call('rsContract_sign', { id: x.id });
  const paid = contracts.filter((x) => !['awaitingSign', 'awaitingPay', 'cancelled'].includes(fateOf(x)));
  await Promise.all(paid.map((x) => as(x.n.owner).call('rsContract_pay', { id: x.id, accountpwd: DEMO_PAY_PASSWORD })));

  let rejectedOnce = false;
  for (const x of contracts) {
    const fate = fateOf(x);
    const owner = as(x.n.owner);
    const firm = firmOf(x);
    if (fate === 'cancelled') {
      await owner.call('rsContract_cancel', { id: x.id, reason: '档期活动延后到明年春节，暂不需要代发服务。' });
      continue;
    }
    if (!['delivered', 'rejected', 'completed', 'disputed'].includes(fate)) continue;
    const report = async (note: string) => firm.call('rsContract_deliver', { id: x.id, note, files: [await deliveryFile(firm, x.n.kind)] });
    await report(REPORT_NOTE[x.n.kind]);
    if (fate === 'rejected') await owner.call('rsContract_reject', { id: x.id, reason: REJECT_REASON[x.n.kind] });
    if (fate === 'disputed')
      await owner.call('dispute_open', {
        kind: 'personnel',
        ref: x.id,
        content: '服务方提交的明细显示 11 月有 6 名员工未缴，导致员工无法正常就医报销，我方不同意确认完成，请平台核实。',
        files: [],
      });
    if (fate === 'completed') {
      // one completed contract went through a rejection first: its history shows both reports
      if (!rejectedOnce) {
        rejectedOnce = true;
        await owner.call('rsContract_reject', { id: x.id, reason: REJECT_REASON[x.n.kind] });
        await report('已按要求补充，更新后的明细见附件，请查收。');
      }
      await owner.call('rsContract_confirm', { id: x.id });
      const comment = x.n.contract?.comment;
      if (comment) await owner.call('rsComment_add', { contractId: x.id, ...comment });
    }
  }

  // follows and favourites: firms keep an eye on demands, companies on firms
  for (const [who, firm] of [
    ['company01', 'hragency01'],
    ['company01', 'hrfirm05'],
    ['hrneed01', 'hragency01'],
    ['hrneed02', 'hrfirm03'],
    ['hrneed03', 'hrfirm01'],
    ['hrneed04', 'hrfirm02'],
    ['hrneed05', 'hragency01'],
    ['hrneed06', 'hragency01'],
  ] as const)
    await as(who).call('rsFollow_toggle', { firmUserId: as(firm).id });
  const open = NEEDS.filter((n) => n.fate === 'open' && n.owner !== 'zoneuser01');
  for (const [i, n] of open.entries())
    for (const firm of ['hragency01', 'hrfirm04', 'hrfirm07'].slice(0, 1 + (i % 3)))
      if (!(n.applicants ?? []).some((a) => a.firm === firm)) await as(firm).call('rsCollection_toggle', { needId: idOf(n) });
}
