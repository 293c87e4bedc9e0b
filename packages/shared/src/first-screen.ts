// The first screen of `/` and of the list pages: the server renders it into the HTML (apps/server/src/modules/platform/home.document.ts) and
// sends the data it drew it from in a JSON script, which the client adopts (apps/web/src/api/first-screen.ts).

/** The id of that JSON script. */
export const FIRST_SCREEN_DATA_ID = 'xcb-first-screen';

/** What the JSON script holds: the home banners (banner_bannerList, type 1), as that action returns them. */
/** A home banner as banner_bannerList returns it (the seed and the back office's form use its fields too). */
export type Banner = {
  id: number;
  title: string;
  subtitle: string;
  buttonText: string;
  bannerPath: string;
  bannerUrl: string;
  bannerType: string;
};

export type FirstScreenData = {
  banners?: Banner[];
  /** a list page's (apps/server/src/http/pages/documents.ts): the queries its components asked for, as the server answered a visitor */
  queries?: FirstScreenQuery[];
  /** the markup is the whole app's render of the address for a visitor (the shell and the page): the browser hydrates it */
  app?: true;
};

/** One query of a page drawn with its data: its key in the page's query cache and its data. */
export type FirstScreenQuery = { key: unknown[]; data: unknown };
