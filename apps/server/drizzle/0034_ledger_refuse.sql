-- A ledger statement refuses by raising (db: wallet/ledger.ts, transferWith): a failed check then aborts the
-- whole statement, the caller's record written in it included, so a payment can be one statement with no
-- BEGIN and COMMIT around it. The reason is the message's tail; the caller maps it to its answer.
CREATE OR REPLACE FUNCTION ledger_refuse(reason text) RETURNS boolean AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'ledger refused: ' || reason;
END;
$$ LANGUAGE plpgsql VOLATILE;
