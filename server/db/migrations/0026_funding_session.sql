-- Issue 35 item 2 (doc 3 §3 "Fraud-prevention session: SessionId, taken from a stored value",
-- §7 "steps post … with SessionId added to data"): the fraud-prevention session id the funding
-- screens' last save carried (Fund account, IRA funding, the programme's funding), beside the
-- completion's `session_id`. Null until such a save sends one.
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "funding_session_id" text;
