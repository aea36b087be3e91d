-- Custom SQL migration file, put your code below! --
-- campaign_spend_days is kept by statement-level triggers with transition tables on both record
-- tables (their rows share account_id, campaign_id, time_created, payout_cents and charged): one
-- aggregate upsert per statement, in key order so that concurrent writers lock rows in the same
-- order. Only charged rows count. Days are Eastern calendar days, where daily limits run.
CREATE FUNCTION campaign_spend_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO campaign_spend_days AS s (account_id, day, campaign_id, purchases, payout_cents)
    SELECT account_id, (time_created AT TIME ZONE 'America/New_York')::date, campaign_id, -count(*), -coalesce(sum(payout_cents), 0)
    FROM old_rows WHERE charged GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (account_id, day, campaign_id) DO UPDATE
      SET purchases = s.purchases + excluded.purchases, payout_cents = s.payout_cents + excluded.payout_cents;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO campaign_spend_days AS s (account_id, day, campaign_id, purchases, payout_cents)
    SELECT account_id, (time_created AT TIME ZONE 'America/New_York')::date, campaign_id, count(*), coalesce(sum(payout_cents), 0)
    FROM new_rows WHERE charged GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (account_id, day, campaign_id) DO UPDATE
      SET purchases = s.purchases + excluded.purchases, payout_cents = s.payout_cents + excluded.payout_cents;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Refills the roll-up from the records: the back-fill below, and after a TRUNCATE of either table.
CREATE FUNCTION campaign_spend_days_refill() RETURNS void LANGUAGE sql AS $$
  DELETE FROM campaign_spend_days;
  INSERT INTO campaign_spend_days (account_id, day, campaign_id, purchases, payout_cents)
  SELECT account_id, (time_created AT TIME ZONE 'America/New_York')::date, campaign_id, count(*), coalesce(sum(payout_cents), 0)
  FROM (
    SELECT account_id, campaign_id, time_created, payout_cents FROM call_records WHERE charged
    UNION ALL
    SELECT account_id, campaign_id, time_created, payout_cents FROM lead_records WHERE charged
  ) AS bought
  GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
CREATE FUNCTION campaign_spend_days_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM campaign_spend_days_refill();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER campaign_spend_days_insert AFTER INSERT ON call_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_spend_days_apply();--> statement-breakpoint
CREATE TRIGGER campaign_spend_days_update AFTER UPDATE ON call_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_spend_days_apply();--> statement-breakpoint
CREATE TRIGGER campaign_spend_days_delete AFTER DELETE ON call_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_spend_days_apply();--> statement-breakpoint
CREATE TRIGGER campaign_spend_days_truncate AFTER TRUNCATE ON call_records
  FOR EACH STATEMENT EXECUTE FUNCTION campaign_spend_days_rebuild();--> statement-breakpoint
CREATE TRIGGER campaign_spend_days_insert AFTER INSERT ON lead_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_spend_days_apply();--> statement-breakpoint
CREATE TRIGGER campaign_spend_days_update AFTER UPDATE ON lead_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_spend_days_apply();--> statement-breakpoint
CREATE TRIGGER campaign_spend_days_delete AFTER DELETE ON lead_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_spend_days_apply();--> statement-breakpoint
CREATE TRIGGER campaign_spend_days_truncate AFTER TRUNCATE ON lead_records
  FOR EACH STATEMENT EXECUTE FUNCTION campaign_spend_days_rebuild();--> statement-breakpoint
SELECT campaign_spend_days_refill();
