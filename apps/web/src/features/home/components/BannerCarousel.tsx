import { useBanners } from '../../../api/platform.ts';
import { BannerSlides } from './BannerSlides.tsx';

/** spec: carousel banners (banner_bannerList, type 1 home), 5 s interval, each linking to its page. Light (no antd). */
export function BannerCarousel() {
  const banners = useBanners('1');
  return <BannerSlides banners={banners.data ?? []} loading={banners.isLoading} />;
}
