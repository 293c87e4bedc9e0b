// Seed data: home page carousel banners (images live in apps/web/public/banners/).

export interface SeedBanner {
  title: string;
  bannerPath: string;
  bannerUrl: string;
  bannerType: string;
  sort: number;
}

export const banners: SeedBanner[] = [
  { title: '短期用工 · 灵活高效', bannerPath: '/banners/employment.svg', bannerUrl: '/employment', bannerType: '1', sort: 1 },
  { title: '求职招聘 · 好工作等你来', bannerPath: '/banners/recruitment.svg', bannerUrl: '/recruitment', bannerType: '1', sort: 2 },
  { title: '共享培训 · 技能成长', bannerPath: '/banners/training.svg', bannerUrl: '/training', bannerType: '1', sort: 3 },
  { title: '人事外包 · 省心合规', bannerPath: '/banners/personnel.svg', bannerUrl: '/personnel', bannerType: '1', sort: 4 },
];
