-- Wakes the outbox relay (features/realtime/outbox-wake.ts) when realtime events are written: a
-- notification on the channel `outbox_events`, delivered when the writing transaction commits (and
-- never when it rolls back). One per statement, and PostgreSQL folds a transaction's identical
-- notifications into one: a transaction that writes many events wakes each relay once.
CREATE FUNCTION outbox_events_wake_relay() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_events', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER outbox_events_wake_relay AFTER INSERT ON outbox_events
  FOR EACH STATEMENT EXECUTE FUNCTION outbox_events_wake_relay();
