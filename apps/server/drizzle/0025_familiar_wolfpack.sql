CREATE TABLE "dispute_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dispute_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" varchar(2000) NOT NULL,
	"files" varchar(1400) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "disputes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"ref" varchar(64) NOT NULL,
	"title" varchar(100) NOT NULL,
	"escrow_id" integer NOT NULL,
	"payer_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"opened_by" integer NOT NULL,
	"state" varchar(8) DEFAULT 'open' NOT NULL,
	"stake" bigint NOT NULL,
	"to_payer" bigint,
	"to_provider" bigint,
	"reason" varchar(500),
	"staff_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_state" CHECK ("disputes"."state" in ('open', 'decided')),
	CONSTRAINT "disputes_stake" CHECK ("disputes"."stake" > 0),
	CONSTRAINT "disputes_split" CHECK (("disputes"."state" = 'open' and "disputes"."to_payer" is null and "disputes"."to_provider" is null) or ("disputes"."state" = 'decided' and "disputes"."to_payer" >= 0 and "disputes"."to_provider" >= 0 and "disputes"."to_payer" + "disputes"."to_provider" = "disputes"."stake"))
);
--> statement-breakpoint
ALTER TABLE "dispute_statements" ADD CONSTRAINT "dispute_statements_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_statements" ADD CONSTRAINT "dispute_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_escrow_id_escrows_id_fk" FOREIGN KEY ("escrow_id") REFERENCES "public"."escrows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_statements_dispute_idx" ON "dispute_statements" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_subject_key" ON "disputes" USING btree ("kind","ref");--> statement-breakpoint
CREATE INDEX "disputes_state_idx" ON "disputes" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "disputes_payer_idx" ON "disputes" USING btree ("payer_id");--> statement-breakpoint
CREATE INDEX "disputes_provider_idx" ON "disputes" USING btree ("provider_id");