/**
 * The built page function that renders term pages on demand, over a throwaway libSQL file seeded
 * from content/glossary/terms: what build tests read instead of files in dist/. Needs a build;
 * without one it throws, saying so.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../../src/server/db.ts';
import { migrate } from '../../src/server/migrate.ts';
import { seedIfEmpty } from '../../src/server/glossary-seed.ts';
import { loadPageFunction, pageFunctionDir } from '../../scripts/local-server/page-renderer.ts';
import type { FunctionContext } from '../../scripts/local-server/functions.ts';
import { DIST_DIR } from '../../scripts/lib.ts';

export interface TermPages {
	render(path: string): Promise<Response>;
	/** The HTML of /glossary/{slug} (throws unless it answers 200). */
	html(slug: string): Promise<string>;
	close(): void;
}

const context = (url: URL): FunctionContext => ({
	params: {},
	ip: '127.0.0.1',
	requestId: 'test',
	url,
	geo: {},
	site: { name: 'test' },
	deploy: { context: 'dev', id: 'test' },
	server: { region: 'local' },
	waitUntil: () => {},
});

/** One per test file: the page function reads its database from the environment once. */
export async function termPages(): Promise<TermPages> {
	if (!existsSync(join(pageFunctionDir(DIST_DIR), 'ssr.mjs')))
		throw new Error('No build with a page function: run `npm run build` first.');
	const dir = mkdtempSync(join(tmpdir(), 'ai-atlas-term-pages-'));
	process.env.LIBSQL_URL = `file:${join(dir, 'glossary.db')}`;
	const db = await createDb({ databaseUrl: process.env.LIBSQL_URL, readOnly: false });
	await migrate(db);
	await seedIfEmpty(db);
	db.close();
	const handler = (await loadPageFunction(DIST_DIR, join(dir, 'page-function')))!;
	const render = (path: string) => {
		const url = new URL(path, 'http://localhost');
		return handler(new Request(url), context(url));
	};
	return {
		render,
		async html(slug) {
			const res = await render(`/glossary/${encodeURIComponent(slug)}`);
			if (res.status !== 200) throw new Error(`/glossary/${slug} answered ${res.status}`);
			return res.text();
		},
		close() {
			delete process.env.LIBSQL_URL;
			rmSync(dir, { recursive: true, force: true });
		},
	};
}
