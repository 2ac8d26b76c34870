/**
 * `npm run bench:api`: autocannon on loopback against the local server for every read endpoint,
 * on the seeded glossary and then with 100 000 generated terms added (scripts/bench.ts says more).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type { Client } from '@libsql/client';
import { createDb, setDb } from '../src/server/db.ts';
import { seedGlossary } from '../src/server/glossary-seed.ts';
import { migrate } from '../src/server/migrate.ts';
import { createLocalServer } from './local-server/server.ts';
import { PageRenderer, loadPageFunction } from './local-server/page-renderer.ts';
import { DIST_DIR, ROOT } from './lib.ts';
import { generateTerms } from './generated-terms.ts';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
/** Concurrent connections of the API benchmark: the p99 target below is set for 20. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
/** Every read endpoint's p99 at 100 000 terms should stay within this. */
const P99_TARGET_MS = 100;
/** The longest query the search and autocomplete functions accept (200 characters), matching nothing. */
const MAX_LENGTH_QUERY = 'qzxv wkpj '.repeat(20).slice(0, 200);

interface Row {
	name: string;
	rps: number;
	p50: number;
	p99: number;
	non2xx: number;
}

export async function withServer<T>(db: Client, work: (base: string) => Promise<T>): Promise<T> {
	setDb(db);
	// The build's page function answers what is rendered on demand (term pages, /search); its copy
	// stays in the project, where it finds the packages it imports.
	mkdirSync(join(ROOT, '.data'), { recursive: true });
	const snapshot = mkdtempSync(join(ROOT, '.data', 'bench-page-function-'));
	const pages = await loadPageFunction(DIST_DIR, snapshot);
	const server = await createLocalServer({
		distDir: DIST_DIR,
		functionsDir: join(ROOT, 'netlify/functions'),
		netlifyToml: join(ROOT, 'netlify.toml'),
		pages: pages && new PageRenderer(pages),
	});
	await new Promise<void>((resolve) =>
		server.listen(Number(process.env.BENCH_PORT || 0), '127.0.0.1', resolve),
	);
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	try {
		return await work(base);
	} finally {
		server.closeAllConnections();
		await new Promise((resolve) => server.close(resolve));
		rmSync(snapshot, { recursive: true, force: true });
	}
}

async function hammer(name: string, url: string): Promise<Row> {
	const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
	return {
		name,
		rps: Math.round(result.requests.average),
		p50: result.latency.p50,
		p99: result.latency.p99,
		non2xx: result.non2xx + result.errors,
	};
}

async function benchSet(label: string, db: Client, paths: Record<string, string>): Promise<Row[]> {
	return withServer(db, async (base) => {
		const rows: Row[] = [];
		for (const [name, path] of Object.entries(paths)) {
			// The first request finds the answer caches empty (src/server/read-cache.ts): its time is
			// what the first reader after an edit waits.
			const started = performance.now();
			await (await fetch(base + path)).arrayBuffer();
			const first = Math.round(performance.now() - started);
			rows.push(await hammer(`${label} ${name}`, base + path));
			console.log(
				`  ${rows.at(-1)!.name.padEnd(40)} ${String(rows.at(-1)!.rps).padStart(7)} req/s  p50 ${rows.at(-1)!.p50} ms  p99 ${rows.at(-1)!.p99} ms  non-2xx ${rows.at(-1)!.non2xx}  first ${first} ms`,
			);
		}
		return rows;
	});
}

export async function benchApi() {
	const paths = {
		'static /about': '/about',
		autocomplete: '/api/glossary/autocomplete?q=neu',
		search: '/api/glossary/search?q=gradient%20descent',
		// Searches that find nothing run the typo-tolerant pass too: its cost must stay bounded.
		'search typo': `/api/glossary/search?q=${encodeURIComponent('nueral netwrok')}`,
		'search no-hit': `/api/glossary/search?q=${encodeURIComponent('qzxv wkpj')}`,
		'search max length': `/api/glossary/search?q=${encodeURIComponent(MAX_LENGTH_QUERY)}`,
		'autocomplete max length': `/api/glossary/autocomplete?q=${encodeURIComponent(MAX_LENGTH_QUERY)}`,
		'search common word': '/api/glossary/search?q=learning',
		letters: '/api/glossary/letters',
		letter: '/api/glossary/letter/N',
		categories: '/api/glossary/categories',
		category: '/api/glossary/category/Deep%20Learning',
		difficulty: '/api/glossary/difficulty/beginner',
		term: '/api/glossary/term/neural-network',
	};
	const dir = mkdtempSync(join(tmpdir(), 'ai-atlas-bench-'));
	try {
		console.log(
			`\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s each\n\nSeeded glossary:`,
		);
		const seeded = await createDb({
			databaseUrl: `file:${join(dir, 'seeded.db')}`,
			readOnly: false,
		});
		await migrate(seeded);
		await seedGlossary(seeded);
		await benchSet('seeded', seeded, paths);

		console.log('\nGenerating 100 000 extra terms…');
		const started = Date.now();
		await generateTerms(seeded, 100_000);
		console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
		console.log('\n100 000+ terms:');
		const large = await benchSet('100k', seeded, paths);
		seeded.close();

		console.log(
			`\np99 at 100 000+ terms (target ≤ ${P99_TARGET_MS} ms at ${CONNECTIONS} connections):`,
		);
		for (const row of large.slice(1)) {
			console.log(
				`  ${row.name.padEnd(40)} p99 ${String(row.p99).padStart(4)} ms ${row.p99 <= P99_TARGET_MS ? 'ok' : 'OVER TARGET'}`,
			);
		}
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}
