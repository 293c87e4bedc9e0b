import type { articleTypes, banners } from '../../db/schema/index.ts';

// Presenters: public platform rows (banners, article types) to the reply shapes everyone reads.

/** The public list leaves out the back office's sort field. */
export const presentPublicBanner = (b: typeof banners.$inferSelect) => ({
  id: b.id,
  title: b.title,
  subtitle: b.subtitle,
  buttonText: b.buttonText,
  bannerPath: b.bannerPath,
  bannerUrl: b.bannerUrl,
  bannerType: b.bannerType,
});

type ArticleTypeRow = typeof articleTypes.$inferSelect;

const presentArticleType = (r: ArticleTypeRow) => ({ id: r.id, name: r.name, value: r.value, varchar1: null });

/** Article types read as a dictionary: the top-level types, each with its children, in the rows' order. */
export function presentArticleTypeGroups(rows: ArticleTypeRow[]) {
  return rows
    .filter((r) => r.parentId === null)
    .map((g) => ({ ...presentArticleType(g), dictionaryDetailList: rows.filter((r) => r.parentId === g.id).map(presentArticleType) }));
}
