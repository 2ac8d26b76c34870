import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { createDb } from '../../src/server/db.ts';
import { migrate } from '../../src/server/migrate.ts';

/** A migrated libSQL database in a throwaway file, and a function that removes it. */
export async function createTestDb(): Promise<{ db: Client; cleanup: () => void }> {
	const dir = mkdtempSync(join(tmpdir(), 'ai-atlas-test-'));
	const db = await createDb({ databaseUrl: `file:${join(dir, 'test.db')}`, readOnly: false });
	await migrate(db);
	return {
		db,
		cleanup: () => {
			db.close();
			rmSync(dir, { recursive: true, force: true });
		},
	};
}
