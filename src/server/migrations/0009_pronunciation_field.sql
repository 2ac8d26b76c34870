-- Pronunciation notes get a field of their own. Until now a note was the definition's paragraph
-- starting "Pronunciation:" (always the last one, on one line, in the committed files, which the
-- lint required). Each such paragraph moves to the new column, without its label; the definition
-- keeps the paragraphs before it. updated_at stays as it was: this is the same entry in a new
-- shape, not an edit, so db:seed and glossary:export still see each term's version as before.
--
-- Only that form is cut here, where a mistake would lose or corrupt an editor's words: the last
-- paragraph, one line without tabs, at most 500 characters, after a definition with text. Any other
-- shape (the note first, a break written with spaces, a note over several lines), and the revisions
-- stored earlier, are moved by 0012_pronunciation_lift.ts with src/lib/glossary/pronunciation.ts.
ALTER TABLE terms ADD COLUMN pronunciation TEXT;

-- `at` is where the paragraph's break begins, `note` the text after the label (14 characters).
WITH found AS (
	SELECT id, comprehensive_definition AS definition,
		instr(comprehensive_definition, char(10) || char(10) || 'Pronunciation:') AS at
	FROM terms
), cut AS (
	SELECT id,
		substr(definition, at + 2 + 14) AS note,
		rtrim(substr(definition, 1, at - 1), ' ' || char(9) || char(10) || char(13)) AS kept
	FROM found WHERE at > 1
)
UPDATE terms SET pronunciation = trim(cut.note), comprehensive_definition = cut.kept
FROM cut
WHERE cut.id = terms.id
	AND instr(cut.note, char(10)) = 0 AND instr(cut.note, char(13)) = 0
	AND instr(cut.note, char(9)) = 0
	AND length(trim(cut.note)) BETWEEN 1 AND 500
	AND trim(cut.kept, ' ' || char(9) || char(10) || char(13)) <> '';
