-- A counter that every change to a term moves forward, so a cache built from the terms table
-- (the typo-tolerant name index) knows from one row whether it is stale, whichever process or
-- function instance made the change.
CREATE TABLE terms_version (
	id INTEGER PRIMARY KEY CHECK (id = 1),
	version INTEGER NOT NULL
);
INSERT INTO terms_version (id, version) VALUES (1, 0);

CREATE TRIGGER terms_version_insert AFTER INSERT ON terms BEGIN
	UPDATE terms_version SET version = version + 1;
END;

CREATE TRIGGER terms_version_update AFTER UPDATE ON terms BEGIN
	UPDATE terms_version SET version = version + 1;
END;

CREATE TRIGGER terms_version_delete AFTER DELETE ON terms BEGIN
	UPDATE terms_version SET version = version + 1;
END;
