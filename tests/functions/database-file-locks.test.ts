/**
 * The database file guard (src/server/db-file.ts) reads the file's header on every write. It must
 * never close a descriptor of the database file while the server's connection is open: POSIX
 * locks belong to the process, so closing any descriptor of the file drops SQLite's own locks,
 * and another process (a background rebuild, the integrity check) that then closes its
 * connection believes it is the last one, checkpoints and deletes the write-ahead log under the
 * server, whose later writes are lost.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createDb } from '../../src/server/db.ts';

const dir = mkdtempSync(join(tmpdir(), 'ai-atlas-locks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Opens the file in another process, as the build does, reads, and closes it. */
function readInAnotherProcess(url: string, sql: string): string {
	const script = `import { createClient } from '@libsql/client';
const db = createClient({ url: ${JSON.stringify(url)} });
const rows = (await db.execute(${JSON.stringify(sql)})).rows;
db.close();
console.log(JSON.stringify(rows));`;
	return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
		cwd: process.cwd(),
		encoding: 'utf8',
	}).trim();
}

test('writes made after another process opened and closed the file are kept', async () => {
	const url = `file:${join(dir, 'locks.db')}`;
	const db = await createDb({ databaseUrl: url, readOnly: false });
	await db.execute('CREATE TABLE notes (n INTEGER)');
	// Writes as the data layer makes them: write transactions, which the guard checks.
	const insert = async (n: number) => {
		const tx = await db.transaction('write');
		await tx.execute({ sql: 'INSERT INTO notes VALUES (?)', args: [n] });
		await tx.commit();
		tx.close();
	};
	for (let n = 1; n <= 3; n++) await insert(n);
	expect(readInAnotherProcess(url, 'SELECT count(*) AS c FROM notes')).toBe('[{"c":3}]');
	for (let n = 4; n <= 6; n++) await insert(n);
	expect((await db.execute('SELECT count(*) AS c FROM notes')).rows[0]!.c).toBe(6);
	// What another process sees, and what is on disk once the server has gone.
	expect(readInAnotherProcess(url, 'SELECT count(*) AS c FROM notes')).toBe('[{"c":6}]');
	db.close();
	expect(readInAnotherProcess(url, 'PRAGMA quick_check')).toBe('[{"quick_check":"ok"}]');
	expect(readInAnotherProcess(url, 'SELECT count(*) AS c FROM notes')).toBe('[{"c":6}]');
});
