/**
 * `npm run bench` (or `bench:api` / `bench:pages` / …): performance figures, printed, never asserted
 * in tests.
 *
 * api:   autocannon on loopback, 20 connections (BENCH_CONNECTIONS) × 10 s each, against the
 *        local server for every read endpoint (autocomplete; search for a hit, a common word, a
 *        typo, a no-hit and a maximum-length query; letters, a letter, categories, a category, a
 *        level, a term), next to a static file as the reference; first on the seeded glossary,
 *        then on a temporary database of 100 000 more generated terms. Reports req/s, p50, p99 and
 *        non-2xx, and whether every p99 at 100 000 terms is within 100 ms. BENCH_PORT picks the
 *        server's port.
 * pages: every page's weight from the build (HTML, render-blocking CSS, fonts and JavaScript before
 *        interaction, brotli; the budget test checks the same figures), then the JavaScript each
 *        page downloads before any interaction, measured in Chromium.
 * lcp:   Largest Contentful Paint, layout shift and Total Blocking Time of the pages readers land
 *        on, /search and /review among them, under Lighthouse's mobile throttling
 *        (scripts/bench-lcp.ts), median of 5 loads each (BENCH_LCP_RUNS); BENCH_LCP_PATHS
 *        (comma-separated) measures other pages.
 * admin: /admin/glossary with 100 000 generated terms: `npm start` (scripts/start.ts) on a
 *        temporary database, the page opened in Chromium; time to the first rows and to the
 *        whole list, the longest task, layout shift, the search on the loaded list, and the
 *        server's memory (RSS) before, at its peak during and after the load. ADMIN_RUNS sets how
 *        many times the page is opened (default 2: the second on a warm server).
 * explorables: key press to next paint for each explorable, mobile CPU (scripts/bench-lcp.ts).
 * timings: the tests that time something, run one at a time, each figure printed beside its
 *        threshold, PASS or OVER (scripts/bench-timings.ts); exits 1 when one is over.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { countTerms } from '../src/server/glossary-repo.ts';
import { DIST_DIR, ROOT, buildIsStale, runBuild } from './lib.ts';
import { printPageWeights } from './page-weight.ts';
import { generateTerms } from './generated-terms.ts';
import { withChromium, withDatabase, withSite } from './bench-harness.ts';
import { benchApi } from './bench-api.ts';
import { benchExplorables, benchLcp, observeLoad, type LoadRecord } from './bench-lcp.ts';
import { benchTimings } from './bench-timings.ts';

process.chdir(ROOT);
const which = process.argv[2] ?? 'all';

if (buildIsStale()) runBuild();

/** Resident memory of a process in MB (`ps`, so it works on Linux and macOS). */
function rssMB(pid: number): number {
	const kb = Number(
		execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
			.toString()
			.trim(),
	);
	return Math.round(kb / 1024);
}

/**
 * Starts `npm start` (scripts/start.ts, with this Node) on a database file, on a free port (or
 * BENCH_PORT), and resolves with its address once it says it is listening.
 */
async function startServer(databaseFile: string) {
	const child = spawn(process.execPath, ['scripts/start.ts'], {
		cwd: ROOT,
		env: {
			...process.env,
			PORT: process.env.BENCH_PORT || '0',
			DATABASE_FILE: databaseFile,
			ADMIN_TOKEN: randomBytes(24).toString('base64url'),
			SKIP_BUILD: '1',
			REBUILD_ON_WRITE: '0',
		},
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	const base = await new Promise<string>((resolve, reject) => {
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => {
			output += chunk.toString();
			const match = /running at (http:\/\/\S+)/.exec(output);
			if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
		});
		child.once('exit', (code) => reject(new Error(`npm start exited (${code}): ${output}`)));
	});
	const stop = () =>
		new Promise<void>((resolve) => {
			child.once('exit', () => resolve());
			child.kill('SIGTERM');
		});
	return { base, pid: child.pid!, stop };
}

/** Opens /admin/glossary once, measures it and prints its figures (ms from the navigation's start). */
async function measureAdmin(browser: Browser, base: string, pid: number, run: number) {
	const page = await browser.newPage();
	await observeLoad(page);
	await page.addInitScript(() => {
		const w = window as unknown as { admin: Record<string, number> };
		w.admin = {};
		// The next frame after a change: when it is on screen.
		const painted = (name: string) =>
			requestAnimationFrame(() => setTimeout(() => (w.admin[name] = performance.now()), 0));
		new MutationObserver((_, observer) => {
			if (!w.admin.firstRowsSeen && document.querySelector('tbody tr')) {
				w.admin.firstRowsSeen = 1;
				painted('firstRows');
			}
			if (/^[\d,]+ terms?$/.test(document.getElementById('terms-status')?.textContent ?? '')) {
				painted('wholeList');
				observer.disconnect();
			}
		}).observe(document, { childList: true, subtree: true, characterData: true });
	});
	const before = rssMB(pid);
	let peak = before;
	const sampler = setInterval(() => (peak = Math.max(peak, rssMB(pid))), 100);
	await page.goto(`${base}/admin/glossary`);
	await page.waitForFunction(
		() => (window as unknown as { admin: { wholeList?: number } }).admin.wholeList !== undefined,
		undefined,
		{ timeout: 300_000, polling: 100 },
	);
	clearInterval(sampler);
	const after = rssMB(pid);

	/** Time from a keystroke in the search box to the next frame after the status changes. */
	const filter = async (text: string) =>
		Math.round(
			await page.evaluate(async (value) => {
				const input = document.querySelector<HTMLInputElement>('input[type="search"]')!;
				const status = document.getElementById('terms-status')!;
				const before = status.textContent;
				const start = performance.now();
				Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
					input,
					value,
				);
				input.dispatchEvent(new Event('input', { bubbles: true }));
				while (status.textContent === before) await new Promise((r) => setTimeout(r, 0));
				await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
				return performance.now() - start;
			}, text),
		);
	const search = `narrow ${await filter('gradient kernel 4')}, no hit ${await filter('gradient kernel 4 zzzz')}, cleared ${await filter('')}`;
	const r = await page.evaluate(() => {
		const list = performance
			.getEntriesByType('resource')
			.filter((e) => new URL(e.name).pathname === '/api/glossary') as PerformanceResourceTiming[];
		const { admin, observed } = window as unknown as {
			admin: Record<string, number>;
			observed: LoadRecord;
		};
		// The searches change the table without a real keystroke: shifts while loading only.
		const loading = ({ start }: { start: number }) => start < admin.wholeList!;
		const longest = (tasks: LoadRecord['longTasks']) =>
			Math.round(Math.max(0, ...tasks.map((task) => task.duration)));
		return {
			firstRows: Math.round(admin.firstRows!),
			wholeList: Math.round(admin.wholeList!),
			longestWhileLoading: longest(observed.longTasks.filter(loading)),
			longest: longest(observed.longTasks),
			layoutShift: observed.shifts.filter(loading).reduce((sum, shift) => sum + shift.value, 0),
			requests: list.length,
			transferredKB: Math.round(list.reduce((sum, e) => sum + e.transferSize, 0) / 1024),
			serverWait: Math.round(list.reduce((sum, e) => sum + e.responseStart - e.requestStart, 0)),
		};
	});
	await page.close();
	console.log(
		`  run ${run}: first rows ${r.firstRows}, whole list ${r.wholeList} (${r.requests} requests, ${r.transferredKB} KB over the wire, ${r.serverWait} waiting for the server)`,
	);
	console.log(
		`         longest task ${r.longestWhileLoading} while loading, ${r.longest} with the searches; layout shift while loading ${r.layoutShift}`,
	);
	console.log(`         search on the whole list: ${search}`);
	console.log(`         server RSS ${before} MB before, ${peak} MB at most, ${after} MB after`);
}

