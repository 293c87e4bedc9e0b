-- invariant 3: ledger entries are append-only; a correction is a new transfer, never an edit.
CREATE OR REPLACE FUNCTION wallet_entries_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_no_update BEFORE UPDATE OR DELETE ON "wallet_entries" FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();
--> statement-breakpoint
-- The platform's accounts exist in every database from the start, so no transfer ever has to create one.
INSERT INTO "wallet_accounts" ("kind", "code", "name") VALUES
  ('platform', 'topup_clearing', '充值清算（支付渠道往来）'),
  ('platform', 'withdrawals_payable', '应付提现'),
  ('platform', 'course_sales', '课程销售收入'),
  ('platform', 'deposits_held', '保证金托管')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "pay_company_banks" ("type", "company_name", "company_bank", "company_bank_number", "company_bank_address") VALUES
  ('1', '贤才宝（杭州）人力资源科技有限公司', '招商银行杭州分行高新支行', '5719 0865 3210 802', '浙江省杭州市西湖区文三路 478 号')
ON CONFLICT DO NOTHING;
