/**
 * `npm run db:bundle` (Netlify build): writes the read-only glossary database the functions use
 * when no LIBSQL_URL is configured, from content/glossary.
 */
import { rmSync } from 'node:fs';
import { createDb } from '../src/server/db.ts';
import { BUNDLED_DATABASE_FILE } from '../src/server/env.ts';
import { seedGlossary } from '../src/server/glossary-seed.ts';
import { migrate } from '../src/server/migrate.ts';
import { ROOT } from './lib.ts';

process.chdir(ROOT);
for (const suffix of ['', '-wal', '-shm'])
	rmSync(`${BUNDLED_DATABASE_FILE}${suffix}`, { force: true });
const db = await createDb({ databaseUrl: `file:${BUNDLED_DATABASE_FILE}`, readOnly: false });
await migrate(db);
const { created } = await seedGlossary(db);
await db.execute('PRAGMA wal_checkpoint(TRUNCATE)');
await db.execute('PRAGMA journal_mode = DELETE');
await db.execute('VACUUM');
db.close();
console.log(`Bundled ${created} glossary terms into ${BUNDLED_DATABASE_FILE}.`);
