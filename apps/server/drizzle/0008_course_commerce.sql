CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_evaluations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_evaluations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"all_score" smallint NOT NULL,
	"content" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_evaluations_score" CHECK ("course_evaluations"."all_score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "course_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_code" varchar(32) NOT NULL,
	"list_id" varchar(32) NOT NULL,
	"buyer_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"order_name" varchar(30) NOT NULL,
	"price" bigint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"pay_mode" varchar(10),
	"payer_id" integer,
	"key_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "course_orders_state" CHECK ("course_orders"."state" in (0, 1, 3, 4, 5)),
	CONSTRAINT "course_orders_price" CHECK ("course_orders"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_key_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_key_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_hint" varchar(12) NOT NULL,
	"name" varchar(30) NOT NULL,
	"budget" bigint NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	"hold_id" integer,
	"hold_seq" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_keys_budget" CHECK ("enterprise_keys"."budget" > 0 and "enterprise_keys"."spent" between 0 and "enterprise_keys"."budget")
);
--> statement-breakpoint
CREATE TABLE "learning_progress" (
	"user_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_progress_user_id_article_id_section_id_pk" PRIMARY KEY("user_id","article_id","section_id"),
	CONSTRAINT "learning_progress_percent" CHECK ("learning_progress"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_evaluations" ADD CONSTRAINT "course_evaluations_order_id_course_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."course_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_evaluations" ADD CONSTRAINT "course_evaluations_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_evaluations" ADD CONSTRAINT "course_evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_orders" ADD CONSTRAINT "course_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_orders" ADD CONSTRAINT "course_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_orders" ADD CONSTRAINT "course_orders_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_refunds" ADD CONSTRAINT "course_refunds_order_id_course_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."course_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_refunds" ADD CONSTRAINT "course_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_key_uses" ADD CONSTRAINT "enterprise_key_uses_key_id_enterprise_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."enterprise_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_key_uses" ADD CONSTRAINT "enterprise_key_uses_order_id_course_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."course_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_key_uses" ADD CONSTRAINT "enterprise_key_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_keys" ADD CONSTRAINT "enterprise_keys_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_progress" ADD CONSTRAINT "learning_progress_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_article_key" ON "cart_items" USING btree ("user_id","article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_evaluations_order_key" ON "course_evaluations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "course_evaluations_article_idx" ON "course_evaluations" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_orders_code_key" ON "course_orders" USING btree ("order_code");--> statement-breakpoint
CREATE INDEX "course_orders_buyer_idx" ON "course_orders" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "course_orders_seller_idx" ON "course_orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "course_orders_unpaid_idx" ON "course_orders" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_refunds_order_key" ON "course_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_key_uses_order_key" ON "enterprise_key_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "enterprise_key_uses_key_idx" ON "enterprise_key_uses" USING btree ("key_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_keys_hash_key" ON "enterprise_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "enterprise_keys_company_idx" ON "enterprise_keys" USING btree ("company_id","created_at");