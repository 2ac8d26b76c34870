/**
 * `npm run db:seed`: migrates, then upserts every term of content/glossary/terms into the database
 * by slug. A term an editor changed on /admin/glossary after the file's version is skipped and
 * listed (run `npm run glossary:export` to bring the edit into the files); `-- --force` overwrites
 * such terms with the files.
 */
import { createDb } from '../src/server/db.ts';
import { readServerEnv } from '../src/server/env.ts';
import { seedGlossary } from '../src/server/glossary-seed.ts';
import { migrate } from '../src/server/migrate.ts';
import { ROOT } from './lib.ts';

process.chdir(ROOT);
const force = process.argv.includes('--force');
const env = readServerEnv();
const db = await createDb(env);
await migrate(db);
const { created, updated, conflicts } = await seedGlossary(db, { force });
console.log(
	`Glossary seeded into ${env.databaseUrl.replace(/\?.*$/, '')}: ${created} created, ${updated} updated.`,
);
if (conflicts.length) {
	console.log(
		`${conflicts.length} terms were changed by editors after their files' version and were left as the editors saved them:\n  ${conflicts.join('\n  ')}\n` +
			'Run "npm run glossary:export" to bring those edits into content/glossary/terms, or "npm run db:seed -- --force" to overwrite them with the files.',
	);
}
db.close();
