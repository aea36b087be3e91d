-- The lead market's version: a new value whenever something the API keeps in memory about the
-- lead market changes (a campaign's settings, the minimum bids, a ZIP area), committed with the
-- change. A batch of leads reads it in its transaction and reloads what it keeps when it differs
-- (features/marketplace/lead-market.ts). A random value, never a counter: a table emptied and
-- refilled (tests) never repeats a version the API already holds.
CREATE TABLE "lead_market_version" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "version" uuid NOT NULL DEFAULT gen_random_uuid()
);--> statement-breakpoint
INSERT INTO "lead_market_version" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION lead_market_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_market_version (id, version) VALUES (true, gen_random_uuid())
  ON CONFLICT (id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER lead_market_version_campaigns_rows AFTER INSERT OR DELETE OR TRUNCATE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION lead_market_version_bump();--> statement-breakpoint
-- Not on the updates a sale makes (last_buy_at): only on the settings the market keeps.
CREATE TRIGGER lead_market_version_campaigns_settings AFTER UPDATE OF account_id, parent, type, lead_type,
    campaign_type_id, nickname, is_active, leads_limit_cents, concurrent_calls, timeout_seconds, bid_percent,
    hours, geo_template_id ON campaigns
  FOR EACH ROW WHEN (
    (old.account_id, old.parent, old.type, old.lead_type, old.campaign_type_id, old.nickname, old.is_active,
      old.leads_limit_cents, old.concurrent_calls, old.timeout_seconds, old.bid_percent, old.hours, old.geo_template_id)
    IS DISTINCT FROM
    (new.account_id, new.parent, new.type, new.lead_type, new.campaign_type_id, new.nickname, new.is_active,
      new.leads_limit_cents, new.concurrent_calls, new.timeout_seconds, new.bid_percent, new.hours, new.geo_template_id))
  EXECUTE FUNCTION lead_market_version_bump();--> statement-breakpoint
CREATE TRIGGER lead_market_version_min_bids AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON min_hourly_bids
  FOR EACH STATEMENT EXECUTE FUNCTION lead_market_version_bump();--> statement-breakpoint
CREATE TRIGGER lead_market_version_areas AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON geo_templates
  FOR EACH STATEMENT EXECUTE FUNCTION lead_market_version_bump();