function benchAdmin() {
	console.log('\nAdmin list with 100 000 generated terms: generating…');
	return withDatabase('admin', async (db, file) => {
		await generateTerms(db, 100_000);
		const server = await startServer(file);
		try {
			await withChromium(async (browser) => {
				console.log(
					`  ${await countTerms(db)} terms, npm start at ${server.base} (times in ms from navigation start)`,
				);
				for (let run = 1; run <= Number(process.env.ADMIN_RUNS || 2); run++)
					await measureAdmin(browser, server.base, server.pid, run);
				// The floor: the same requests one after another in the page, each only parsed.
				const page = await browser.newPage();
				await page.goto(`${server.base}/about`);
				const chain = await page.evaluate(async () => {
					const start = performance.now();
					let cursor: string | null = null;
					do {
						const params: URLSearchParams = new URLSearchParams({
							view: 'entry',
							limit: cursor ? '1000' : '100',
						});
						if (cursor) params.set('after', cursor);
						const response: Response = await fetch(`/api/glossary?${params}`, {
							cache: 'no-store',
						});
						cursor = ((await response.json()) as { next: string | null }).next;
					} while (cursor);
					return Math.round(performance.now() - start);
				});
				await page.close();
				console.log(
					`  the list's requests alone, one after another, each only parsed: ${chain} ms`,
				);
			});
		} finally {
			await server.stop();
		}
	});
}

/** The site served over a freshly seeded throwaway database, with Chromium, for a page benchmark. */
const withSeededSite =
	(label: string, work: (browser: Browser, base: string) => Promise<void>) => () =>
		withDatabase(label, (db) =>
			withSite(db, (base) => withChromium((browser) => work(browser, base))),
		);

async function benchPages(browser: Browser, base: string) {
	console.log('\nJavaScript downloaded before any interaction (compressed, over the wire):');
	for (const path of [
		'/',
		'/topics',
		'/topics/reinforcement-learning',
		'/blog/ai-agents-101',
		'/about',
		'/glossary',
		'/search?q=agents',
		'/learn',
		'/learn/ai-from-zero',
		'/review',
		'/admin/glossary',
	]) {
		const page = await browser.newPage();
		let bytes = 0;
		let files = 0;
		page.on('response', async (response) => {
			if (response.request().resourceType() !== 'script') return;
			bytes += Number((await response.allHeaders())['content-length'] ?? 0);
			files++;
		});
		await page.goto(base + path, { waitUntil: 'networkidle' });
		await page.waitForTimeout(500);
		console.log(
			`  ${path.padEnd(32)} ${(bytes / 1024).toFixed(1).padStart(6)} KB in ${files} files`,
		);
		await page.close();
	}
}

const LCP_PATHS = process.env.BENCH_LCP_PATHS?.split(',') ?? [
	'/',
	'/glossary',
	'/search?q=ai',
	'/review',
	'/blog/ai-agents-101',
	'/topics/neural-networks',
];
const steps: Record<string, () => Promise<unknown>> = {
	api: benchApi,
	pages: withSeededSite('pages', (browser, base) => {
		printPageWeights(DIST_DIR);
		return benchPages(browser, base);
	}),
	lcp: withSeededSite('lcp', (browser, base) =>
		benchLcp(browser, base, LCP_PATHS, Number(process.env.BENCH_LCP_RUNS || 5)),
	),
	explorables: withSeededSite('explorables', benchExplorables),
	admin: benchAdmin,
};
for (const [name, step] of Object.entries(steps))
	if (which === 'all' || which === name) await step();
const timingsOk = which === 'all' || which === 'timings' ? await benchTimings() : true;
process.exit(timingsOk ? 0 : 1);
