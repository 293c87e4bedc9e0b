import { z } from 'zod';
import { action } from '../action.ts';

/**
 * spec business-areas §7: GET banner_bannerList.action {bannerType}; Banner = bannerPath, bannerUrl, bannerType. The title,
 * subtitle and button words are text drawn over the picture (a background), so they stay readable on a phone.
 */
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
    data: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        /** drawn as text over the picture under the title; '' for none */
        subtitle: z.string(),
        /** the call-to-action's words on the picture; '' for none */
        buttonText: z.string(),
        bannerPath: z.string(),
        bannerUrl: z.string(),
        bannerType: z.string(),
      }),
    ),
  }),
});
