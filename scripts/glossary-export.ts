/**
 * `npm run glossary:export`: writes every term in the database back to
 * content/glossary/terms/<slug>.json, so edits made on /admin/glossary can be reviewed and committed.
 * Files whose term is not in the database are listed; they are removed only with `-- --prune`
 * (a database seeded before newer files arrived would otherwise delete them).
 */
import { createDb } from '../src/server/db.ts';
import { readServerEnv } from '../src/server/env.ts';
import { GLOSSARY_TERMS_DIR, exportGlossary } from '../src/server/glossary-seed.ts';
import { ROOT } from './lib.ts';

process.chdir(ROOT);
const dir = process.env.GLOSSARY_TERMS_DIR || GLOSSARY_TERMS_DIR;
const prune = process.argv.includes('--prune');
const db = await createDb(readServerEnv());
const { written, orphans } = await exportGlossary(db, { dir, prune });
db.close();
console.log(`Exported ${written} terms to ${dir}.`);
if (orphans.length) {
	console.log(
		prune
			? `Removed ${orphans.length} files whose terms are not in the database.`
			: `${orphans.length} files have no term in the database (deleted there, or never seeded: run npm run db:seed):\n  ${orphans.join('\n  ')}\nRun "npm run glossary:export -- --prune" to remove them.`,
	);
}
