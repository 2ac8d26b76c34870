/**
 * Runs SQLite's `PRAGMA quick_check` on a database file and prints its verdict ("ok", or what is
 * damaged). Started by src/server/db-file.ts in a process of its own, because reading the whole
 * file would stop the server's only thread for as long as it takes.
 * Usage: node src/server/integrity-check.ts <file>
 */
import { createClient } from '@libsql/client';

const file = process.argv[2];
if (!file) {
	console.error('Usage: node src/server/integrity-check.ts <database file>');
	process.exit(2);
}
const client = createClient({ url: `file:${file}` });
try {
	const rows = (await client.execute('PRAGMA quick_check')).rows;
	console.log(rows.map((row) => String(row[0])).join('; '));
} catch (cause) {
	console.log(`the check could not read the file: ${(cause as Error).message}`);
} finally {
	client.close();
}
