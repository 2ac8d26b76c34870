-- Sync spaces have a total budget and expire when idle (src/server/progress-repo.ts). The index
-- finds the idle ones; one row keeps the bytes stored, kept exact by triggers, so the budget is
-- checked without reading every blob.
CREATE INDEX progress_spaces_updated ON progress_spaces (updated_at);

CREATE TABLE progress_usage (
	id INTEGER PRIMARY KEY CHECK (id = 1),
	bytes INTEGER NOT NULL
);
INSERT INTO progress_usage (id, bytes)
	VALUES (1, COALESCE((SELECT sum(length(blob)) FROM progress_spaces), 0));

CREATE TRIGGER progress_usage_insert AFTER INSERT ON progress_spaces BEGIN
	UPDATE progress_usage SET bytes = bytes + length(NEW.blob);
END;
CREATE TRIGGER progress_usage_update AFTER UPDATE OF blob ON progress_spaces BEGIN
	UPDATE progress_usage SET bytes = bytes + length(NEW.blob) - length(OLD.blob);
END;
CREATE TRIGGER progress_usage_delete AFTER DELETE ON progress_spaces BEGIN
	UPDATE progress_usage SET bytes = bytes - length(OLD.blob);
END;
