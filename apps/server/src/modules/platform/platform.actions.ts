import { bannerActions as b, platformActions as p } from '@xcb/shared';
import { defineAction } from '../../http/router.ts';
import { publicBanners } from './banners.service.ts';

export const platformActionList = [
  defineAction(p.getConfig, async (_input, { deps }) => ({
    ...(await deps.platform.config()),
    ...(deps.config.demo ? { demo: true } : {}),
  })),
  defineAction(p.dictionaryDetails, async (input, { deps }) => ({ data: await deps.platform.dictionary(input.number) })),
  defineAction(p.areaList, async (input, { deps }) => ({ data: await deps.platform.areaChildren(input.id) })),
  defineAction(b.bannerList, async (input, { deps }) => ({ data: await publicBanners(deps, input.bannerType) })),
  defineAction(p.articleTypeGroups, async (_input, { deps }) => ({ data: await deps.platform.articleTypeGroups() })),
];
