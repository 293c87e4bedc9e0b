/**
 * The pages that carry the top search bar (spec §2): home and the business lines' lists, with the category
 * it starts on. The shell draws the bar; the server-drawn first screens keep its place (entry-server.tsx).
 */
export const SEARCH_BAR_PAGES: Record<string, 'employment' | 'training' | 'recruitment' | 'personnel'> = {
  '/': 'employment',
  '/employment': 'employment',
  '/training': 'training',
  '/list': 'training',
  '/recruitment': 'recruitment',
  '/personnel': 'personnel',
};
