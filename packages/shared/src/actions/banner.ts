import { z } from 'zod';
import { action } from '../action.ts';

/** spec business-areas §7: GET banner_bannerList.action {bannerType}; Banner = bannerPath, bannerUrl, bannerType */
export const bannerList = action({
  name: 'banner_bannerList',
  method: 'GET',
  auth: 'public',
  area: 'platform',
  summary: "首页轮播图，按 sort 排序；bannerType 缺省为 '1'（首页）",
  input: z.object({
    bannerType: z.preprocess(
      (v) => (v === '' || v === null || v === undefined ? '1' : v),
      z.string().regex(/^\d{1,8}$/, { error: '轮播图类型错误' }),
    ),
  }),
  reply: z.object({
    data: z.array(z.object({ id: z.number(), title: z.string(), bannerPath: z.string(), bannerUrl: z.string(), bannerType: z.string() })),
  }),
});
