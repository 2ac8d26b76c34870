/**
 * `npm run glossary:export`: writes every term in the database back to
 * content/glossary/terms/<slug>.json, so edits made on /admin/glossary can be reviewed and committed.
 * Files of terms that no longer exist are removed.
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
let removed = 0;
for (const file of readdirSync(GLOSSARY_TERMS_DIR)) {
	if (file.endsWith('.json') && !keep.has(file)) {
		rmSync(join(GLOSSARY_TERMS_DIR, file));
		removed++;
	}
}
db.close();
console.log(`Exported ${terms.length} terms to ${GLOSSARY_TERMS_DIR} (${removed} removed).`);
