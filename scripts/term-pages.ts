/**
 * The glossary's term pages as the built page function renders them on demand: what the build
 * tests read instead of files in dist/, and what the offline edition (scripts/build-zim.ts) carries.
 * The function reads the database the build read: the configured one (LIBSQL_URL), else a
 * throwaway libSQL file seeded from content/glossary/terms. Needs a build; without one it throws,
 * saying so.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createDb } from '../src/server/db.ts';
import { migrate } from '../src/server/migrate.ts';
import { seedIfEmpty } from '../src/server/glossary-seed.ts';
import { glossaryDatabaseConfigured } from '../src/server/glossary-source.ts';
import { pageFunctionEntry } from '../src/integrations/page-function.ts';
import { loadPageFunction } from './local-server/page-renderer.ts';
import { functionContext } from './local-server/functions.ts';
import { DIST_DIR, ROOT } from './lib.ts';

export interface TermPages {
	render(path: string): Promise<Response>;
	/** The HTML of /glossary/{slug} (throws unless it answers 200). */
	html(slug: string): Promise<string>;
	close(): void;
}

/** One at a time in a process: the page function reads its database from the environment once. */
export async function termPages(dist = DIST_DIR): Promise<TermPages> {
	if (!pageFunctionEntry(dist))
		throw new Error('No build with a page function: run `npm run build` first.');
	// Inside the project, so that the function's copy finds its packages in node_modules.
	mkdirSync(join(ROOT, '.netlify'), { recursive: true });
	const dir = mkdtempSync(join(ROOT, '.netlify', 'term-pages-'));
	const seeded = !glossaryDatabaseConfigured();
	if (seeded) {
		process.env.LIBSQL_URL = `file:${join(dir, 'glossary.db')}`;
		const db = await createDb({ databaseUrl: process.env.LIBSQL_URL, readOnly: false });
		await migrate(db);
		await seedIfEmpty(db);
		db.close();
	}
	const handler = (await loadPageFunction(dist, join(dir, 'page-function')))!;
	const render = (path: string) =>
		handler(new Request(new URL(path, 'http://localhost')), functionContext());
	return {
		render,
		async html(slug) {
			const res = await render(`/glossary/${encodeURIComponent(slug)}`);
			if (res.status !== 200) throw new Error(`/glossary/${slug} answered ${res.status}`);
			return res.text();
		},
		close() {
			if (seeded) delete process.env.LIBSQL_URL;
			rmSync(dir, { recursive: true, force: true });
		},
	};
}
