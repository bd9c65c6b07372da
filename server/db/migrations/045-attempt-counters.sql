-- Counters of attempts per account, phone, ID number and caller: one row per key and window, raised by one
-- atomic upsert, so parallel requests can never read the same count (used when REDIS_URL is not set).
CREATE TABLE attempt_counter (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX attempt_counter_window_idx ON attempt_counter (window_ends);
