-- Term ids are never given twice. SQLite gives a new row the largest id plus one, so deleting the
-- newest term made its id free again, and an editor's stale request for the deleted term could
-- reach the new one. The highest id ever given is kept here; new terms take the next one.
CREATE TABLE term_id_high_water (
	id INTEGER PRIMARY KEY CHECK (id = 1),
	high INTEGER NOT NULL
);
INSERT INTO term_id_high_water (id, high) VALUES (1, COALESCE((SELECT max(id) FROM terms), 0));

CREATE TRIGGER term_id_high_water_insert AFTER INSERT ON terms BEGIN
	UPDATE term_id_high_water SET high = max(high, NEW.id);
END;
