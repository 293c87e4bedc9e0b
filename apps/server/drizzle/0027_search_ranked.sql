-- The list searches rank title matches first (db/search.ts keywordSearch) and every searched column is
-- served by an index, so a search costs what its matches cost, not what the table holds.
--
-- search_grams: every 1- and 2-character piece of a lower-cased text. A keyword of one or two characters
-- (one Chinese character is a word) has no trigram, so pg_trgm would read its whole index; such keywords
-- match titles only, as `search_grams(title) @> array[lower(keyword)]`, served by these GIN indexes.
-- IMMUTABLE as pg_trgm's own lower-casing is: it follows the database's fixed ctype.
CREATE OR REPLACE FUNCTION search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(lower(t), i, n) AS g FROM generate_series(1, char_length(t)) i, (VALUES (1), (2)) v(n) WHERE i + n - 1 <= char_length(t)
  ) s
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_title_grams" ON "articles" USING gin (search_grams("title"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "demands_needtitle_grams" ON "demands" USING gin (search_grams("needtitle"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "zp_positions_positionname_grams" ON "zp_positions" USING gin (search_grams("positionname"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "zp_resumes_expected_position_grams" ON "zp_resumes" USING gin (search_grams("expected_position"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "personnel_needs_title_grams" ON "personnel_needs" USING gin (search_grams("title"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_items_title_grams" ON "share_items" USING gin (search_grams("title"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "needs_need_name_grams" ON "needs" USING gin (search_grams("need_name"));--> statement-breakpoint
-- the searched columns 0019 left out: positions (with their company's name), resumes, questions
CREATE INDEX IF NOT EXISTS "zp_positions_positionname_trgm" ON "zp_positions" USING gin ("positionname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "zp_positions_description_trgm" ON "zp_positions" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_company_name_trgm" ON "companies" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "zp_resumes_expected_position_trgm" ON "zp_resumes" USING gin ("expected_position" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "zp_resumes_skills_trgm" ON "zp_resumes" USING gin ("skills" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "zp_resumes_summary_trgm" ON "zp_resumes" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "zp_resumes_name_trgm" ON "zp_resumes" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "needs_need_name_trgm" ON "needs" USING gin ("need_name" gin_trgm_ops);
