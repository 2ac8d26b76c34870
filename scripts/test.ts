/**
 * `npm test`: builds the site if needed, runs the static checks (ESLint with no warnings, `astro
 * check` with warnings as failures, Prettier), every Vitest test, then every Playwright test
 * against the `npm start` server, and prints one line with the real totals, each static check
 * counting as one test:
 *   tests: N passed, N failed
 * `npm test -- static`, `-- unit` or `-- e2e` runs one part.
 *
 * `npm run check:content` (`-- content`) is the writers' quick check: the build, Prettier on
 * content/, and Vitest's content and build checks (the glossary and checkpoint lints among them),
 * without the offline edition's test, the code checks and the browsers; about a minute when
 * the build is fresh. It ends by saying what `npm test` adds.
 *
 * Parts that share nothing run side by side, so neither core sits idle: ESLint and Prettier read
 * only sources, so they run beside the build; `astro check` (which rewrites the types the build
 * writes in .astro/) and Vitest (which measures the build) start once it is done, together.
 * Playwright runs alone, last: every test shares its one server. Nothing here judges a wall-clock
 * time (`npm run bench:timings` does), so a busy machine cannot fail the gate.
 *
 * With CI set, the Vitest run also measures coverage and fails below the floors in
 * vitest.config.ts; locally that costs about a third more Vitest time (120 s against 87 s here),
 * so `npm run test:coverage` runs it on demand.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, buildInBackground, buildIsStale, run } from './lib.ts';

process.chdir(ROOT);
const results = join(ROOT, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);
const nodeScript = (script: string) => join(ROOT, 'node_modules', script);

/** Runs a command with its output collected (stdout and stderr in order), for printing later. */
function runQuietly(command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
	return new Promise((resolve) => {
		const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '1' } });
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk));
		child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
		child.on('close', (code) => resolve({ ok: code === 0, output }));
	});
}

const only = process.argv[2]; // optional: 'static', 'unit', 'e2e' or 'content'
const runs = (part: string) => !only || only === part;
const contentOnly = only === 'content';

let passed = 0;
let failed = 0;

/** How long each part took (several run at once), for the line printed before the totals. */
const took: string[] = [];
const seconds = (since: number) => `${Math.round((performance.now() - since) / 1000)} s`;
async function timed<T>(part: string, work: () => Promise<T>): Promise<T> {
	const start = performance.now();
	const value = await work();
	took.push(`${part} ${seconds(start)}`);
	return value;
}

type StaticCheck = [name: string, script: string, args: string[]];
// Both remember the files they passed, by content, and check again only what changed (about 12 s
// of CPU less on a rerun). A clean clone, as in CI, has no cache and checks everything.
const CACHE = ['--cache', '--cache-strategy', 'content'];
const sourceChecks: StaticCheck[] = [
	[
		'ESLint',
		'eslint/bin/eslint.js',
		['--max-warnings', '0', ...CACHE, '--cache-location', 'node_modules/.cache/eslint/', '.'],
	],
	['Prettier', 'prettier/bin/prettier.cjs', ['--check', ...CACHE, '.']],
];
const astroCheck: StaticCheck = [
	'astro check',
	'astro/bin/astro.mjs',
	['check', '--minimumSeverity', 'warning'],
];
/** Starts a static check with its output held back, so the logs never interleave. */
const startCheck = ([name, script, args]: StaticCheck) =>
	timed(name, () => runQuietly(process.execPath, [nodeScript(script), ...args])).then(
		(outcome) => ({ name, ...outcome }),
	);

const contentFormat: StaticCheck = [
	'Prettier (content/)',
	'prettier/bin/prettier.cjs',
	['--check', ...CACHE, 'content'],
];
const sourceOutcomes = runs('static')
	? sourceChecks.map(startCheck)
	: contentOnly
		? [startCheck(contentFormat)]
		: [];
