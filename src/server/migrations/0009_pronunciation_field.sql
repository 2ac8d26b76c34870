-- Pronunciation notes get a field of their own. Until now a note was the definition's paragraph
-- starting "Pronunciation:". 0012_pronunciation_lift.ts moves each such paragraph, in the terms and
-- their revisions, to the new column. (This file once cut the commonest shape in SQL; 0012 moves
-- every shape, so a database that ran the older version of this file has its notes in the field
-- all the same.)
ALTER TABLE terms ADD COLUMN pronunciation TEXT;
