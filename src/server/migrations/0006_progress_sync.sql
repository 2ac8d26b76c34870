-- Sync spaces for readers' learning progress and review cards (no accounts). The browser encrypts
-- its state with a key derived from the reader's sync code and sends only the ciphertext, under an
-- id also derived from the code; this table keys each space by a SHA-256 of that id, so the
-- database holds neither the code, nor the id a client must present, nor anything readable.
CREATE TABLE progress_spaces (
	key TEXT PRIMARY KEY,
	blob BLOB NOT NULL,
	version INTEGER NOT NULL,
	created_at TEXT NOT NULL,
	updated_at TEXT NOT NULL
) WITHOUT ROWID;
