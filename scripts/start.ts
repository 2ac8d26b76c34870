/**
 * `npm start`: builds the site if needed, migrates and seeds the embedded database, then serves the
 * static site and the Netlify Functions on http://localhost:$PORT (default 8888). After every
 * glossary write the site is rebuilt from the database in the background and the new build served
 * when it is complete (REBUILD_ON_WRITE=0 turns that off, e.g. for end-to-end tests).
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createDb, setDb } from '../src/server/db.ts';
import { readServerEnv } from '../src/server/env.ts';
import { readEditors } from '../src/server/editors.ts';
import { migrate } from '../src/server/migrate.ts';
import { createLocalServer } from './local-server/server.ts';
import { loadPageFunction, PageRenderer } from './local-server/page-renderer.ts';
import { onPurgeRequested } from '../src/server/cdn-cache.ts';
import { buildToServe, createRebuilder } from './local-server/rebuild.ts';
import { onRebuildRequested } from '../src/server/rebuild.ts';
import { readPublication, recordPublication } from '../src/server/publication.ts';
import {
	DATA_DIR,
	DIST_DIR,
	ROOT,
	buildIsStale,
	ensurePrivateDir,
	localAdminToken,
	runBuild,
} from './lib.ts';
import { readTermFiles, seedIfEmpty } from '../src/server/glossary-seed.ts';
import { countEditedTerms, countTerms } from '../src/server/glossary-repo.ts';

process.chdir(ROOT);
const port = Number(process.env.PORT || 8888);

ensurePrivateDir(DATA_DIR);
const admin = localAdminToken();
const tokenProblem = readEditors(admin.token, process.env.ADMIN_TOKENS).problem;
if (tokenProblem) {
	console.error(`Cannot start: ${tokenProblem}`);
	process.exit(1);
}
process.env.ADMIN_TOKEN = admin.token;
const env = readServerEnv();
const db = await createDb(env);
await migrate(db);
const seeded = await seedIfEmpty(db);
if (seeded) console.log(`Seeded ${seeded} glossary terms.`);
else {
	// An existing database keeps its (possibly edited) terms; say when content/ has more.
	const [inDb, inFiles] = [await countTerms(db), readTermFiles().terms.length];
	if (inFiles > inDb)
		console.log(
			`Note: content/glossary has ${inFiles} terms, the database ${inDb}. Run "npm run db:seed" to add the new ones.`,
		);
}
setDb(db);

// The build reads the glossary from this database when LIBSQL_URL names it: only once it is
// migrated and seeded (a new file had no tables yet, and the build failed on it).
if (process.env.SKIP_BUILD !== '1' && buildIsStale()) {
	console.log('Building the site…');
	runBuild();
}

// After a restart, the last complete background rebuild is served at once, instead of answering
// 404 for new terms until the first rebuild completes.
const buildsDir = join(DATA_DIR, 'site-builds', String(port));
const servedAtStart = buildToServe(buildsDir, DIST_DIR);
if (servedAtStart !== DIST_DIR)
	console.log('Serving the last complete rebuild, with editors’ saves.');

// Each build keeps its on-demand page function (src/integrations/page-function.ts); dist's is served
// from a copy, since `npm run build` replaces it while this server runs.
async function pagesOf(build: string): Promise<PageRenderer | undefined> {
	const snapshot = build === DIST_DIR ? join(DATA_DIR, 'page-functions', String(port)) : undefined;
	const handler = await loadPageFunction(build, snapshot);
	if (!handler)
		console.warn('This build has no on-demand page function: term pages will answer 404.');
	return handler && new PageRenderer(handler);
}

const server = await createLocalServer({
	distDir: servedAtStart,
	functionsDir: join(ROOT, 'netlify/functions'),
	netlifyToml: join(ROOT, 'netlify.toml'),
	pages: await pagesOf(servedAtStart),
});
// A glossary write purges the cached pages that show the term, as it purges Netlify's CDN.
onPurgeRequested((tags) => server.purgePages(tags));

const rebuilder =
	process.env.REBUILD_ON_WRITE === '0'
		? undefined
		: createRebuilder({
				root: ROOT,
				buildsDir,
				initial: servedAtStart,
				databaseUrl: env.databaseUrl,
				databaseAuthToken: env.databaseAuthToken,
				onBuilt: (dir, earlier) =>
					void pagesOf(dir).then((pages) => server.serveFrom(dir, earlier, pages)),
				onState: (event) => void recordPublication(db, event),
			});
if (rebuilder) {
	// Builds kept from the last run still answer for the assets of pages opened then.
	server.serveFrom(servedAtStart, rebuilder.earlier());
	onRebuildRequested((reason) => rebuilder.request(reason));
	// The first build comes from the term files; editors' saves kept in the database since then
	// reach the pages with one rebuild.
	const edited = await countEditedTerms(db);
	// Deletes leave no edited term behind, and a build the last run did not finish left its state.
	const deleted = await db.execute("SELECT 1 FROM term_revisions WHERE action = 'delete' LIMIT 1");
	const reason = edited
		? `${edited} terms edited since they were seeded`
		: deleted.rows.length > 0
			? 'terms deleted by editors'
			: (await readPublication(db, 'local')).state !== 'published'
				? 'the last run did not finish publishing'
				: undefined;
	if (reason) rebuilder.request(reason);
}

server.listen(port, () => {
	// The port actually bound: PORT=0 asks the system for a free one.
	const { port: bound } = server.address() as AddressInfo;
	console.log(`\n  AI Atlas is running at http://localhost:${bound}`);
	console.log(`  Glossary admin:       http://localhost:${bound}/admin/glossary`);
	// The token is printed only when this run generated it: a token someone set, or one kept from
	// an earlier run, stays out of terminal logs.
	const tokenLine = {
		generated: `${admin.token}  (generated now, kept in .data/admin-token)`,
		file: 'the one in .data/admin-token',
		env: 'the ADMIN_TOKEN you set',
	}[admin.source];
	console.log(`  Admin token:          ${tokenLine}`);
	const named = env.editors.filter((editor) => editor.name !== 'admin').map((e) => e.name);
	if (named.length) console.log(`  Other editors:        ${named.join(', ')} (ADMIN_TOKENS)`);
	console.log(`  Database:             ${env.databaseUrl}\n`);
});

let closing = false;
function shutdown(signal: string) {
	if (closing) return;
	closing = true;
	console.log(`\n${signal} received, shutting down…`);
	rebuilder?.stop();
	server.close(() => {
		db.close();
		process.exit(0);
	});
	server.closeIdleConnections();
	setTimeout(() => process.exit(0), 3000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(signal));
