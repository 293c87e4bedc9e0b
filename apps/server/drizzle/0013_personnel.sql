CREATE TABLE "personnel_city_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personnel_city_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_name" varchar(50) NOT NULL,
	"year" integer NOT NULL,
	"sb_base_min" bigint NOT NULL,
	"sb_base_max" bigint NOT NULL,
	"sb_rates" jsonb NOT NULL,
	"gjj_base_min" bigint NOT NULL,
	"gjj_base_max" bigint NOT NULL,
	"gjj_rate_min" integer NOT NULL,
	"gjj_rate_max" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personnel_city_rates_bases" CHECK ("personnel_city_rates"."sb_base_min" > 0 and "personnel_city_rates"."sb_base_min" <= "personnel_city_rates"."sb_base_max" and "personnel_city_rates"."gjj_base_min" > 0 and "personnel_city_rates"."gjj_base_min" <= "personnel_city_rates"."gjj_base_max")
);
--> statement-breakpoint
CREATE TABLE "personnel_collections" (
	"user_id" integer NOT NULL,
	"need_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personnel_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personnel_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"content" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personnel_comments_stars" CHECK ("personnel_comments"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "personnel_contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personnel_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_no" varchar(24) NOT NULL,
	"need_id" integer NOT NULL,
	"deliver_id" integer NOT NULL,
	"demander_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"kind" varchar(4) NOT NULL,
	"amount" bigint NOT NULL,
	"terms" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"deliver_note" varchar(500),
	"cancel_reason" varchar(200),
	"cancelled_by" integer,
	"signed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personnel_contracts_amount" CHECK ("personnel_contracts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "personnel_delivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personnel_delivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"need_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"firm_id" integer NOT NULL,
	"quote" bigint NOT NULL,
	"message" varchar(500) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personnel_delivers_quote" CHECK ("personnel_delivers"."quote" > 0)
);
--> statement-breakpoint
CREATE TABLE "personnel_follows" (
	"user_id" integer NOT NULL,
	"firm_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personnel_history" (
	"user_id" integer NOT NULL,
	"need_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personnel_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personnel_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"term" integer NOT NULL,
	"amount" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"trade_code" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personnel_needs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "personnel_needs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(4) NOT NULL,
	"title" varchar(60) NOT NULL,
	"city_name" varchar(50) NOT NULL,
	"rate_id" integer,
	"headcount" integer NOT NULL,
	"months" integer NOT NULL,
	"base_amount" bigint,
	"position" varchar(50),
	"salary" varchar(30),
	"budget" bigint NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"description" text NOT NULL,
	"calc" jsonb,
	"status" smallint DEFAULT 0 NOT NULL,
	"review_reason" varchar(200),
	"deposit" bigint DEFAULT 0 NOT NULL,
	"deposit_paid_at" timestamp with time zone,
	"exclusive_code" varchar(16),
	"read_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personnel_needs_kind" CHECK ("personnel_needs"."kind" in ('sb', 'gjj', 'gz', 'zp')),
	CONSTRAINT "personnel_needs_budget" CHECK ("personnel_needs"."budget" > 0)
);
--> statement-breakpoint
ALTER TABLE "rs_firms" ADD COLUMN "contact_name" varchar(50);--> statement-breakpoint
ALTER TABLE "rs_firms" ADD COLUMN "contact_phone" varchar(20);--> statement-breakpoint
ALTER TABLE "rs_firms" ADD COLUMN "license_no" varchar(18);--> statement-breakpoint
ALTER TABLE "rs_firms" ADD COLUMN "license_path" varchar(255);--> statement-breakpoint
ALTER TABLE "rs_firms" ADD COLUMN "permit_path" varchar(255);--> statement-breakpoint
ALTER TABLE "rs_firms" ADD COLUMN "city_name" varchar(50);--> statement-breakpoint
ALTER TABLE "rs_firms" ADD COLUMN "address" varchar(200);--> statement-breakpoint
ALTER TABLE "rs_firms" ADD COLUMN "intro" text;--> statement-breakpoint
ALTER TABLE "rs_firms" ADD COLUMN "reject_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "rs_firms" ADD COLUMN "member_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rs_firms" ADD COLUMN "member_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rs_firms" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "personnel_collections" ADD CONSTRAINT "personnel_collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_collections" ADD CONSTRAINT "personnel_collections_need_id_personnel_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."personnel_needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_comments" ADD CONSTRAINT "personnel_comments_contract_id_personnel_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."personnel_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_comments" ADD CONSTRAINT "personnel_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_comments" ADD CONSTRAINT "personnel_comments_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_contracts" ADD CONSTRAINT "personnel_contracts_need_id_personnel_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."personnel_needs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_contracts" ADD CONSTRAINT "personnel_contracts_deliver_id_personnel_delivers_id_fk" FOREIGN KEY ("deliver_id") REFERENCES "public"."personnel_delivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_contracts" ADD CONSTRAINT "personnel_contracts_demander_id_users_id_fk" FOREIGN KEY ("demander_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_contracts" ADD CONSTRAINT "personnel_contracts_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_delivers" ADD CONSTRAINT "personnel_delivers_need_id_personnel_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."personnel_needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_delivers" ADD CONSTRAINT "personnel_delivers_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_delivers" ADD CONSTRAINT "personnel_delivers_firm_id_rs_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."rs_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_follows" ADD CONSTRAINT "personnel_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_follows" ADD CONSTRAINT "personnel_follows_firm_user_id_users_id_fk" FOREIGN KEY ("firm_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_history" ADD CONSTRAINT "personnel_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_history" ADD CONSTRAINT "personnel_history_need_id_personnel_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."personnel_needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_memberships" ADD CONSTRAINT "personnel_memberships_firm_id_rs_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."rs_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_memberships" ADD CONSTRAINT "personnel_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_needs" ADD CONSTRAINT "personnel_needs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_city_rates_city_key" ON "personnel_city_rates" USING btree ("city_name");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_collections_key" ON "personnel_collections" USING btree ("user_id","need_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_comments_once" ON "personnel_comments" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "personnel_comments_provider_idx" ON "personnel_comments" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_contracts_no_key" ON "personnel_contracts" USING btree ("contract_no");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_contracts_one_per_need" ON "personnel_contracts" USING btree ("need_id") WHERE "personnel_contracts"."status" <> 5;--> statement-breakpoint
CREATE INDEX "personnel_contracts_demander_idx" ON "personnel_contracts" USING btree ("demander_id");--> statement-breakpoint
CREATE INDEX "personnel_contracts_provider_idx" ON "personnel_contracts" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_delivers_once" ON "personnel_delivers" USING btree ("need_id","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_follows_key" ON "personnel_follows" USING btree ("user_id","firm_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_history_key" ON "personnel_history" USING btree ("user_id","need_id");--> statement-breakpoint
CREATE INDEX "personnel_history_recent_idx" ON "personnel_history" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_memberships_term_key" ON "personnel_memberships" USING btree ("firm_id","term");--> statement-breakpoint
CREATE UNIQUE INDEX "personnel_memberships_trade_key" ON "personnel_memberships" USING btree ("trade_code");--> statement-breakpoint
CREATE INDEX "personnel_needs_list_idx" ON "personnel_needs" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "personnel_needs_user_idx" ON "personnel_needs" USING btree ("user_id");--> statement-breakpoint
-- The platform account that receives HR firms' membership fees (personnel agency), like 0004's accounts.
INSERT INTO "wallet_accounts" ("kind", "code", "name") VALUES ('platform', 'personnel_membership', '人事代理会员费收入') ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Reference data of the social-security and housing-fund calculator (design: 2025 figures as published by
-- the cities' bureaus, rounded; staff keep them current in the back office). Bases in fen, rates in 1/10000.
INSERT INTO "personnel_city_rates" ("city_name", "year", "sb_base_min", "sb_base_max", "sb_rates", "gjj_base_min", "gjj_base_max", "gjj_rate_min", "gjj_rate_max") VALUES
  ('杭州', 2025, 481200, 2493000, '{"pension": {"company": 1400, "personal": 800}, "medical": {"company": 950, "personal": 200}, "unemployment": {"company": 50, "personal": 50}, "injury": {"company": 20, "personal": 0}, "maternity": {"company": 0, "personal": 0}}'::jsonb, 249000, 3839000, 500, 1200),
  ('上海', 2025, 738400, 3692100, '{"pension": {"company": 1600, "personal": 800}, "medical": {"company": 1000, "personal": 200}, "unemployment": {"company": 50, "personal": 50}, "injury": {"company": 26, "personal": 0}, "maternity": {"company": 0, "personal": 0}}'::jsonb, 269000, 3692100, 500, 700),
  ('北京', 2025, 682100, 3528300, '{"pension": {"company": 1600, "personal": 800}, "medical": {"company": 900, "personal": 200}, "unemployment": {"company": 50, "personal": 50}, "injury": {"company": 40, "personal": 0}, "maternity": {"company": 80, "personal": 0}}'::jsonb, 242000, 3528300, 500, 1200),
  ('深圳', 2025, 236000, 2750100, '{"pension": {"company": 1600, "personal": 800}, "medical": {"company": 500, "personal": 200}, "unemployment": {"company": 70, "personal": 30}, "injury": {"company": 14, "personal": 0}, "maternity": {"company": 45, "personal": 0}}'::jsonb, 236000, 4119000, 500, 1200),
  ('广州', 2025, 528400, 2642100, '{"pension": {"company": 1600, "personal": 800}, "medical": {"company": 550, "personal": 200}, "unemployment": {"company": 32, "personal": 20}, "injury": {"company": 20, "personal": 0}, "maternity": {"company": 85, "personal": 0}}'::jsonb, 230000, 3939000, 500, 1200)
ON CONFLICT DO NOTHING;
