/**
 * `npm run bench` (or `bench:api` / `bench:pages`): performance figures, printed, never asserted in
 * tests.
 *
 * api:   autocannon on loopback, 50 connections × 10 s each, against the local server for
 *        autocomplete, search (a hit, a typo, a no-hit and a maximum-length query), letter and
 *        term, next to a static file as the reference; first on the seeded glossary, then on a
 *        temporary database of 100 000 generated terms. Reports req/s, p50, p99 and non-2xx, and
 *        whether latency stays within 2× of the seeded run. BENCH_PORT picks the server's port.
 * pages: every page's weight from the build (HTML, render-blocking CSS, fonts and JavaScript before
 *        interaction, brotli; the budget test checks the same figures), then the JavaScript each
 *        page downloads before any interaction, measured in Chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type { Client } from '@libsql/client';
import { createDb, setDb } from '../src/server/db.ts';
import { seedGlossary } from '../src/server/glossary-seed.ts';
import { migrate } from '../src/server/migrate.ts';
import { createLocalServer } from './local-server/server.ts';
import { DIST_DIR, ROOT, buildIsStale, runBuild } from './lib.ts';
import { formatKB, listPages, pageWeight } from './page-weight.ts';
import { generateTerms } from './generated-terms.ts';

process.chdir(ROOT);
const which = process.argv[2] ?? 'all';
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;
/** The longest query the search and autocomplete functions accept (200 characters), matching nothing. */
const MAX_LENGTH_QUERY = 'qzxv wkpj '.repeat(20).slice(0, 200);

if (buildIsStale()) runBuild();

interface Row {
	name: string;
	rps: number;
	p50: number;
	p99: number;
	non2xx: number;
}

async function withServer<T>(db: Client, work: (base: string) => Promise<T>): Promise<T> {
	setDb(db);
	const server = await createLocalServer({
		distDir: DIST_DIR,
		functionsDir: join(ROOT, 'netlify/functions'),
		netlifyToml: join(ROOT, 'netlify.toml'),
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
			await fetch(base + path); // warm caches
			rows.push(await hammer(`${label} ${name}`, base + path));
			console.log(
				`  ${rows.at(-1)!.name.padEnd(40)} ${String(rows.at(-1)!.rps).padStart(7)} req/s  p50 ${rows.at(-1)!.p50} ms  p99 ${rows.at(-1)!.p99} ms  non-2xx ${rows.at(-1)!.non2xx}`,
			);
		}
		return rows;
	});
}

async function benchApi() {
	const paths = {
		'static /about': '/about',
		autocomplete: '/api/glossary/autocomplete?q=neu',
		search: '/api/glossary/search?q=gradient%20descent',
		// Searches that find nothing run the typo-tolerant pass too: its cost must stay bounded.
		'search typo': `/api/glossary/search?q=${encodeURIComponent('nueral netwrok')}`,
		'search no-hit': `/api/glossary/search?q=${encodeURIComponent('qzxv wkpj')}`,
		'search max length': `/api/glossary/search?q=${encodeURIComponent(MAX_LENGTH_QUERY)}`,
		'autocomplete max length': `/api/glossary/autocomplete?q=${encodeURIComponent(MAX_LENGTH_QUERY)}`,
		letter: '/api/glossary/letter/N',
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
		const small = await benchSet('seeded', seeded, paths);

		console.log('\nGenerating 100 000 extra terms…');
		const started = Date.now();
		await generateTerms(seeded, 100_000);
		console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
		console.log('\n100 000+ terms:');
		const large = await benchSet('100k', seeded, { ...paths, letter: '/api/glossary/letter/Z' });
		seeded.close();

		console.log('\nLatency at 100k relative to the seeded glossary (p50, target ≤ 2×):');
		for (let i = 1; i < small.length; i++) {
			const ratio = large[i]!.p50 / Math.max(small[i]!.p50, 1);
			console.log(
				`  ${Object.keys(paths)[i]!.padEnd(24)} ${ratio.toFixed(2)}× ${ratio <= 2 ? 'ok' : 'OVER BUDGET'}`,
			);
		}
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/** The build's own figures per page (what tests/budgets/budgets.test.ts checks). */
function printPageWeights() {
	console.log('\nPage weight from the build (brotli; JavaScript counted before any interaction):');
	console.log(
		`  ${'page'.padEnd(46)} ${'HTML'.padStart(9)} ${'CSS'.padStart(9)} ${'fonts'.padStart(9)} ${'JS'.padStart(9)}`,
	);
	for (const page of listPages(DIST_DIR)) {
		const weight = pageWeight(DIST_DIR, page);
		const cells = [weight.html, weight.css, weight.fonts, weight.js].map((bytes) =>
			formatKB(bytes).padStart(9),
		);
		console.log(`  ${page.padEnd(46)} ${cells.join(' ')}`);
	}
}

async function benchPages() {
	printPageWeights();
	const { chromium } = await import('playwright-core');
	const dir = mkdtempSync(join(tmpdir(), 'ai-atlas-bench-pages-'));
	const db = await createDb({ databaseUrl: `file:${join(dir, 'pages.db')}`, readOnly: false });
	await migrate(db);
	await seedGlossary(db);
	await withServer(db, async (base) => {
		const browser = await chromium.launch({
			executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
			args: [
				'--headless',
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
			],
		});
		console.log('\nJavaScript downloaded before any interaction (compressed, over the wire):');
		for (const path of [
			'/',
			'/topics',
			'/topics/reinforcement-learning',
			'/blog/ai-agents-101',
			'/about',
			'/glossary',
			'/search?q=agents',
			'/admin/glossary',
		]) {
			const page = await browser.newPage();
			let bytes = 0;
			let files = 0;
			page.on('response', async (response) => {
				if (response.request().resourceType() !== 'script') return;
				const size = Number((await response.allHeaders())['content-length'] ?? 0);
				bytes += size;
				files++;
			});
			await page.goto(base + path, { waitUntil: 'networkidle' });
			await page.waitForTimeout(500);
			console.log(
				`  ${path.padEnd(32)} ${(bytes / 1024).toFixed(1).padStart(6)} KB in ${files} files`,
			);
			await page.close();
		}
		await browser.close();
	});
	db.close();
	rmSync(dir, { recursive: true, force: true });
}

if (which === 'all' || which === 'api') await benchApi();
if (which === 'all' || which === 'pages') await benchPages();
process.exit(0);
