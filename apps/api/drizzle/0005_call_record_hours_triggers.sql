-- Custom SQL migration file, put your code below! --
-- call_record_hours is kept by statement-level triggers with transition tables: one aggregate
-- upsert per statement (a bulk insert of 500,000 rows touches a few thousand hour rows), in key
-- order so that concurrent writers lock hour rows in the same order. Hours are UTC (date_bin), so
-- the session time zone never matters.
CREATE FUNCTION call_record_hours_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO call_record_hours AS h (account_id, is_branded, hour, campaign_id, records, payout_cents)
    SELECT account_id, is_branded, date_bin('1 hour', time_created, timestamptz '2000-01-01 00:00:00+00'), campaign_id,
      -count(*), -coalesce(sum(payout_cents), 0)
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (account_id, is_branded, hour, campaign_id) DO UPDATE
      SET records = h.records + excluded.records, payout_cents = h.payout_cents + excluded.payout_cents;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO call_record_hours AS h (account_id, is_branded, hour, campaign_id, records, payout_cents)
    SELECT account_id, is_branded, date_bin('1 hour', time_created, timestamptz '2000-01-01 00:00:00+00'), campaign_id,
      count(*), coalesce(sum(payout_cents), 0)
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (account_id, is_branded, hour, campaign_id) DO UPDATE
      SET records = h.records + excluded.records, payout_cents = h.payout_cents + excluded.payout_cents;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION call_record_hours_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE call_record_hours;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER call_record_hours_insert AFTER INSERT ON call_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_record_hours_apply();--> statement-breakpoint
CREATE TRIGGER call_record_hours_update AFTER UPDATE ON call_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION call_record_hours_apply();--> statement-breakpoint
CREATE TRIGGER call_record_hours_delete AFTER DELETE ON call_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION call_record_hours_apply();--> statement-breakpoint
CREATE TRIGGER call_record_hours_truncate AFTER TRUNCATE ON call_records
  FOR EACH STATEMENT EXECUTE FUNCTION call_record_hours_truncate();--> statement-breakpoint
INSERT INTO call_record_hours (account_id, is_branded, hour, campaign_id, records, payout_cents)
SELECT account_id, is_branded, date_bin('1 hour', time_created, timestamptz '2000-01-01 00:00:00+00'), campaign_id,
  count(*), coalesce(sum(payout_cents), 0)
FROM call_records GROUP BY 1, 2, 3, 4;
