import { asc, eq } from 'drizzle-orm';
import { banners } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/deps.ts';
import { presentPublicBanner } from './platform.presenter.ts';

// Staff edit the banners in the back office (admin/settings.service.ts); everyone reads them here.
/** spec: banner_bannerList {bannerType}, public, in display order. */
export async function publicBanners(deps: AppDeps, bannerType: string) {
  const rows = await deps.db.select().from(banners).where(eq(banners.bannerType, bannerType)).orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(presentPublicBanner);
}
