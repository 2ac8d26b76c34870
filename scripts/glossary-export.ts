/**
 * `npm run glossary:export`: writes every term in the database back to
 * content/glossary/terms/<slug>.json, so edits made on /admin/glossary can be reviewed and committed.
 * Files whose term is not in the database are listed; they are removed only with `-- --prune`
 * (a database seeded before newer files arrived would otherwise delete them).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb } from '../src/server/db.ts';
import { readServerEnv } from '../src/server/env.ts';
import { listAllTerms } from '../src/server/glossary-repo.ts';
import { GLOSSARY_TERMS_DIR } from '../src/server/glossary-seed.ts';
import { termToFile } from '../src/lib/glossary/export.ts';
import { ROOT } from './lib.ts';

process.chdir(ROOT);
const db = await createDb(readServerEnv());
const terms = await listAllTerms(db);
mkdirSync(GLOSSARY_TERMS_DIR, { recursive: true });
const keep = new Set<string>();
for (const term of terms) {
	const file = `${term.slug}.json`;
	keep.add(file);
	writeFileSync(join(GLOSSARY_TERMS_DIR, file), `${JSON.stringify(termToFile(term), null, 2)}\n`);
}
const prune = process.argv.includes('--prune');
const orphans = readdirSync(GLOSSARY_TERMS_DIR).filter((file) => file.endsWith('.json') && !keep.has(file));
for (const file of orphans) if (prune) rmSync(join(GLOSSARY_TERMS_DIR, file));
db.close();
console.log(`Exported ${terms.length} terms to ${GLOSSARY_TERMS_DIR}.`);
if (orphans.length) {
	console.log(
		prune
			? `Removed ${orphans.length} files whose terms are not in the database.`
			: `${orphans.length} files have no term in the database (deleted there, or never seeded: run npm run db:seed):\n  ${orphans.join('\n  ')}\nRun "npm run glossary:export -- --prune" to remove them.`,
	);
}
