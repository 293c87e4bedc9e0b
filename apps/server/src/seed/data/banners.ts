// Seed data: home page carousel banners. The pictures (apps/web/public/banners/) are backgrounds without words:
// the title, subtitle and button text are drawn over them as HTML text (they scale on a phone; staff edit them).

import type { Banner } from '@xcb/shared/first-screen';

export type SeedBanner = Omit<Banner, 'id'> & { sort: number };

export const banners: SeedBanner[] = [
  {
    title: '短期用工 · 灵活高效',
    subtitle: '按天 · 按月 · 按项目结算，快速对接靠谱人才',
    buttonText: '立即发布需求',
    bannerPath: '/banners/employment.svg',
    bannerUrl: '/employment',
    bannerType: '1',
    sort: 1,
  },
  {
    title: '求职招聘 · 好工作等你来',
    subtitle: '名企直招 · 海量岗位 · 在线沟通，让求职更简单',
    buttonText: '查看热门岗位',
    bannerPath: '/banners/recruitment.svg',
    bannerUrl: '/recruitment',
    bannerType: '1',
    sort: 2,
  },
  {
    title: '共享培训 · 技能成长',
    subtitle: '名师好课随时学，消费晶币还能赚积分',
    buttonText: '开始学习',
    bannerPath: '/banners/training.svg',
    bannerUrl: '/training',
    bannerType: '1',
    sort: 3,
  },
  {
    title: '人事外包 · 省心合规',
    subtitle: '社保代缴 · 薪酬代发 · 劳务派遣，专业机构一站服务',
    buttonText: '了解服务',
    bannerPath: '/banners/personnel.svg',
    bannerUrl: '/personnel',
    bannerType: '1',
    sort: 4,
  },
];
