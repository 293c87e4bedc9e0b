ALTER TABLE "share_items" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "share_orders" ALTER COLUMN "unit_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "share_orders" ALTER COLUMN "amount" SET DATA TYPE bigint;