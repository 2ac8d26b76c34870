/**
 * What the benchmarks share: a throwaway database, the build served over it as `npm start` serves
 * it, Chromium, load from autocannon, percentiles and the figures printed as a Markdown table.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type { Client } from '@libsql/client';
import { chromium, type Browser } from 'playwright-core';
import { createDb, setDb } from '../src/server/db.ts';
import { seedGlossary } from '../src/server/glossary-seed.ts';
import { migrate } from '../src/server/migrate.ts';
import { onPurgeRequested } from '../src/server/cdn-cache.ts';
import { createLocalServer } from './local-server/server.ts';
import { PageRenderer, loadPageFunction } from './local-server/page-renderer.ts';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium.ts';
import { DIST_DIR, ROOT } from './lib.ts';

/**
 * A libSQL file in a throwaway folder, migrated and (unless `seed` is false) seeded with the term
 * files; closed and removed once `work` ends.
 */
export async function withDatabase<T>(
	label: string,
	work: (db: Client, file: string) => Promise<T>,
	{ seed = true } = {},
): Promise<T> {
	const dir = mkdtempSync(join(tmpdir(), `ai-atlas-bench-${label}-`));
	const file = join(dir, `${label}.db`);
	const db = await createDb({ databaseUrl: `file:${file}`, readOnly: false });
	try {
		await migrate(db);
		if (seed) await seedGlossary(db);
		return await work(db, file);
	} finally {
		db.close();
		rmSync(dir, { recursive: true, force: true });
	}
}

/**
 * The build in `distDir` served in this process as `npm start` serves it: the functions over `db`,
 * the build's page function for what is rendered on demand (term pages, /search), the CDN
 * stand-in purged on writes. On 127.0.0.1, port BENCH_PORT or a free one.
 */
export async function withSite<T>(
	db: Client,
	work: (base: string) => Promise<T>,
	distDir = DIST_DIR,
): Promise<T> {
	setDb(db);
	// The page function's copy stays in the project, where it finds the packages it imports.
	mkdirSync(join(ROOT, '.netlify'), { recursive: true });
	const snapshot = mkdtempSync(join(ROOT, '.netlify', 'bench-page-function-'));
	const pages = await loadPageFunction(distDir, snapshot);
	const server = await createLocalServer({
		distDir,
		functionsDir: join(ROOT, 'netlify/functions'),
		netlifyToml: join(ROOT, 'netlify.toml'),
		pages: pages && new PageRenderer(pages),
	});
	onPurgeRequested((tags) => server.purgePages(tags));
	await new Promise<void>((resolve) =>
		server.listen(Number(process.env.BENCH_PORT || 0), '127.0.0.1', resolve),
	);
	try {
		return await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
	} finally {
		onPurgeRequested(undefined);
		server.closeAllConnections();
		await new Promise((resolve) => server.close(resolve));
		rmSync(snapshot, { recursive: true, force: true });
	}
}

/** Headless Chromium (scripts/chromium.ts), closed once `work` ends. */
export async function withChromium<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
	const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);

	try {
		return await work(browser);
	} finally {
		await browser.close();
	}
}

/** autocannon's figures for `url` under `connections` clients for `seconds`. */
export async function load(url: string, seconds: number, connections = 20) {
	const result = await autocannon({ url, connections, duration: seconds });
	return {
		rps: Math.round(result.requests.average),
		p50: result.latency.p50,
		p99: result.latency.p99,
		failures: result.non2xx + result.errors,
	};
}

/** The value `p` percent of the way up the sorted values: the median at 50, the largest at 100. */
export function percentile(values: number[], p: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Each figure printed as it is measured, then all of them as a Markdown table for the docs. */
export function figures() {
	const rows: [string, string][] = [];
	return {
		add(name: string, value: string) {
			rows.push([name, value]);
			console.log(`  ${name}: ${value}`);
		},
		printTable(heading: string, valueHeading = '') {
			console.log(`\n| ${heading} | ${valueHeading} |\n|---|---|`);
			for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
		},
	};
}
