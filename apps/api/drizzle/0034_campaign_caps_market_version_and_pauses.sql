-- The weekly and monthly caps are settings the lead market keeps: its version changes with them.
DROP TRIGGER lead_market_version_campaigns_settings ON campaigns;--> statement-breakpoint
CREATE TRIGGER lead_market_version_campaigns_settings AFTER UPDATE OF account_id, parent, type, lead_type,
    campaign_type_id, nickname, is_active, leads_limit_cents, weekly_cap_cents, monthly_cap_cents,
    concurrent_calls, timeout_seconds, bid_percent, hours, geo_template_id ON campaigns
  FOR EACH ROW WHEN (
    (old.account_id, old.parent, old.type, old.lead_type, old.campaign_type_id, old.nickname, old.is_active,
      old.leads_limit_cents, old.weekly_cap_cents, old.monthly_cap_cents, old.concurrent_calls,
      old.timeout_seconds, old.bid_percent, old.hours, old.geo_template_id)
    IS DISTINCT FROM
    (new.account_id, new.parent, new.type, new.lead_type, new.campaign_type_id, new.nickname, new.is_active,
      new.leads_limit_cents, new.weekly_cap_cents, new.monthly_cap_cents, new.concurrent_calls,
      new.timeout_seconds, new.bid_percent, new.hours, new.geo_template_id))
  EXECUTE FUNCTION lead_market_version_bump();--> statement-breakpoint
-- A campaign's pauses: opened when it is switched off (or created off), closed when switched on.
CREATE FUNCTION campaign_pauses_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT new.is_active AND (TG_OP = 'INSERT' OR old.is_active) THEN
    INSERT INTO campaign_pauses (campaign_id, paused_at) VALUES (new.id, now());
  ELSIF new.is_active AND TG_OP = 'UPDATE' AND NOT old.is_active THEN
    UPDATE campaign_pauses SET resumed_at = now() WHERE campaign_id = new.id AND resumed_at IS NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER campaign_pauses_track AFTER INSERT OR UPDATE OF is_active ON campaigns
  FOR EACH ROW EXECUTE FUNCTION campaign_pauses_track();--> statement-breakpoint
-- Campaigns already off: paused since the recorded pause, else their last buy (or creation).
INSERT INTO campaign_pauses (campaign_id, paused_at)
  SELECT id, coalesce(paused_at, last_buy_at, created_at) FROM campaigns WHERE NOT is_active;
