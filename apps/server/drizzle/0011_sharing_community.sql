CREATE TABLE "follows" (
	"follower_id" integer NOT NULL,
	"followee_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id")
);
--> statement-breakpoint
CREATE TABLE "need_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "need_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"need_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "need_collections" (
	"user_id" integer NOT NULL,
	"need_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "need_collections_user_id_need_id_pk" PRIMARY KEY("user_id","need_id")
);
--> statement-breakpoint
CREATE TABLE "needs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "needs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"need_name" varchar(50) NOT NULL,
	"content" text NOT NULL,
	"type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"article_id" integer,
	"teacher_id" integer,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shitu" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shitu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"isnotagree" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "share_collections" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_collections_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "share_history" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_history_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "share_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(8) NOT NULL,
	"user_id" integer NOT NULL,
	"title" varchar(30) NOT NULL,
	"category" varchar(20) NOT NULL,
	"price" integer NOT NULL,
	"unit" varchar(8) NOT NULL,
	"period" integer NOT NULL,
	"city_name" varchar(20),
	"summary" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"images" varchar(255)[] DEFAULT '{}'::varchar[] NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"review_reason" varchar(200),
	"exclusive_code" varchar(16),
	"read_count" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_items_price_positive" CHECK ("share_items"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "share_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_code" varchar(32) NOT NULL,
	"item_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"title" varchar(30) NOT NULL,
	"unit_price" integer NOT NULL,
	"unit" varchar(8) NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"contact_name" varchar(20) NOT NULL,
	"contact_phone" varchar(11) NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"delivery_note" varchar(1000),
	"delivery_files" varchar(255)[] DEFAULT '{}'::varchar[] NOT NULL,
	"cancel_reason" varchar(200),
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "share_orders_amount_positive" CHECK ("share_orders"."amount" > 0 and "share_orders"."amount" = "share_orders"."unit_price" * "share_orders"."quantity")
);
--> statement-breakpoint
CREATE TABLE "share_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"intro" varchar(500) DEFAULT '' NOT NULL,
	"skills" varchar(100) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id","created_at");--> statement-breakpoint
CREATE INDEX "need_answers_need_idx" ON "need_answers" USING btree ("need_id","created_at");--> statement-breakpoint
CREATE INDEX "need_answers_user_idx" ON "need_answers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "need_collections_user_idx" ON "need_collections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "needs_user_idx" ON "needs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "needs_created_idx" ON "needs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "needs_article_idx" ON "needs" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shitu_pair_key" ON "shitu" USING btree ("teacher_id","student_id");--> statement-breakpoint
CREATE INDEX "shitu_student_idx" ON "shitu" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "share_collections_user_idx" ON "share_collections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "share_history_user_idx" ON "share_history" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "share_items_list_idx" ON "share_items" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "share_items_user_idx" ON "share_items" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "share_orders_code_key" ON "share_orders" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "share_orders_buyer_idx" ON "share_orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "share_orders_seller_idx" ON "share_orders" USING btree ("seller_id","created_at");