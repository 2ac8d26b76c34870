/**
 * A second process that holds a database file's write lock, as `db:seed`, a backup or a second
 * server would: `node tests/helpers/hold-write-lock.ts <file> <ms>`. Prints "locked" once it holds
 * the lock and "released" when it lets go.
 */
import { createClient } from '@libsql/client';

const [file, ms] = process.argv.slice(2);
const client = createClient({ url: `file:${file}` });
const tx = await client.transaction('write');
await tx.execute("INSERT OR REPLACE INTO app_meta (key, value) VALUES ('lock-holder', 'was here')");
console.log('locked');
setTimeout(async () => {
	await tx.commit();
	client.close();
	console.log('released');
}, Number(ms));
