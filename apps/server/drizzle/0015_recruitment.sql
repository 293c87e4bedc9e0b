CREATE TABLE "zp_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zp_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"keyword" varchar(50),
	"city" varchar(30),
	"salaryrange" varchar(8),
	"workexperience" varchar(8),
	"education" varchar(8),
	"industry" varchar(8),
	"exclusive_code" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zp_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position_id" integer NOT NULL,
	"resume_id" integer NOT NULL,
	"seeker_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"note" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_collects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zp_collects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_company_pages" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"company_tx" varchar(255),
	"company_main_industry" varchar(8),
	"company_size" varchar(8),
	"company_nature" varchar(8),
	"address" varchar(120),
	"intro" text,
	"exclusive_code" varchar(16),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_concerns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zp_concerns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_interviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zp_interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer,
	"position_id" integer NOT NULL,
	"resume_id" integer NOT NULL,
	"seeker_id" integer NOT NULL,
	"recruiter_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"interview_time" timestamp with time zone NOT NULL,
	"video" smallint DEFAULT 0 NOT NULL,
	"place" varchar(120),
	"note" varchar(300),
	"state" smallint DEFAULT 0 NOT NULL,
	"reply" varchar(300),
	"proposed_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_looked" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zp_looked_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"company_id" integer,
	"looked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_positions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zp_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"positionname" varchar(50) NOT NULL,
	"salaryrange" varchar(8) NOT NULL,
	"workexperience" varchar(8) NOT NULL,
	"education" varchar(8) NOT NULL,
	"industry" varchar(8) NOT NULL,
	"city" varchar(30) NOT NULL,
	"fl" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"peoplenum" integer DEFAULT 1 NOT NULL,
	"description" text NOT NULL,
	"positionstatus" smallint DEFAULT 0 NOT NULL,
	"reject_reason" varchar(200),
	"exclusive_code" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zp_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"reason" varchar(300) NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zp_resumes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zp_resumes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"birth_year" integer,
	"phone" varchar(20) NOT NULL,
	"email" varchar(60),
	"city" varchar(30),
	"education" varchar(8),
	"workexperience" varchar(8),
	"expected_position" varchar(50),
	"expected_salary" varchar(8),
	"expected_city" varchar(30),
	"expected_industry" varchar(8),
	"summary" text,
	"skills" text,
	"educations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"works" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"projects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachment_path" varchar(255),
	"attachment_name" varchar(120),
	"searchable" smallint DEFAULT 1 NOT NULL,
	"exclusive_code" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zp_resumes_userId_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "zp_shields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zp_shields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zp_grzl" ADD COLUMN "title" varchar(30);--> statement-breakpoint
ALTER TABLE "zp_grzl" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "zp_grzl" ADD COLUMN "email" varchar(60);--> statement-breakpoint
ALTER TABLE "zp_alerts" ADD CONSTRAINT "zp_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_applications" ADD CONSTRAINT "zp_applications_position_id_zp_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."zp_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_applications" ADD CONSTRAINT "zp_applications_resume_id_zp_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."zp_resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_applications" ADD CONSTRAINT "zp_applications_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_applications" ADD CONSTRAINT "zp_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_collects" ADD CONSTRAINT "zp_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_collects" ADD CONSTRAINT "zp_collects_position_id_zp_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."zp_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_company_pages" ADD CONSTRAINT "zp_company_pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_concerns" ADD CONSTRAINT "zp_concerns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_concerns" ADD CONSTRAINT "zp_concerns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_interviews" ADD CONSTRAINT "zp_interviews_application_id_zp_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."zp_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_interviews" ADD CONSTRAINT "zp_interviews_position_id_zp_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."zp_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_interviews" ADD CONSTRAINT "zp_interviews_resume_id_zp_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."zp_resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_interviews" ADD CONSTRAINT "zp_interviews_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_interviews" ADD CONSTRAINT "zp_interviews_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_interviews" ADD CONSTRAINT "zp_interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_looked" ADD CONSTRAINT "zp_looked_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_looked" ADD CONSTRAINT "zp_looked_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_positions" ADD CONSTRAINT "zp_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_positions" ADD CONSTRAINT "zp_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_reports" ADD CONSTRAINT "zp_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_reports" ADD CONSTRAINT "zp_reports_position_id_zp_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."zp_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_resumes" ADD CONSTRAINT "zp_resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_shields" ADD CONSTRAINT "zp_shields_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zp_shields" ADD CONSTRAINT "zp_shields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zp_alerts_user_idx" ON "zp_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zp_applications_position_seeker_key" ON "zp_applications" USING btree ("position_id","seeker_id");--> statement-breakpoint
CREATE INDEX "zp_applications_company_idx" ON "zp_applications" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "zp_collects_key" ON "zp_collects" USING btree ("user_id","position_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zp_concerns_key" ON "zp_concerns" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE INDEX "zp_interviews_seeker_idx" ON "zp_interviews" USING btree ("seeker_id");--> statement-breakpoint
CREATE INDEX "zp_interviews_company_idx" ON "zp_interviews" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zp_looked_key" ON "zp_looked" USING btree ("user_id","type","target_id");--> statement-breakpoint
CREATE INDEX "zp_looked_target_idx" ON "zp_looked" USING btree ("type","target_id");--> statement-breakpoint
CREATE INDEX "zp_positions_status_idx" ON "zp_positions" USING btree ("positionstatus","exclusive_code");--> statement-breakpoint
CREATE INDEX "zp_positions_company_idx" ON "zp_positions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "zp_resumes_zone_idx" ON "zp_resumes" USING btree ("exclusive_code");--> statement-breakpoint
CREATE UNIQUE INDEX "zp_shields_key" ON "zp_shields" USING btree ("user_id","company_id");