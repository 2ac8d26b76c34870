/**
 * `npm run bench:timings`: the wall-clock limits the tests no longer assert. `npm test` must pass
 * on a busy machine, so the tests that time something (tests/helpers/timings.ts lists them) judge
 * only what the code does; this runs those same tests with TIMINGS_FILE set, one test at a time,
 * and prints each figure they recorded beside its threshold: PASS, OVER (or SHORT for a wait that
 * must last at least so long), or reported when it has none. The machine's load is printed too,
 * since every figure stretches with it. Exits 1 when a figure is over its threshold, a threshold
 * got no figure, or a test failed.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { TIMINGS, type Threshold, type TimingRecord } from '../tests/helpers/timings.ts';
import { ROOT, run } from './lib.ts';

/** The Vitest files that record timings (they also run in `npm test`, unjudged). */
const VITEST_FILES = [
	'src/server/glossary-repo.test.ts',
	'src/lib/admin/list.test.ts',
	'tests/functions/database-faults.test.ts',
];
/** The Playwright tests that record timings: whole files, and the site search's costs test. */
const PLAYWRIGHT_GREP = 'admin-scale|first-interaction|term-page-freshness|site search costs';

/** One line of the report: the figure, its limit and the verdict. */
export function verdict(
	threshold: Threshold,
	record: Pick<TimingRecord, 'ms' | 'limitMs'>,
): { limit?: number; result: 'PASS' | 'OVER' | 'SHORT' | 'reported' } {
	const limit = record.limitMs ?? threshold.limitMs;
	if (limit === undefined) return { result: 'reported' };
	if (threshold.atLeast) return { limit, result: record.ms >= limit ? 'PASS' : 'SHORT' };
	return { limit, result: record.ms <= limit ? 'PASS' : 'OVER' };
}

export async function benchTimings(): Promise<boolean> {
	const dir = mkdtempSync(join(tmpdir(), 'ai-atlas-timings-'));
	const file = join(dir, 'timings.jsonl');
	const load = () => `load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs`;
	try {
		console.log(`\nTimings: the timed tests, one at a time (${load()} before)`);
		const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);
		const env = { TIMINGS_FILE: file };
		const vitestOk = await run(
			bin('vitest'),
			['run', '--project', 'node', '--maxWorkers', '1', ...VITEST_FILES],
			env,
		);
		const playwrightOk = await run(
			bin('playwright'),
			['test', '--workers', '1', '--grep', PLAYWRIGHT_GREP],
			{ ...env, SKIP_BUILD: '1' },
		);
		const records: TimingRecord[] = existsSync(file)
			? readFileSync(file, 'utf8')
					.split('\n')
					.filter(Boolean)
					.map((line) => JSON.parse(line) as TimingRecord)
			: [];

		console.log(`\nTimings against their thresholds (${load()} after):`);
		let ok = vitestOk && playwrightOk;
		for (const [id, threshold] of Object.entries(TIMINGS) as [keyof typeof TIMINGS, Threshold][]) {
			const figures = records.filter((record) => record.id === id);
			if (figures.length === 0) {
				console.log(`  MISSING  ${threshold.label}: no figure recorded`);
				if (threshold.limitMs !== undefined) ok = false;
				continue;
			}
			for (const record of figures) {
				const { limit, result } = verdict(threshold, record);
				if (result === 'OVER' || result === 'SHORT') ok = false;
				const against =
					limit === undefined ? '' : ` ${threshold.atLeast ? '≥' : '≤'} ${Math.round(limit)} ms`;
				const detail = record.detail ? ` (${record.detail})` : '';
				console.log(`  ${result.padEnd(8)} ${threshold.label}${detail}: ${record.ms} ms${against}`);
			}
		}
		if (!vitestOk || !playwrightOk)
			console.log('  A timed test failed (see its output above): its figures may be missing.');
		return ok;
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}
