import type { companies, personalInformation, rsFirms, users, zpGrzl } from '../../db/schema/index.ts';

// Presenters: the user's own certification rows to reply shapes. An id number is masked even to its owner.

const iso = (d: Date) => d.toISOString();

export function presentCompany(r: typeof companies.$inferSelect) {
  return {
    id: r.id,
    companyName: r.companyName,
    companyAuditState: r.companyAuditState,
    licensePath: r.licensePath,
    companyMainIndustry: r.companyMainIndustry,
    companySize: r.companySize,
    companyTx: r.companyTx,
    companyAddress: r.companyAddress,
    companyIntro: r.companyIntro,
    auditReason: r.auditReason,
    createDate: iso(r.createdAt),
  };
}

export function presentPersonalInformation(
  p: typeof personalInformation.$inferSelect,
  u: Pick<typeof users.$inferSelect, 'insurancePath' | 'insuranceStatus'>,
) {
  return {
    id: p.id,
    name: p.name,
    jpAuditState: p.jpAuditState,
    idNumber: p.idNumber ? `${p.idNumber.slice(0, 4)}**********${p.idNumber.slice(-4)}` : null,
    idFrontPath: p.idFrontPath,
    idBackPath: p.idBackPath,
    auditReason: p.auditReason,
    insurancePath: u.insurancePath,
    insuranceStatus: u.insuranceStatus,
    createDate: iso(p.createdAt),
  };
}

export function presentRsFirm(r: typeof rsFirms.$inferSelect) {
  return { id: r.id, firmname: r.firmname, memberStatus: r.memberStatus, auditState: r.auditState, createDate: iso(r.createdAt) };
}

export function presentZpGrzl(r: typeof zpGrzl.$inferSelect) {
  return { id: r.id, name: r.name, auditState: r.auditState, createDate: iso(r.createdAt) };
}
