CREATE TABLE "pay_company_banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_company_banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" varchar(8) NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"company_bank" varchar(100) NOT NULL,
	"company_bank_number" varchar(32) NOT NULL,
	"company_bank_address" varchar(200) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_company_banks_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gateway" varchar(8) NOT NULL,
	"notify_id" varchar(64) NOT NULL,
	"trade_code" varchar(64) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "score_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"source_name" varchar(100) NOT NULL,
	"score" integer NOT NULL,
	"operatortype" smallint DEFAULT 1 NOT NULL,
	"order_ref" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "score_records_score" CHECK ("score_records"."score" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"subject" varchar(100) DEFAULT '' NOT NULL,
	"body" varchar(200) DEFAULT '' NOT NULL,
	"total_amount" bigint NOT NULL,
	"payee_account" varchar(100) NOT NULL,
	"payee_real_name" varchar(50) NOT NULL,
	"status" varchar(12) DEFAULT 'out' NOT NULL,
	"gateway_ref" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_banks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_banks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_name" varchar(50) NOT NULL,
	"company_bank" varchar(50) NOT NULL,
	"company_bank_number" varchar(19) NOT NULL,
	"united_bank_number" varchar(12),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(8) NOT NULL,
	"user_id" integer,
	"code" varchar(32),
	"name" varchar(50) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"pay_pwd_hash" text,
	"pay_pwd_failures" integer DEFAULT 0 NOT NULL,
	"pay_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_accounts_kind" CHECK ("wallet_accounts"."kind" in ('user', 'platform')),
	CONSTRAINT "wallet_accounts_owner" CHECK (("wallet_accounts"."kind" = 'user' and "wallet_accounts"."user_id" is not null) or ("wallet_accounts"."kind" = 'platform' and "wallet_accounts"."code" is not null)),
	CONSTRAINT "wallet_accounts_available" CHECK ("wallet_accounts"."kind" <> 'user' or ("wallet_accounts"."held" >= 0 and "wallet_accounts"."balance" - "wallet_accounts"."held" >= 0))
);
--> statement-breakpoint
CREATE TABLE "wallet_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"action" varchar(24) NOT NULL,
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"trade_code" varchar(80) NOT NULL,
	"status" varchar(8) DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "wallet_holds_amount" CHECK ("wallet_holds"."amount" > 0),
	CONSTRAINT "wallet_holds_status" CHECK ("wallet_holds"."status" in ('held', 'posted', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "wallet_trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"trade_code" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"amount" bigint NOT NULL,
	"rmb_amount" bigint DEFAULT 0 NOT NULL,
	"fuserid" integer,
	"score" integer DEFAULT 0 NOT NULL,
	"scoreoperator" smallint DEFAULT 0 NOT NULL,
	"paymode" smallint NOT NULL,
	"ispaysuccess" smallint NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"pay_proof" varchar(255),
	"order_ref" varchar(64),
	"request_hash" varchar(64) NOT NULL,
	"reply" jsonb,
	"gateway_ref" varchar(64),
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_trades_status" CHECK ("wallet_trades"."ispaysuccess" in (0, 1, 2, 5)),
	CONSTRAINT "wallet_trades_mode" CHECK ("wallet_trades"."paymode" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_code" varchar(80) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"from_account_id" integer NOT NULL,
	"to_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"order_ref" varchar(64),
	"hold_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_transfers_amount" CHECK ("wallet_transfers"."amount" > 0),
	CONSTRAINT "wallet_transfers_two_accounts" CHECK ("wallet_transfers"."from_account_id" <> "wallet_transfers"."to_account_id")
);
--> statement-breakpoint
ALTER TABLE "score_records" ADD CONSTRAINT "score_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_audits" ADD CONSTRAINT "transfer_audits_trade_id_wallet_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."wallet_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_banks" ADD CONSTRAINT "user_banks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_audits" ADD CONSTRAINT "wallet_audits_trade_id_wallet_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."wallet_trades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_audits" ADD CONSTRAINT "wallet_audits_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_transfer_id_wallet_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."wallet_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_holds" ADD CONSTRAINT "wallet_holds_account_id_wallet_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_trades" ADD CONSTRAINT "wallet_trades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_from_account_id_wallet_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_to_account_id_wallet_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."wallet_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_key" ON "payment_notifications" USING btree ("gateway","notify_id");--> statement-breakpoint
CREATE UNIQUE INDEX "score_records_order_key" ON "score_records" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "score_records_user_idx" ON "score_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_audits_trade_key" ON "transfer_audits" USING btree ("trade_id");--> statement-breakpoint
CREATE INDEX "user_banks_user_idx" ON "user_banks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_user_key" ON "wallet_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_code_key" ON "wallet_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "wallet_entries_account_idx" ON "wallet_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_transfer_idx" ON "wallet_entries" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_holds_trade_code_key" ON "wallet_holds" USING btree ("trade_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_trades_trade_code_key" ON "wallet_trades" USING btree ("trade_code");--> statement-breakpoint
CREATE INDEX "wallet_trades_user_idx" ON "wallet_trades" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_trades_queue_idx" ON "wallet_trades" USING btree ("kind","ispaysuccess");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_trade_code_key" ON "wallet_transfers" USING btree ("trade_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_transfers_one_payment_per_order" ON "wallet_transfers" USING btree ("order_ref") WHERE "wallet_transfers"."kind" = 'pay';