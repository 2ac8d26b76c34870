-- The migration ledger is created by the runner; this first migration only records that the
-- database has been initialised by AI Atlas.
CREATE TABLE IF NOT EXISTS app_meta (
	key TEXT PRIMARY KEY,
	value TEXT NOT NULL
);
INSERT OR IGNORE INTO app_meta (key, value) VALUES ('created_at', datetime('now'));
