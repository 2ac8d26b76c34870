/**
 * `npm test`: builds the site if needed, runs the static checks (ESLint with no warnings, `astro
 * check` with warnings as failures, Prettier), every Vitest test, then every Playwright test
 * against the `npm start` server, and prints one line with the real totals, each static check
 * counting as one test:
 *   tests: N passed, N failed
 * `npm test -- static`, `-- unit` or `-- e2e` runs one part.
 */
import { spawnSync } from 'node:child_process';
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
/** Runs a package's own script with this Node (24), whatever `node` the PATH finds first. */
const runScript = (script: string, args: string[]) =>
	run(process.execPath, [join(ROOT, 'node_modules', script), ...args]);

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
	for (const [name, script, args] of staticChecks) {
		console.log(`\n— ${name} —`);
		const ok = runScript(script, args) === 0;
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
