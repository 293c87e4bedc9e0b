-- The public lists' keyword search (db/search.ts anyContains: ILIKE '%keyword%' over a few columns) is a
-- sequential scan without these. pg_trgm's GIN indexes serve ILIKE with any infix of 3 or more characters,
-- Chinese included (PGlite loads the extension in db/client.ts; on a PostgreSQL server pg_trgm is a trusted
-- extension). Every column of each OR gets one, so the planner can combine them (BitmapOr).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_title_trgm" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_summary_trgm" ON "articles" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "demands_needtitle_trgm" ON "demands" USING gin ("needtitle" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "demands_needtype_trgm" ON "demands" USING gin ("needtype" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "demands_pay_trgm" ON "demands" USING gin ("pay" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_items_title_trgm" ON "share_items" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "share_items_summary_trgm" ON "share_items" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "personnel_needs_title_trgm" ON "personnel_needs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "personnel_needs_description_trgm" ON "personnel_needs" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "personnel_needs_position_trgm" ON "personnel_needs" USING gin ("position" gin_trgm_ops);
