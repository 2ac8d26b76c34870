/**
 * Where the build reads the glossary from: the live database when one is configured (LIBSQL_URL or
 * TURSO_DATABASE_URL: Turso in production, the local file during `npm start`'s background
 * rebuilds), the term files in content/glossary/terms otherwise. The content collection and the
 * glossary linker both ask for the terms: they are read once per process (each build runs in a
 * process of its own), so both see the same terms even while editors change the database.
 */
import { createDb } from './db.ts';
import { readServerEnv } from './env.ts';
import { listTermsForExport } from './glossary-repo.ts';
import { GLOSSARY_TERMS_DIR, readTermFiles, type TermFileProblem } from './glossary-seed.ts';
import { termToFileData, type TermFile } from '../lib/glossary/term-model.ts';

export interface LoadedGlossary {
	terms: TermFile[];
	/** `database` (with its URL, without credentials) or `files`. */
	source: string;
	/** Term files that could not be read (only when reading files). */
	problems: TermFileProblem[];
}

type Env = Record<string, string | undefined>;

/** Whether the build should read the glossary from a database. */
export const glossaryDatabaseConfigured = (env: Env = process.env) =>
	Boolean(env.LIBSQL_URL || env.TURSO_DATABASE_URL);

/**
 * Loads read so far in this process, by source. On globalThis: Astro's configuration and the
 * content collections (loaded through Vite) each load this module.
 */
const loads = ((globalThis as Record<symbol, unknown>)[Symbol.for('ai-atlas.glossary-loads')] ??=
	new Map()) as Map<string, Promise<LoadedGlossary>>;

/**
 * Every term, sorted by slug, from the configured database or from the term files: read once per
 * process and source.
 */
export function loadGlossaryTerms({
	env = process.env,
	dir = GLOSSARY_TERMS_DIR,
}: { env?: Env; dir?: string } = {}): Promise<LoadedGlossary> {
	const key = env.LIBSQL_URL || env.TURSO_DATABASE_URL || dir;
	let load = loads.get(key);
	if (!load) loads.set(key, (load = readGlossary(env, dir)));
	return load;
}

async function readGlossary(env: Env, dir: string): Promise<LoadedGlossary> {
	if (!glossaryDatabaseConfigured(env)) {
		const { terms, errors } = readTermFiles(dir);
		return { terms, source: `files in ${dir}`, problems: errors };
	}
	const serverEnv = readServerEnv(env);
	const db = await createDb(serverEnv);
	try {
		const rows = await listTermsForExport(db);
		return {
			terms: rows.map(({ term }) => termToFileData(term)),
			source: `database ${serverEnv.databaseUrl.replace(/\?.*$/, '')}`,
			problems: [],
		};
	} finally {
		db.close();
	}
}
