import { afterAll, beforeAll } from 'vitest';
import type { Client } from '@libsql/client';
import { setDb } from '../../src/server/db.ts';
import { createTestDb } from './db.ts';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789';

/**
 * For a test file that writes through the functions: a throwaway database in use, and the admin
 * token set, for the whole file (the earlier token is put back afterwards).
 */
export function useWritableApi(): { db: () => Client } {
	let db: Client | undefined;
	let cleanup: () => void = () => {};
	let previous: string | undefined;
	beforeAll(async () => {
		({ db, cleanup } = await createTestDb());
		setDb(db);
		previous = process.env.ADMIN_TOKEN;
		process.env.ADMIN_TOKEN = TEST_ADMIN_TOKEN;
	});
	afterAll(() => {
		if (previous === undefined) delete process.env.ADMIN_TOKEN;
		else process.env.ADMIN_TOKEN = previous;
		cleanup();
	});
	return { db: () => db! };
}
