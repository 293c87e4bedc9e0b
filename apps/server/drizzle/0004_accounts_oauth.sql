CREATE TABLE "oauth_states" (
	"state" varchar(64) PRIMARY KEY NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"purpose" varchar(8) NOT NULL,
	"user_id" integer,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "oauth_states_keyHash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "user_oauth" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_oauth_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"open_id" varchar(128) NOT NULL,
	"nickname" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_oauth" ADD CONSTRAINT "user_oauth_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_oauth_identity_key" ON "user_oauth" USING btree ("kind","open_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_oauth_user_kind_key" ON "user_oauth" USING btree ("user_id","kind");