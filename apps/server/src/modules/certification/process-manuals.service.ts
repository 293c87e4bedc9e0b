import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PROCESS_MANUALS } from '@xcb/shared/actions/wallet';
import { AUDIT_STATE } from '@xcb/shared';
import type { Executor } from '../../db/client.ts';
import { companiesOf, personalInformationOf, rsFirmsOf } from './certification.service.ts';
import type { Actor } from '../../http/router.ts';

/**
 * spec: the process-rules entry is shown only to a user with an audited company (companyAuditState 1),
 * an approved personal certification (jpAuditState 1) or a personnel firm with memberStatus 1.
 * Each lookup reads the user's certification records (modules/certification); tests may pass others.
 */
export interface CertificationLookups {
  hasAuditedCompany(db: Executor, userId: number): Promise<boolean>;
  hasApprovedPersonalCertification(db: Executor, userId: number): Promise<boolean>;
  isActiveHrFirmMember(db: Executor, userId: number): Promise<boolean>;
}

export const certificationLookups: CertificationLookups = {
  hasAuditedCompany: async (db, userId) => (await companiesOf(db, userId)).some((c) => c.companyAuditState === AUDIT_STATE.approved),
  hasApprovedPersonalCertification: async (db, userId) => (await personalInformationOf(db, userId))?.jpAuditState === AUDIT_STATE.approved,
  isActiveHrFirmMember: async (db, userId) => (await rsFirmsOf(db, userId)).some((f) => f.memberStatus === 1),
};

export async function meetsProcessRulesCondition(
  db: Executor,
  userId: number,
  lookups: CertificationLookups = certificationLookups,
): Promise<boolean> {
  const [company, personal, firm] = await Promise.all([
    lookups.hasAuditedCompany(db, userId),
    lookups.hasApprovedPersonalCertification(db, userId),
    lookups.isActiveHrFirmMember(db, userId),
  ]);
  return company || personal || firm;
}

export const manualFileName = (name: string) => `${name}操作手册.docx`;
export const manualUrl = (name: string) => `/upload/excel/${encodeURIComponent(manualFileName(name))}`;

export async function flowpathAccess(db: Executor, actor: Actor, lookups?: CertificationLookups) {
  const allowed = await meetsProcessRulesCondition(db, actor.userId, lookups);
  return { allowed, manuals: allowed ? PROCESS_MANUALS.map((m) => ({ key: m.key, name: m.name, url: manualUrl(m.name) })) : [] };
}

const STEPS: Record<(typeof PROCESS_MANUALS)[number]['key'], { intro: string; steps: [string, string][] }> = {
  employment: {
    intro: '短期用工面向需要临时人手的企业与个人，从发布需求到结算工钱都在平台内完成。',
    steps: [
      ['完成认证', '企业用户提交企业认证，个人用户提交个人认证并上传保险凭证，审核通过后方可发布或接单。'],
      ['发布需求', '填写工作内容、人数、工期、工钱与工作地点，需求经平台审核后公开展示。'],
      ['报名与录用', '求职者报名后，发布方查看资料、发起面试邀请，确认录用人员。'],
      ['支付与托管', '发布方以晶币支付工钱，平台托管至交付完成，资金不直接转给对方。'],
      ['交付审核', '工作完成后发布方确认交付，平台审核后将工钱结算到接单方钱包。'],
      ['评价与投诉', '双方互评；有争议可在“投诉与反馈”中提交，平台客服介入处理。'],
    ],
  },
  recruitment: {
    intro: '求职招聘连接企业与求职者，覆盖职位发布、简历投递、面试与录用。',
    steps: [
      ['企业认证', '企业提交营业执照等资料完成认证，认证通过后可发布职位。'],
      ['发布职位', '填写职位名称、薪资范围、学历与经验要求、工作地点，提交平台审核。'],
      ['完善简历', '求职者填写教育与工作经历、期望职位，可设置简历公开范围。'],
      ['投递与筛选', '求职者投递简历，企业在职位管理中查看、收藏、标记候选人。'],
      ['面试邀请', '企业发送面试邀请，可使用平台视频面试，结果通过系统通知告知求职者。'],
      ['录用', '双方确认录用信息后，职位状态更新，平台记录招聘结果。'],
    ],
  },
  personnel: {
    intro: '人事代理由认证的人力资源机构为企业办理社保、薪酬、用工等人事事务。',
    steps: [
      ['机构入驻', '人力资源机构提交资质材料，审核通过后成为平台服务机构。'],
      ['服务发布', '机构发布可提供的人事代理服务项目、服务范围与收费标准。'],
      ['企业委托', '企业选择机构与服务项目，签订委托协议并确认服务人数。'],
      ['费用支付', '企业以晶币支付服务费，平台托管，按服务进度结算给机构。'],
      ['办理与反馈', '机构办理社保、公积金、薪酬发放等事务，并在平台上传办理结果。'],
      ['验收与评价', '企业确认服务完成并评价，平台结算款项。'],
    ],
  },
};

/** A real .docx manual, generated from the steps above (the spec's files lived under /upload/excel/). */
export async function manualDocument(key: (typeof PROCESS_MANUALS)[number]['key']): Promise<Buffer> {
  const manual = PROCESS_MANUALS.find((m) => m.key === key);
  const content = STEPS[key];
  if (!manual) throw new Error('unknown manual');
  const doc = new Document({
    creator: '贤才宝',
    title: `${manual.name}操作手册`,
    styles: { default: { document: { run: { font: 'Microsoft YaHei', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(`贤才宝 · ${manual.name}操作手册`)] }),
          new Paragraph({ children: [new TextRun(content.intro)] }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('操作流程')] }),
          ...content.steps.flatMap(([title, text], i) => [
            new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(`第${i + 1}步 ${title}`)] }),
            new Paragraph({ children: [new TextRun(text)] }),
          ]),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('资金与安全')] }),
          new Paragraph({
            children: [new TextRun('平台内的款项以晶币结算（1元=10晶币），支付需输入6位支付密码；连续输错5次，钱包支付锁定15分钟。')],
          }),
          new Paragraph({ children: [new TextRun('客服电话：400-820-2026（工作日 9:00-18:00）')] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
