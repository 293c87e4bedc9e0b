CREATE TABLE "demand_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demand_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"demand_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_collects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demand_collects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"demand_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demand_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"demand_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" varchar(2000) NOT NULL,
	"files" varchar(1400),
	"state" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demand_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"demand_id" integer NOT NULL,
	"position" varchar(50) NOT NULL,
	"workyear" varchar(50) NOT NULL,
	"peoplenum" integer NOT NULL,
	"keytechnologies" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_pay_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demand_pay_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"demand_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"audit_user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_pays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demand_pays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"demand_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"source" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"pay_proof" varchar(1400),
	"pay_company_name" varchar(100),
	"state" smallint DEFAULT 0 NOT NULL,
	"audit_reason" varchar(200),
	"trade_code" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"need_cd" smallint DEFAULT 0 NOT NULL,
	"needtitle" varchar(100) NOT NULL,
	"needtype" varchar(50) NOT NULL,
	"xl" varchar(50),
	"projecttime" integer NOT NULL,
	"daymoney" bigint NOT NULL,
	"countmoney" bigint NOT NULL,
	"settletype" varchar(50),
	"isdeduction" smallint DEFAULT 0 NOT NULL,
	"exprince" varchar(100),
	"pay" text DEFAULT '' NOT NULL,
	"sf" varchar(50),
	"city" varchar(50),
	"area" varchar(50),
	"city_name" varchar(50),
	"address" varchar(200),
	"iszc" smallint DEFAULT 0 NOT NULL,
	"name" varchar(50) NOT NULL,
	"settlementmodes" smallint DEFAULT 1 NOT NULL,
	"settlementname" varchar(100),
	"phone" varchar(20) NOT NULL,
	"tel" varchar(30),
	"deposit" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"audit_reason" varchar(200),
	"look_count" integer DEFAULT 0 NOT NULL,
	"exclusive_code" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "footprints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "footprints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"looked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "license_path" varchar(255);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_main_industry" varchar(50);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_size" varchar(50);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_tx" varchar(255);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_address" varchar(200);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_intro" varchar(2000);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "audit_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "exclusive_code" varchar(16);--> statement-breakpoint
ALTER TABLE "personal_information" ADD COLUMN "id_number" varchar(18);--> statement-breakpoint
ALTER TABLE "personal_information" ADD COLUMN "id_front_path" varchar(255);--> statement-breakpoint
ALTER TABLE "personal_information" ADD COLUMN "id_back_path" varchar(255);--> statement-breakpoint
ALTER TABLE "personal_information" ADD COLUMN "audit_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "demand_applications" ADD CONSTRAINT "demand_applications_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_applications" ADD CONSTRAINT "demand_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_collects" ADD CONSTRAINT "demand_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_collects" ADD CONSTRAINT "demand_collects_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_deliveries" ADD CONSTRAINT "demand_deliveries_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_deliveries" ADD CONSTRAINT "demand_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_jobs" ADD CONSTRAINT "demand_jobs_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_pay_requests" ADD CONSTRAINT "demand_pay_requests_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_pay_requests" ADD CONSTRAINT "demand_pay_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_pay_requests" ADD CONSTRAINT "demand_pay_requests_audit_user_id_users_id_fk" FOREIGN KEY ("audit_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_pays" ADD CONSTRAINT "demand_pays_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_pays" ADD CONSTRAINT "demand_pays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "footprints" ADD CONSTRAINT "footprints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demand_applications_key" ON "demand_applications" USING btree ("demand_id","user_id");--> statement-breakpoint
CREATE INDEX "demand_applications_user_idx" ON "demand_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_collects_key" ON "demand_collects" USING btree ("user_id","demand_id");--> statement-breakpoint
CREATE INDEX "demand_deliveries_demand_idx" ON "demand_deliveries" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "demand_jobs_demand_idx" ON "demand_jobs" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "demand_pay_requests_audit_idx" ON "demand_pay_requests" USING btree ("audit_user_id","state");--> statement-breakpoint
CREATE INDEX "demand_pay_requests_demand_idx" ON "demand_pay_requests" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "demand_pays_demand_idx" ON "demand_pays" USING btree ("demand_id");--> statement-breakpoint
CREATE INDEX "demands_user_idx" ON "demands" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "demands_status_idx" ON "demands" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "footprints_key" ON "footprints" USING btree ("user_id","type","target_id");