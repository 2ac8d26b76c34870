/**
 * `npm start`: builds the site if needed, migrates and seeds the embedded database, then serves the
 * static site and the Netlify Functions on http://localhost:$PORT (default 8888).
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createDb, setDb } from '../src/server/db.ts';
import { readServerEnv } from '../src/server/env.ts';
import { migrate } from '../src/server/migrate.ts';
import { createLocalServer } from '../src/server/local/server.ts';
import { DIST_DIR, ROOT, buildIsStale, localAdminToken, runBuild } from './lib.ts';
import { readTermFiles, seedIfEmpty } from '../src/server/glossary-seed.ts';
import { countTerms } from '../src/server/glossary-repo.ts';

process.chdir(ROOT);
const port = Number(process.env.PORT || 8888);

if (process.env.SKIP_BUILD !== '1' && buildIsStale()) {
	console.log('Building the site…');
	runBuild();
}

process.env.ADMIN_TOKEN = localAdminToken();
const env = readServerEnv();
const db = await createDb(env);
await migrate(db);
const seeded = await seedIfEmpty(db);
if (seeded) console.log(`Seeded ${seeded} glossary terms.`);
else {
	// An existing database keeps its (possibly edited) terms; say when content/ has more.
	const [inDb, inFiles] = [await countTerms(db), readTermFiles().terms.length];
	if (inFiles > inDb) console.log(`Note: content/glossary has ${inFiles} terms, the database ${inDb}. Run "npm run db:seed" to add the new ones.`);
}
setDb(db);

const server = await createLocalServer({
	distDir: DIST_DIR,
	functionsDir: join(ROOT, 'netlify/functions'),
	netlifyToml: join(ROOT, 'netlify.toml'),
});

server.listen(port, () => {
	// The port actually bound: PORT=0 asks the system for a free one.
	const { port: bound } = server.address() as AddressInfo;
	console.log(`\n  AI Atlas is running at http://localhost:${bound}`);
	console.log(`  Glossary admin:       http://localhost:${bound}/admin/glossary`);
	console.log(`  Admin token:          ${env.adminToken}`);
	console.log(`  Database:             ${env.databaseUrl}\n`);
});

let closing = false;
function shutdown(signal: string) {
	if (closing) return;
	closing = true;
	console.log(`\n${signal} received, shutting down…`);
	server.close(() => {
		db.close();
		process.exit(0);
	});
	server.closeIdleConnections();
	setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
