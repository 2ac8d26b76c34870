import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Client, Transaction } from '@libsql/client';
import { inWriteTransaction } from './glossary/term-writes.ts';
import { liftStoredPronunciations } from './migrations/0012_pronunciation_lift.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
	/** File name, e.g. `0002_glossary.sql`; its numeric prefix orders it. */
	name: string;
	/** Applies the migration inside the transaction that records it. */
	run: (tx: Transaction) => Promise<unknown>;
}

/** Steps SQL cannot express (they run the model's own functions over stored rows), in TypeScript. */
const STEPS: Migration[] = [{ name: '0012_pronunciation_lift.ts', run: liftStoredPronunciations }];

/** The numbered migrations shipped with the code, SQL files and TypeScript steps, in order. */
export function loadMigrations(): Migration[] {
	const files = readdirSync(MIGRATIONS_DIR)
		.filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
		.map((name): Migration => {
			const sql = readFileSync(`${MIGRATIONS_DIR}/${name}`, 'utf8');
			return { name, run: (tx) => tx.executeMultiple(sql) };
		});
	return [...files, ...STEPS].sort((a, b) => (a.name < b.name ? -1 : 1));
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction.
 * Safe to run any number of times. Returns the names it applied.
 */
export async function migrate(db: Client, migrations = loadMigrations()): Promise<string[]> {
	await db.execute(
		`CREATE TABLE IF NOT EXISTS schema_migrations (
			name TEXT PRIMARY KEY,
			applied_at TEXT NOT NULL DEFAULT (datetime('now'))
		)`,
	);
	const done = new Set(
		(await db.execute('SELECT name FROM schema_migrations')).rows.map((row) => String(row.name)),
	);
	const applied: string[] = [];
	for (const migration of migrations) {
		if (done.has(migration.name)) continue;
		try {
			await inWriteTransaction(db, async (tx) => {
				await migration.run(tx);
				await tx.execute({
					sql: 'INSERT INTO schema_migrations (name) VALUES (?)',
					args: [migration.name],
				});
			});
		} catch (error) {
			throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
				cause: error,
			});
		}
		applied.push(migration.name);
	}
	return applied;
}
