CREATE TABLE "escrows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "escrows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"area" varchar(16) NOT NULL,
	"ref" varchar(64) NOT NULL,
	"payer_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"deposited" bigint DEFAULT 0 NOT NULL,
	"released" bigint DEFAULT 0 NOT NULL,
	"returned" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "escrows_status" CHECK ("escrows"."status" in ('open', 'closed')),
	CONSTRAINT "escrows_amounts" CHECK ("escrows"."deposited" >= 0 and "escrows"."released" >= 0 and "escrows"."returned" >= 0 and "escrows"."released" + "escrows"."returned" <= "escrows"."deposited")
);
--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_kind";--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_owner";--> statement-breakpoint
ALTER TABLE "escrows" ADD CONSTRAINT "escrows_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escrows" ADD CONSTRAINT "escrows_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "escrows_engagement_key" ON "escrows" USING btree ("area","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "escrows_account_key" ON "escrows" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "escrows_payer_idx" ON "escrows" USING btree ("payer_id");--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_escrow_nonnegative" CHECK ("wallet_accounts"."kind" <> 'escrow' or "wallet_accounts"."balance" >= 0);--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_kind" CHECK ("wallet_accounts"."kind" in ('user', 'platform', 'escrow'));--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_owner" CHECK (("wallet_accounts"."kind" = 'user' and "wallet_accounts"."user_id" is not null) or ("wallet_accounts"."kind" in ('platform', 'escrow') and "wallet_accounts"."code" is not null));