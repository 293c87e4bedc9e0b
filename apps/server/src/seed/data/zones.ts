// Seed data: exclusive (private) domains of organisations and their 6-character invitation codes.

export interface SeedZone {
  exclusiveCode: string;
  exclusiveName: string;
  invitationCodes: string[];
}

export const zones: SeedZone[] = [
  { exclusiveCode: 'HZGX01', exclusiveName: '杭州高新人才港', invitationCodes: ['HZ2026', 'HZA8K2'] },
  { exclusiveCode: 'SZQH02', exclusiveName: '深圳前海服务中心', invitationCodes: ['SZ2026', 'SZM9Q3'] },
];