// The build's own output is shown as it runs; the checks beside it print when they end.
const buildOk = buildIsStale() ? await timed('build', buildInBackground) : true;
if (!buildOk) failed += 1;

const astroOutcome = runs('static') ? startCheck(astroCheck) : undefined;
// The @netlify/dev fidelity check takes most of a minute: CI runs it, a local `npm test` does not.
const projects = ['node', 'dom', ...(process.env.CI ? ['netlify-dev'] : [])].flatMap((name) => [
	'--project',
	name,
]);
const coverage = process.env.CI ? ['--coverage.enabled'] : [];
// The writers' check: what content can break. Left to `npm test`: the offline edition (it writes
// and crawls a ZIM file), the first-search budget at 10 000 generated terms, the term pages'
// renderer and the sample-content test (which checks the checks on a copy of content/): they
// check code rather than the writer's content, and take most of the time on a busy machine.
const NOT_CONTENT = [
	'zim.test.ts',
	'site-search-size.test.ts',
	'term-pages.test.ts',
	'sample-content.test.ts',
];
// Named file by file: Vitest's filters match names, and its --exclude does not drop a named folder's files.
const contentTests = ['tests/content', 'tests/build'].flatMap((dir) =>
	readdirSync(dir)
		.filter((file) => file.endsWith('.test.ts') && !NOT_CONTENT.includes(file))
		.map((file) => `${dir}/${file}`),
);
if (runs('unit') || (contentOnly && buildOk))
	await timed('Vitest', () =>
		run(bin('vitest'), [
			'run',
			...(contentOnly ? ['--project', 'node', ...contentTests] : [...projects, ...coverage]),
			'--reporter=default',
			'--reporter=json',
			`--outputFile=${join(results, 'vitest.json')}`,
		]),
	);

for (const { name, ok, output } of await Promise.all([
	...sourceOutcomes,
	...(astroOutcome ? [astroOutcome] : []),
])) {
	console.log(`\n— ${name} —\n${output.trimEnd()}`);
	console.log(`${ok ? '✓' : '✗'} ${name}`);
	if (ok) passed += 1;
	else failed += 1;
}

if (runs('e2e') && buildOk)
	await timed('Playwright', () => run(bin('playwright'), ['test'], { SKIP_BUILD: '1' }));

// The scale benchmark at a small size, so it cannot rot: CI runs it to the end (its figures are
// reported, never judged here: timings belong to `npm run bench`).
if (runs('e2e') && buildOk && process.env.CI) {
	const ok = await timed('bench:scale', () =>
		run(process.execPath, [
			join(ROOT, 'scripts/bench-scale.ts'),
			'--terms',
			'2000',
			'--seconds',
			'1',
		]),
	);
	console.log(`${ok ? '✓' : '✗'} bench:scale at 2,000 terms runs to the end`);
	if (ok) passed += 1;
	else failed += 1;
}

const vitestFile = join(results, 'vitest.json');
if (runs('unit') || (contentOnly && buildOk)) {
	if (existsSync(vitestFile)) {
		const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
		passed += report.numPassedTests ?? 0;
		failed +=
			(report.numFailedTests ?? 0) +
			(report.numTotalTestSuites && report.success === false && !report.numFailedTests ? 1 : 0);
	} else failed += 1;
}

const playwrightFile = join(results, 'playwright.json');
if (runs('e2e') && buildOk) {
	if (existsSync(playwrightFile)) {
		const { stats = {}, errors = [] } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
		passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
		failed += (stats.unexpected ?? 0) + (errors.length > 0 ? 1 : 0);
	} else failed += 1;
}

console.log(`times: ${took.join(', ')}; in all ${seconds(0)}`);
if (contentOnly)
	console.log(
		'npm test adds: ESLint, Prettier on the code, astro check, the rest of Vitest (libraries, functions, islands, budgets, term pages, the offline edition) and the Playwright browser tests: about 6 minutes more on 2 cores.',
	);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
