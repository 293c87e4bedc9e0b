CREATE TABLE "audit_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer NOT NULL,
	"actor_name" varchar(32) NOT NULL,
	"action" varchar(64) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"target" varchar(64),
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(32) NOT NULL,
	"subject_id" varchar(64) NOT NULL,
	"decision" varchar(8) NOT NULL,
	"reason" text,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(30) NOT NULL,
	"content" text NOT NULL,
	"summary" varchar(100) NOT NULL,
	"icon" varchar(255),
	"author_id" integer NOT NULL,
	"type_ids" integer[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"content" varchar(200) NOT NULL,
	"icon_url" varchar(255),
	"phone" varchar(20),
	"wx" varchar(50),
	"qq" varchar(20),
	"reply_to_id" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_feedback" ADD CONSTRAINT "complaint_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_actor_idx" ON "audit_logs" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_kind_idx" ON "audit_logs" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "review_decisions_subject_idx" ON "review_decisions" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "complaint_feedback_user_idx" ON "complaint_feedback" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "complaint_feedback_reply_idx" ON "complaint_feedback" USING btree ("reply_to_id");