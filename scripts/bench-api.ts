/**
 * `npm run bench:api`: autocannon on loopback against the local server for every read endpoint,
 * on the seeded glossary and then with 100 000 generated terms added (scripts/bench.ts says more).
 */
import type { Client } from '@libsql/client';
import { generateTerms } from './generated-terms.ts';
import { load, withDatabase, withSite } from './bench-harness.ts';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
/** Concurrent connections of the API benchmark: the p99 target below is set for 20. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
/** Every read endpoint's p99 at 100 000 terms should stay within this. */
const P99_TARGET_MS = 100;
/** The longest query the search and autocomplete functions accept (200 characters), matching nothing. */
const MAX_LENGTH_QUERY = encodeURIComponent('qzxv wkpj '.repeat(20).slice(0, 200));

const PATHS = {
	'static /about': '/about',
	autocomplete: '/api/glossary/autocomplete?q=neu',
	search: '/api/glossary/search?q=gradient%20descent',
	// Searches that find nothing run the typo-tolerant pass too: its cost must stay bounded.
	'search typo': `/api/glossary/search?q=${encodeURIComponent('nueral netwrok')}`,
	'search no-hit': `/api/glossary/search?q=${encodeURIComponent('qzxv wkpj')}`,
	'search max length': `/api/glossary/search?q=${MAX_LENGTH_QUERY}`,
	'autocomplete max length': `/api/glossary/autocomplete?q=${MAX_LENGTH_QUERY}`,
	'search common word': '/api/glossary/search?q=learning',
	letters: '/api/glossary/letters',
	letter: '/api/glossary/letter/N',
	categories: '/api/glossary/categories',
	category: '/api/glossary/category/Deep%20Learning',
	difficulty: '/api/glossary/difficulty/beginner',
	term: '/api/glossary/term/neural-network',
};

/** Every path under load, printed as it goes; resolves to each one's p99, by row name. */
function benchSet(label: string, db: Client) {
	return withSite(db, async (base) => {
		const p99s: [string, number][] = [];
		for (const [name, path] of Object.entries(PATHS)) {
			// The first request finds the answer caches empty (src/server/read-cache.ts): its time is
			// what the first reader after an edit waits.
			const started = performance.now();
			await (await fetch(base + path)).arrayBuffer();
			const first = Math.round(performance.now() - started);
			const row = await load(base + path, DURATION, CONNECTIONS);
			p99s.push([`${label} ${name}`, row.p99]);
			console.log(
				`  ${`${label} ${name}`.padEnd(40)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  non-2xx ${row.failures}  first ${first} ms`,
			);
		}
		return p99s;
	});
}

export function benchApi() {
	return withDatabase('api', async (db) => {
		console.log(
			`\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s each\n\nSeeded glossary:`,
		);
		await benchSet('seeded', db);

		console.log('\nGenerating 100 000 extra terms…');
		const started = Date.now();
		await generateTerms(db, 100_000);
		console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
		console.log('\n100 000+ terms:');
		const large = await benchSet('100k', db);

		console.log(
			`\np99 at 100 000+ terms (target ≤ ${P99_TARGET_MS} ms at ${CONNECTIONS} connections):`,
		);
		for (const [name, p99] of large.slice(1)) {
			console.log(
				`  ${name.padEnd(40)} p99 ${String(p99).padStart(4)} ms ${p99 <= P99_TARGET_MS ? 'ok' : 'OVER TARGET'}`,
			);
		}
	});
}
