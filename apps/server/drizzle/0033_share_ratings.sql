CREATE TABLE "share_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"content" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_ratings_stars" CHECK ("share_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "share_items" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_items" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "share_orders" ADD COLUMN "rating" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "share_ratings_order_key" ON "share_ratings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "share_ratings_item_idx" ON "share_ratings" USING btree ("item_id","created_at");