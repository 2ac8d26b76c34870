/**
 * `npm run bench:scale -- --terms 10000`: how the site copes with a glossary of that size. It
 * fills a throwaway database with the term files plus generated terms (scripts/generated-terms.ts),
 * builds the site from it as a deploy would, serves the build as `npm start` does, and prints:
 * build wall time and peak memory, dist/ size and file count, the largest search-index file,
 * /glossary's HTML (brotli), what "Save the glossary" downloads and its largest term shard (what
 * one term's change makes a saved glossary download again), the bytes a first search for
 * "machine learning" downloads (measured in Chromium), p50/p99 of every read endpoint at 20 connections, and the time from an editor's
 * save to its term page showing it. `--seconds N` sets each endpoint's load time (default 5).
 *
 * Like any build, it replaces the Netlify adapter's function; the copy kept beside each build
 * (src/integrations/page-function.ts) is what it serves.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { countTerms } from '../src/server/glossary-repo.ts';
import { generateTerms } from './generated-terms.ts';
import { ROOT } from './lib.ts';
import { figures, load, withChromium, withDatabase, withSite } from './bench-harness.ts';

const arg = (name: string, fallback: number) => {
	const at = process.argv.indexOf(`--${name}`);
	return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const TERMS = arg('terms', 10_000);
const SECONDS = arg('seconds', 5);
const TOKEN = 'bench-scale-admin-token-0123456789';

const rows = figures();
const report = rows.add;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * Runs `astro build` under GNU time (/usr/bin/time, Debian's `time` package) for wall seconds and
 * peak resident memory; without it, the wall time only.
 */
function build(outDir: string, databaseUrl: string): Promise<{ seconds: number; peakKB?: number }> {
	const astro = [join(ROOT, 'node_modules/astro/bin/astro.mjs'), 'build', '--outDir', outDir];
	const timed = existsSync('/usr/bin/time');
	const started = performance.now();
	return new Promise((resolve, reject) => {
		const child = spawn(
			timed ? '/usr/bin/time' : process.execPath,
			timed ? ['-f', 'BENCH %e %M', process.execPath, ...astro] : astro,
			{
				cwd: ROOT,
				env: { ...process.env, LIBSQL_URL: databaseUrl },
				stdio: ['ignore', 'ignore', 'pipe'],
			},
		);
		let stderr = '';
		child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk).slice(-20_000)));
		child.on('close', (code) => {
			if (code !== 0) return reject(new Error(`The build failed:\n${stderr}`));
			const match = /BENCH ([\d.]+) (\d+)/.exec(stderr);
			resolve(
				match
					? { seconds: Number(match[1]), peakKB: Number(match[2]) }
					: { seconds: (performance.now() - started) / 1000 },
			);
		});
	});
}

function walk(dir: string): { path: string; size: number }[] {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => {
			const path = join(entry.parentPath, entry.name);
			return { path, size: statSync(path).size };
		});
}

