CREATE TABLE "zone_president_proofs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zone_president_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"domain_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"title" varchar(20) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"org_name" varchar(50) NOT NULL,
	"proof_paths" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"audit_reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "zone_president_proofs" ADD CONSTRAINT "zone_president_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_president_proofs" ADD CONSTRAINT "zone_president_proofs_domain_id_exclusive_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."exclusive_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zone_president_proofs_user_idx" ON "zone_president_proofs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "zone_president_proofs_domain_idx" ON "zone_president_proofs" USING btree ("domain_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "zone_president_one_approved" ON "zone_president_proofs" USING btree ("domain_id") WHERE "zone_president_proofs"."state" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "zone_president_one_pending" ON "zone_president_proofs" USING btree ("user_id") WHERE "zone_president_proofs"."state" = 0;