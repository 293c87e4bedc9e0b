// The first screen of `/`: the server renders it into the HTML (apps/server/src/http/home-document.ts) and
// sends the data it drew it from in a JSON script, which the client adopts (apps/web/src/api/first-screen.ts).

/** The id of that JSON script. */
export const FIRST_SCREEN_DATA_ID = 'xcb-first-screen';

/** What the JSON script holds: the home banners (banner_bannerList, type 1), as that action returns them. */
export type FirstScreenData = {
  banners: { id: number; title: string; subtitle: string; buttonText: string; bannerPath: string; bannerUrl: string; bannerType: string }[];
};
