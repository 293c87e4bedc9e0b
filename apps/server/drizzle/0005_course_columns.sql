ALTER TABLE "articles" ADD COLUMN "kind" varchar(10) DEFAULT 'article' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "review_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "read_money" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "post_division" varchar(50);--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "read_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "buy_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "evaluation_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "evaluation_level_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_kind_status_idx" ON "articles" USING btree ("kind","status","created_at");