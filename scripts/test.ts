/**
 * `npm test`: builds the site if needed, runs every Vitest test, then every Playwright test against
 * the `npm start` server, and prints one line with the real totals:
 *   tests: N passed, N failed
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

const only = process.argv[2]; // optional: 'unit' or 'e2e'
if (only !== 'e2e') run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile=${join(results, 'vitest.json')}`]);
if (only !== 'unit' && !buildFailed) run(bin('playwright'), ['test'], { SKIP_BUILD: '1' });

let passed = 0;
let failed = buildFailed ? 1 : 0;

const vitestFile = join(results, 'vitest.json');
if (only !== 'e2e') {
	if (existsSync(vitestFile)) {
		const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
		passed += report.numPassedTests ?? 0;
		failed += (report.numFailedTests ?? 0) + (report.numTotalTestSuites && report.success === false && !report.numFailedTests ? 1 : 0);
	} else failed += 1;
}

const playwrightFile = join(results, 'playwright.json');
if (only !== 'unit' && !buildFailed) {
	if (existsSync(playwrightFile)) {
		const stats = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats ?? {};
		passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
		failed += (stats.unexpected ?? 0) + ((JSON.parse(readFileSync(playwrightFile, 'utf8')).errors ?? []).length > 0 ? 1 : 0);
	} else failed += 1;
}

console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
