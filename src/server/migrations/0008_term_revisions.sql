-- Every version of every term an editor saved: created, changed, deleted or restored. A revision
-- holds the term's full fields after the change (a delete: the last version), so any version can
-- be compared or brought back, and a deleted term can be restored from its last revision. Rows
-- are written in the same transaction as the change. Term ids are never reused (0007), so a
-- deleted term's revisions keep pointing at it alone.
CREATE TABLE term_revisions (
	id INTEGER PRIMARY KEY AUTOINCREMENT,
	term_id INTEGER NOT NULL,
	-- 1, 2, 3… per term: the number editors see and the API takes.
	revision INTEGER NOT NULL,
	-- 'import': the version a term had before its first recorded change (or from db:seed).
	action TEXT NOT NULL CHECK (action IN ('import', 'create', 'update', 'delete', 'restore')),
	slug TEXT NOT NULL,
	term TEXT NOT NULL,
	-- Every term-model field in the stored form: a JSON object, deflated (a real entry's 2.8 KB of
	-- JSON takes about 1 KB, which keeps most rows within one database page).
	fields BLOB NOT NULL,
	-- Comma-separated names of the fields that differ from the previous revision.
	changed TEXT NOT NULL DEFAULT '',
	-- NULL for imports; otherwise the name of the editor whose token made the change.
	editor TEXT,
	note TEXT,
	-- 1 when the editor chose to show their name in the public change log.
	show_editor INTEGER NOT NULL DEFAULT 0,
	created_at TEXT NOT NULL,
	UNIQUE (term_id, revision)
);
CREATE INDEX term_revisions_slug ON term_revisions (slug);
CREATE INDEX term_revisions_deletes ON term_revisions (action, created_at);
