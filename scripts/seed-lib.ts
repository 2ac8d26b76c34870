import type { Client } from '@libsql/client';

/** Seeds the glossary when the database has no terms yet. Returns how many terms were loaded. */
export async function seedIfEmpty(_db: Client): Promise<number> {
	// The glossary schema and seed arrive with the glossary data layer.
	return 0;
}
