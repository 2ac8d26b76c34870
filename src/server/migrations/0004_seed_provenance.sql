-- Where a term's current version came from, so `db:seed` never overwrites an editor's change with
-- an older file. `seeded_version` is the updated_at that the last seed wrote (NULL when the term
-- was created through the API); a larger updated_at means an editor saved since. `file_version` is
-- the updated_at the seeded file carried (the database version it was exported from), if any.
ALTER TABLE terms ADD COLUMN seeded_version TEXT;
ALTER TABLE terms ADD COLUMN file_version TEXT;