/** Bytes downloaded from pressing "/" on a guide to the results of typing `query`, React aside. */
async function firstSearchBytes(browser: Browser, base: string, query: string): Promise<number> {
	const page = await browser.newPage();
	await page.goto(`${base}/topics/machine-learning-fundamentals`);
	await page.waitForLoadState('networkidle');
	const sizes: Promise<number>[] = [];
	page.on('requestfinished', (request) => {
		const url = request.url();
		// The runtime every island shares, which another island may already have loaded.
		if (/\/_astro\/(client|index)\.[\w-]+\.js$/.test(url)) return;
		sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
	});
	await page.keyboard.press('/');
	await page.keyboard.type(query, { delay: 50 });
	await page.waitForTimeout(500);
	await page.waitForLoadState('networkidle');
	return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

await withDatabase('scale', async (db, file) => {
	console.log(`\nScale benchmark at ${TERMS.toLocaleString('en')} terms\n`);
	const seeded = await countTerms(db);
	if (TERMS > seeded) await generateTerms(db, TERMS - seeded);
	report('terms', (await countTerms(db)).toLocaleString('en'));

	const databaseUrl = `file:${file}`;
	const dist = join(dirname(file), 'dist');
	const built = await build(dist, databaseUrl);
	report('build wall time', `${built.seconds.toFixed(1)} s`);
	report(
		'build peak memory',
		built.peakKB ? mb(built.peakKB * 1024) : 'not measured (no /usr/bin/time)',
	);
	const files = walk(dist);
	report('dist/ size', mb(files.reduce((sum, f) => sum + f.size, 0)));
	report('dist/ files', files.length.toLocaleString('en'));
	const shards = files.filter((f) => f.path.includes(`${join(dist, 'search-index')}`));
	report('largest search-index file', kb(Math.max(0, ...shards.map((f) => f.size))));
	report(
		'/glossary HTML (brotli)',
		kb(brotliCompressSync(readFileSync(join(dist, 'glossary.html'))).length),
	);
	// "Save the glossary": everything it downloads, and the term shards a change refetches one of.
	const glossaryPack = JSON.parse(
		readFileSync(join(dist, 'offline/packs/glossary.json'), 'utf8'),
	) as { bytes: number; urls: string[] };
	report(
		'"Save the glossary" (brotli)',
		`${mb(glossaryPack.bytes)}, ${glossaryPack.urls.length} files`,
	);
	const termShards = files.filter((f) => /\/offline\/glossary\/terms-/.test(f.path));
	const largestShard = termShards.reduce((a, b) => (b.size > a.size ? b : a), termShards[0]!);
	report(
		'saved glossary term shards',
		`${termShards.length}, largest ${kb(brotliCompressSync(readFileSync(largestShard.path)).length)} (brotli)`,
	);

	// Serve the build as npm start does: its page function over the same database.
	process.env.LIBSQL_URL = databaseUrl;
	process.env.ADMIN_TOKEN = TOKEN;
	await withSite(
		db,
		async (base) => {
			const search = await withChromium((browser) =>
				firstSearchBytes(browser, base, 'machine learning'),
			);
			report('first search "machine learning"', kb(search));
			const slug = 'neural-network';
			const notes: Record<string, string> = {
				'/glossary': ' (static)',
				[`/glossary/${slug}`]: ' (on demand, cached)',
			};
			for (const path of [
				'/glossary',
				`/glossary/${slug}`,
				'/api/glossary/search?q=gradient%20descent',
				'/api/glossary/search?q=nueral%20netwrok',
				'/api/glossary/autocomplete?q=neu',
				'/api/glossary/letters',
				'/api/glossary/letter/N',
				'/api/glossary/categories',
				'/api/glossary/category/Deep%20Learning',
				'/api/glossary/difficulty/beginner',
				`/api/glossary/term/${slug}`,
			]) {
				const { p50, p99, failures } = await load(base + path, SECONDS);
				report(
					`${decodeURIComponent(path)}${notes[path] ?? ''} p50/p99`,
					`${p50} / ${p99} ms${failures ? ` (${failures} failed)` : ''}`,
				);
			}

			// An editor's save, then the term's page until it shows the new text.
			const term = (await (await fetch(`${base}/api/glossary/term/${slug}`)).json()) as Record<
				string,
				unknown
			>;
			await fetch(`${base}/glossary/${slug}`);
			const marker = `Saved by the scale benchmark at ${Date.now()}.`;
			const started = performance.now();
			const saved = await fetch(`${base}/api/glossary/term/${term.id}`, {
				method: 'PUT',
				headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
				body: JSON.stringify({
					term: term.term,
					comprehensive_definition: term.comprehensive_definition,
					short_definition: marker,
				}),
			});
			if (!saved.ok) throw new Error(`The save failed: ${saved.status} ${await saved.text()}`);
			while (!(await (await fetch(`${base}/glossary/${slug}`)).text()).includes(marker)) {
				if (performance.now() - started > 20_000)
					throw new Error('The save was not on its term page within 20 s.');
				await new Promise((resolve) => setTimeout(resolve, 50));
			}
			report('save → its term page', `${Math.round(performance.now() - started)} ms`);
		},
		dist,
	);
	rows.printTable(`${TERMS.toLocaleString('en')} terms`);
});
process.exit(0);
