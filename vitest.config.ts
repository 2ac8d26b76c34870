import { defineConfig } from 'vitest/config';

/**
 * Two projects: `node` for pure libraries, the data layer, function handlers and content checks;
 * `dom` (jsdom + Testing Library) for islands. Playwright specs (*.spec.ts) are not run here.
 */
export default defineConfig({
	oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
	test: {
		// A forgotten test.only would silently skip the rest of the suite in CI.
		allowOnly: !process.env.CI,
		projects: [
			{
				extends: true,
				test: {
					name: 'node',
					environment: 'node',
					include: ['src/lib/**/*.test.ts', 'src/server/**/*.test.ts', 'tests/functions/**/*.test.ts', 'tests/content/**/*.test.ts'],
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
				},
			},
		],
	},
});
