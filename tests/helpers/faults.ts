/** Database faults for tests: a lock held by another process, a damaged file. */
import { spawn } from 'node:child_process';
import { closeSync, openSync, writeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';

const HOLDER = fileURLToPath(new URL('./hold-write-lock.ts', import.meta.url));

/**
 * Starts another process that holds the database's write lock for `ms`. Resolves once the lock is
 * held, with a promise that settles when the process has released it and exited.
 */
export async function holdWriteLock(
	file: string,
	ms: number,
): Promise<{ released: Promise<void> }> {
	const child = spawn(process.execPath, [HOLDER, file, String(ms)], {
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	const released = new Promise<void>((resolve, reject) =>
		child.on('exit', (code) =>
			code === 0 ? resolve() : reject(new Error(`lock holder exited with ${code}`)),
		),
	);
	await new Promise<void>((resolve, reject) => {
		child.stdout.on('data', (chunk) => String(chunk).includes('locked') && resolve());
		child.on('exit', () => reject(new Error('lock holder exited before taking the lock')));
	});
	return { released };
}

/**
 * Overwrites every page of the terms table but its root with garbage, as a failing disk would:
 * the file still opens, the letter index still answers, but reading terms fails. The database
 * must not be open elsewhere. With `spareFirstLeaf`, the table's first rows still read.
 */
export async function corruptTermsTable(
	file: string,
	{ spareFirstLeaf = false }: { spareFirstLeaf?: boolean } = {},
): Promise<void> {
	const client = createClient({ url: `file:${file}` });
	await client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
	const pageSize = Number((await client.execute('PRAGMA page_size')).rows[0]![0]);
	const pages = (
		await client.execute(
			`SELECT pageno FROM dbstat WHERE name = 'terms' AND pagetype = 'leaf' ORDER BY path`,
		)
	).rows
		.map((row) => Number(row[0]))
		// The first leaf holds the first rows, which /api/health reads.
		.slice(spareFirstLeaf ? 1 : 0);
	client.close();
	if (!pages.length) throw new Error('the terms table has no leaf pages to damage');
	const fd = openSync(file, 'r+');
	try {
		for (const page of pages)
			writeSync(fd, Buffer.alloc(pageSize, 0x5a), 0, pageSize, (page - 1) * pageSize);
	} finally {
		closeSync(fd);
	}
}
