-- Glossary terms. `term` is NOCASE so uniqueness and prefix range scans ignore case.
CREATE TABLE terms (
	id INTEGER PRIMARY KEY,
	term TEXT NOT NULL COLLATE NOCASE UNIQUE,
	slug TEXT NOT NULL UNIQUE,
	aliases TEXT NOT NULL DEFAULT '',
	short_definition TEXT,
	comprehensive_definition TEXT NOT NULL,
	pronunciation_uk_audio TEXT,
	pronunciation_us_audio TEXT,
	examples TEXT,
	example_sentences TEXT,
	difficulty_level TEXT NOT NULL DEFAULT 'beginner'
		CHECK (difficulty_level IN ('beginner', 'intermediate', 'advanced')),
	categories TEXT,
	related_terms TEXT,
	meta_title TEXT,
	meta_description TEXT,
	created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
	-- Upper-case first character, for the A–Z letter bar and per-letter lists.
	letter TEXT GENERATED ALWAYS AS (upper(substr(term, 1, 1))) VIRTUAL
);
CREATE INDEX terms_letter ON terms (letter, term);
CREATE INDEX terms_difficulty ON terms (difficulty_level, term);

-- Normalised categories, kept in step with terms.categories by the data layer on every write.
-- `secondary` is '' for a legacy entry without a colon.
CREATE TABLE term_categories (
	term_id INTEGER NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
	primary_category TEXT NOT NULL COLLATE NOCASE,
	secondary TEXT NOT NULL DEFAULT '' COLLATE NOCASE,
	PRIMARY KEY (term_id, primary_category, secondary)
) WITHOUT ROWID;
CREATE INDEX term_categories_by_category ON term_categories (primary_category, secondary, term_id);
CREATE INDEX term_categories_by_secondary ON term_categories (secondary, term_id);

-- Aliases (acronyms, synonyms) for exact and prefix lookups.
CREATE TABLE term_aliases (
	term_id INTEGER NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
	alias TEXT NOT NULL COLLATE NOCASE,
	PRIMARY KEY (alias, term_id)
) WITHOUT ROWID;

-- Full-text index over names and definitions, kept in step by triggers.
CREATE VIRTUAL TABLE terms_fts USING fts5 (
	term,
	aliases,
	short_definition,
	comprehensive_definition,
	content = 'terms',
	content_rowid = 'id',
	tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER terms_fts_insert AFTER INSERT ON terms BEGIN
	INSERT INTO terms_fts (rowid, term, aliases, short_definition, comprehensive_definition)
	VALUES (new.id, new.term, new.aliases, new.short_definition, new.comprehensive_definition);
END;

CREATE TRIGGER terms_fts_delete AFTER DELETE ON terms BEGIN
	INSERT INTO terms_fts (terms_fts, rowid, term, aliases, short_definition, comprehensive_definition)
	VALUES ('delete', old.id, old.term, old.aliases, old.short_definition, old.comprehensive_definition);
END;

CREATE TRIGGER terms_fts_update AFTER UPDATE ON terms BEGIN
	INSERT INTO terms_fts (terms_fts, rowid, term, aliases, short_definition, comprehensive_definition)
	VALUES ('delete', old.id, old.term, old.aliases, old.short_definition, old.comprehensive_definition);
	INSERT INTO terms_fts (rowid, term, aliases, short_definition, comprehensive_definition)
	VALUES (new.id, new.term, new.aliases, new.short_definition, new.comprehensive_definition);
END;
