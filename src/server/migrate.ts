import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Client } from '@libsql/client';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
	/** File name, e.g. `0002_glossary.sql`; its numeric prefix orders it. */
	name: string;
	sql: string;
}

/** The numbered SQL migrations shipped with the code, in order. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
	return readdirSync(dir)
		.filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
		.sort()
		.map((name) => ({ name, sql: readFileSync(`${dir}/${name}`, 'utf8') }));
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
		const tx = await db.transaction('write');
		try {
			await tx.executeMultiple(migration.sql);
			await tx.execute({
				sql: 'INSERT INTO schema_migrations (name) VALUES (?)',
				args: [migration.name],
			});
			await tx.commit();
		} catch (error) {
			await tx.rollback();
			throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
				cause: error,
			});
		} finally {
			tx.close();
		}
		applied.push(migration.name);
	}
	return applied;
}
