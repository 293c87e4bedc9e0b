CREATE TABLE "captchas" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"answer_hash" varchar(128) NOT NULL,
	"subject" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_guards" (
	"subject" varchar(64) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"captcha_required" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" varchar(128) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"device_class" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(16),
	"user_agent" varchar(255),
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1000 CACHE 1),
	"name" varchar(32) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"password_hash" text NOT NULL,
	"nick_name" varchar(20),
	"exclusive_code" varchar(16),
	"sign" varchar(50),
	"job" varchar(200),
	"job_id" varchar(100),
	"province" varchar(20),
	"city_id" varchar(20),
	"area" varchar(20),
	"icon" varchar(255),
	"status" smallint DEFAULT 0 NOT NULL,
	"auth" smallint DEFAULT 0 NOT NULL,
	"staff_role" varchar(16),
	"study_count" integer DEFAULT 0 NOT NULL,
	"insurance_status" smallint DEFAULT 0 NOT NULL,
	"insurance_path" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exclusive_domains" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exclusive_domains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(16) NOT NULL,
	"name" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exclusive_domains_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "invitation_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitation_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(6) NOT NULL,
	"domain_id" integer NOT NULL,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" varchar(50) NOT NULL,
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" varchar(50) NOT NULL,
	"value" varchar(32) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_types_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(50) NOT NULL,
	"banner_path" varchar(255) NOT NULL,
	"banner_url" varchar(255) NOT NULL,
	"banner_type" varchar(8) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionaries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionaries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	CONSTRAINT "dictionaries_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "dictionary_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dictionary_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dictionary_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"value" varchar(255) NOT NULL,
	"varchar1" varchar(255),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_configs" (
	"config_key" varchar(64) PRIMARY KEY NOT NULL,
	"config_status" varchar(8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_codes" ADD CONSTRAINT "invitation_codes_domain_id_exclusive_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."exclusive_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dictionary_details" ADD CONSTRAINT "dictionary_details_dictionary_id_dictionaries_id_fk" FOREIGN KEY ("dictionary_id") REFERENCES "public"."dictionaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_one_open_per_class" ON "sessions" USING btree ("user_id","device_class") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_name_lower_key" ON "users" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_exclusive_code_idx" ON "users" USING btree ("exclusive_code");--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "article_types_parent_idx" ON "article_types" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "dictionary_details_dictionary_idx" ON "dictionary_details" USING btree ("dictionary_id","sort");