-- Writing over or deleting a sync space needs its write key, a second value the browser derives
-- from the sync code (src/lib/learning/sync-crypto.ts), so that the space id alone, which travels
-- with every request, cannot overwrite or delete anyone's progress. Stored as a SHA-256, like the
-- id. Spaces created before this column have none: the first write that presents a key sets it.
ALTER TABLE progress_spaces ADD COLUMN write_key TEXT;
