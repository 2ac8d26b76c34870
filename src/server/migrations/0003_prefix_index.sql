-- Autocomplete at scale: the first two or three letters of a name (lower-cased) and its length,
-- indexed so "names starting with q, shortest first" walks an index in order and stops after 10
-- instead of sorting every match.
ALTER TABLE terms ADD COLUMN prefix2 TEXT GENERATED ALWAYS AS (lower(substr(term, 1, 2))) VIRTUAL;
ALTER TABLE terms ADD COLUMN prefix3 TEXT GENERATED ALWAYS AS (lower(substr(term, 1, 3))) VIRTUAL;
ALTER TABLE terms ADD COLUMN term_length INTEGER GENERATED ALWAYS AS (length(term)) VIRTUAL;
CREATE INDEX terms_prefix2_length ON terms (prefix2, term_length, term);
CREATE INDEX terms_prefix3_length ON terms (prefix3, term_length, term);
