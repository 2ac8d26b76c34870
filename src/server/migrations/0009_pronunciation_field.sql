-- Pronunciation notes get a field of their own. Until now a note was the definition's paragraph
-- starting "Pronunciation:" (always the last one in the committed files, which the lint required).
-- Each such paragraph moves to the new column, without its label; the definition keeps its other
-- paragraphs. updated_at stays as it was: this is the same entry in a new shape, not an edit, so
-- db:seed and glossary:export still see each term's version as before. Revisions stored earlier keep
-- the older shape and are read through the same move (src/lib/glossary/pronunciation.ts).
ALTER TABLE terms ADD COLUMN pronunciation TEXT;

-- `at` is where the paragraph's break begins, `rest` the text from the label on, `stop` where the
-- next paragraph's break begins in it (0 when the note is the last paragraph). The label
-- "Pronunciation:" is 14 characters. A note that would not fit the field (500 characters) stays.
WITH found AS (
	SELECT id, comprehensive_definition AS definition,
		instr(comprehensive_definition, char(10) || char(10) || 'Pronunciation:') AS at
	FROM terms
), cut AS (
	SELECT id, definition, at, substr(definition, at + 2) AS rest,
		instr(substr(definition, at + 2), char(10) || char(10)) AS stop
	FROM found WHERE at > 1
), moved AS (
	SELECT id,
		trim(replace(substr(rest, 15, CASE stop WHEN 0 THEN length(rest) ELSE stop - 15 END),
			char(10), ' ')) AS note,
		substr(definition, 1, at - 1) || CASE stop WHEN 0 THEN '' ELSE substr(rest, stop) END AS kept
	FROM cut
)
UPDATE terms SET pronunciation = moved.note, comprehensive_definition = moved.kept
FROM moved
WHERE moved.id = terms.id AND length(moved.note) BETWEEN 1 AND 500;
