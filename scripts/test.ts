/**
 * `npm test`: builds the site if needed, runs the static checks (ESLint with no warnings, `astro
 * check` with warnings as failures, Prettier), every Vitest test, then every Playwright test
 * against the `npm start` server, and prints one line with the real totals, each static check
 * counting as one test:
 *   tests: N passed, N failed
 * `npm test -- static`, `-- unit` or `-- e2e` runs one part.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, buildIsStale, runBuild } from './lib.ts';

process.chdir(ROOT);
const results = join(ROOT, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let buildFailed = false;
if (buildIsStale()) {
	try {
		runBuild();
	} catch {
		buildFailed = true;
	}
}

const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);
const run = (command: string, args: string[], env: Record<string, string> = {}) =>
	spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
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

const only = process.argv[2]; // optional: 'static', 'unit' or 'e2e'
const runs = (part: string) => !only || only === part;

let passed = 0;
let failed = buildFailed ? 1 : 0;

const staticChecks: [name: string, script: string, args: string[]][] = [
	['ESLint', 'eslint/bin/eslint.js', ['--max-warnings', '0', '.']],
	['astro check', 'astro/bin/astro.mjs', ['check', '--minimumSeverity', 'warning']],
	['Prettier', 'prettier/bin/prettier.cjs', ['--check', '.']],
];
if (runs('static')) {
	// The three checks share no state and each waits on its own files, so they run side by side;
	// each one's output is printed whole when it ends, so the logs never interleave.
	const outcomes = await Promise.all(
		staticChecks.map(([name, script, args]) =>
			runQuietly(process.execPath, [join(ROOT, 'node_modules', script), ...args]).then(
				(outcome) => ({ name, ...outcome }),
			),
		),
	);
	for (const { name, ok, output } of outcomes) {
		console.log(`\n— ${name} —\n${output.trimEnd()}`);
		console.log(`${ok ? '✓' : '✗'} ${name}`);
		if (ok) passed += 1;
		else failed += 1;
	}
}

// The @netlify/dev fidelity check takes most of a minute: CI runs it, a local `npm test` does not.
const projects = ['node', 'dom', ...(process.env.CI ? ['netlify-dev'] : [])].flatMap((name) => [
	'--project',
	name,
]);
if (runs('unit'))
	run(bin('vitest'), [
		'run',
		...projects,
		'--reporter=default',
		'--reporter=json',
		`--outputFile=${join(results, 'vitest.json')}`,
	]);
if (runs('e2e') && !buildFailed) run(bin('playwright'), ['test'], { SKIP_BUILD: '1' });

const vitestFile = join(results, 'vitest.json');
if (runs('unit')) {
	if (existsSync(vitestFile)) {
		const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
		passed += report.numPassedTests ?? 0;
		failed +=
			(report.numFailedTests ?? 0) +
			(report.numTotalTestSuites && report.success === false && !report.numFailedTests ? 1 : 0);
	} else failed += 1;
}

const playwrightFile = join(results, 'playwright.json');
if (runs('e2e') && !buildFailed) {
	if (existsSync(playwrightFile)) {
		const stats = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats ?? {};
		passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
		failed +=
			(stats.unexpected ?? 0) +
			((JSON.parse(readFileSync(playwrightFile, 'utf8')).errors ?? []).length > 0 ? 1 : 0);
	} else failed += 1;
}

console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
