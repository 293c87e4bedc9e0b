import { bannerActions as b, platformActions as p } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import { publicBanners } from './banners.service.ts';
import { areaChildren, articleTypeGroups, dictionary, publicConfig } from './platform.service.ts';

export const platformActionList = [
  defineAction(p.getConfig, async (_input, { deps }) => ({
    ...(await publicConfig(deps.platform, deps.config.SM4_KEY)),
    ...(deps.config.demo ? { demo: true } : {}),
  })),
  defineAction(p.dictionaryDetails, async (input, { deps }) => ({ data: await dictionary(deps.db, input.number) })),
  defineAction(p.areaList, async (input, { deps }) => ({ data: await areaChildren(deps.db, input.id) })),
  defineAction(b.bannerList, async (input, { deps }) => ({ data: await publicBanners(deps, input.bannerType) })),
  defineAction(p.articleTypeGroups, async (_input, { deps }) => ({ data: await articleTypeGroups(deps.db) })),
];
