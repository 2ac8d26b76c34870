import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Three projects: `node` for pure libraries, the data layer, function handlers, the local server,
 * content checks and the performance budgets on the build; `dom` (jsdom + Testing Library) for
 * islands; `netlify-dev`, the slow check that Netlify's own emulation routes every function as our
 * local server does, which `npm test` runs only when CI is set (`npm run test:netlify-dev` runs it
 * alone). Playwright specs (*.spec.ts) are not run here.
 */
const NETLIFY_DEV_TEST = 'tests/functions/netlify-dev.test.ts';

/**
 * The files that take longest: Netlify's emulation (CI only), a whole site build in a child
 * process, the offline edition written and crawled in kiwix-serve, and the admin screen driven
 * through user-event. Started last, one of them keeps a
 * worker busy long after the other has finished; started first, the short files fill the other
 * worker meanwhile. Vitest's own order keeps each project's files together (dom before node) and
 * puts the longest first by the durations cached on the last run, which a run that skipped a file
 * (the rebuild test needs a build) or ran a subset leaves wrong.
 */
const LONGEST_FIRST = [
	NETLIFY_DEV_TEST,
	'tests/functions/rebuild-on-write.test.ts',
	'tests/build/zim.test.ts',
	'src/islands/admin/GlossaryAdmin.test.tsx',
];

class LongestFirst extends BaseSequencer {
	override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
		const rank = (file: TestSpecification) => {
			const index = LONGEST_FIRST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
			return index === -1 ? LONGEST_FIRST.length : index;
		};
		// Array sort is stable: the rest keep Vitest's order.
		return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
	}
}

export default defineConfig({
	resolve: {
		// A test environment named in a file's `@vitest-environment` line is looked up as a package.
		alias: { 'vitest-environment-dom-with-server': './tests/helpers/dom-with-server.ts' },
	},
	oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
	test: {
		// A forgotten test.only would silently skip the rest of the suite in CI.
		allowOnly: !process.env.CI,
		// Two workers on this 2-core machine: Vitest's default leaves one core idle, and most files
		// wait on real databases, servers and child processes rather than computing.
		maxWorkers: 2,
		sequence: { sequencer: LongestFirst },
		// `npm run test:coverage` (and `npm test` when CI is set, in its one Vitest run) measures
		// the code the node and dom projects exercise; a run below these floors fails. They sit a
		// little under the figures measured when they were set, so a change that drops tested code
		// without its tests, or adds code without any, is noticed.
		coverage: {
			provider: 'v8',
			include: ['src/**/*.{ts,tsx}', 'netlify/functions/**/*.mts', 'scripts/**/*.ts'],
			exclude: [
				'**/*.test.{ts,tsx}',
				'**/*.d.ts',
				// Measurements and one-off tools, run by hand rather than by tests.
				'scripts/bench*.ts',
				'scripts/history-scale.ts',
				'scripts/h2-front.ts',
			],
			reporter: ['text-summary', 'json-summary'],
			reportOnFailure: true,
			reportsDirectory: '.test-results/coverage',
			// Measured on 29 Nov 2026 (without a build, which adds the build's tests): lines 82.3 %,
			// statements 81.2 %, branches 76.7 %, functions 79.3 %.
			thresholds: { lines: 78, statements: 77, branches: 73, functions: 75 },
		},
		projects: [
			{
				extends: true,
				test: {
					name: 'node',
					environment: 'node',
					include: [
						'src/lib/**/*.test.ts',
						'src/embed/**/*.test.ts',
						'src/inline-scripts/**/*.test.ts',
						'src/server/**/*.test.ts',
						'scripts/**/*.test.ts',
						'src/integrations/**/*.test.ts',
						'tests/functions/**/*.test.ts',
						'tests/content/**/*.test.ts',
						'tests/build/**/*.test.ts',
						'tests/budgets/**/*.test.ts',
					],
					exclude: [...configDefaults.exclude, NETLIFY_DEV_TEST],
					testTimeout: 30_000,
					hookTimeout: 60_000,
				},
			},
			{
				extends: true,
				test: {
					name: 'dom',
					environment: 'jsdom',
					include: ['src/islands/**/*.test.tsx', 'src/lib/**/*.test.tsx'],
					setupFiles: ['tests/setup-dom.ts'],
					// A screen driven through user-event takes seconds on a busy 2-core machine, not 5 s at most.
					testTimeout: 30_000,
				},
			},
			{
				extends: true,
				test: {
					name: 'netlify-dev',
					environment: 'node',
					include: [NETLIFY_DEV_TEST],
					testTimeout: 60_000,
					hookTimeout: 120_000,
				},
			},
		],
	},
});
