// Demo accounts seeded on first run: one user of each kind (spec: auth 0, 1, 2, 3), a private-zone
// user and a staff administrator. The README and the start-up banner list them.
export interface SeedUser {
  name: string;
  password: string;
  phone: string;
  nickName: string;
  auth: 0 | 1 | 2 | 3;
  exclusiveCode?: string;
  staffRole?: 'admin' | 'reviewer';
  description: string;
  /** A fixed id (spec §9: the online-consultation account is 271); others take the next identity. */
  id?: number;
}

export const demoUsers: SeedUser[] = [
  { name: 'newuser01', password: 'Demo@2026', phone: '13800000001', nickName: '新用户小林', auth: 0, description: '新注册用户（未认证）' },
  { name: 'person01', password: 'Demo@2026', phone: '13800000002', nickName: '张伟', auth: 1, description: '个人用户' },
  { name: 'company01', password: 'Demo@2026', phone: '13800000003', nickName: '星河科技', auth: 2, description: '企业用户' },
  { name: 'hragency01', password: 'Demo@2026', phone: '13800000004', nickName: '众才人力', auth: 3, description: '人力资源机构' },
  { name: 'zoneuser01', password: 'Demo@2026', phone: '13800000005', nickName: '高新园区企业', auth: 2, exclusiveCode: 'HZGX01', description: '专属域企业用户（杭州高新人才港）' },
  { name: 'admin001', password: 'Admin@2026', phone: '13800000009', nickName: '平台管理员', auth: 0, staffRole: 'admin', description: '平台工作人员（管理员）' },
  { name: 'support01', password: 'Support@2026', phone: '13800000271', nickName: '在线客服', auth: 0, id: 271, description: '在线咨询客服账号（id 271，悬浮框“在线咨询”的对象）' },
  { name: 'reviewer01', password: 'Review@2026', phone: '13800000010', nickName: '审核员小周', auth: 0, staffRole: 'reviewer', description: '平台工作人员（审核员，仅审核队列）' },
  // newuser01 certifies a company in the short-term hire journey; this one stays a newcomer throughout.
  { name: 'newuser02', password: 'Demo@2026', phone: '13800000006', nickName: '新用户小周', auth: 0, description: '新注册用户（未认证，始终未认证）' },
];
