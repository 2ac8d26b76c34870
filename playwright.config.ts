import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/chromium.ts';

/**
 * End-to-end tests run against the production-like `npm start` server (built site + real
 * functions + a throwaway database) in Chromium from the system (Debian's /usr/bin/chromium);
 * point CHROMIUM_PATH at another Chromium elsewhere.
 */
const PORT = Number(process.env.E2E_PORT || 8890);
const dataDir = process.env.E2E_DATA_DIR || mkdtempSync(join(tmpdir(), 'ai-atlas-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
/** 24 characters, the shortest admin token the server accepts (the keyboard test types it). */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-for-test';
/** A second, named editor (ADMIN_TOKENS), for the history tests. */
export const E2E_EDITOR = { name: 'ana', token: 'e2e-ana-token-0123456789abcdef' };

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: '**/*.spec.ts',
	outputDir: process.env.PW_OUTPUT_DIR || 'test-results',
	fullyParallel: true,
	// A forgotten test.only would silently skip the rest of the suite in CI.
	forbidOnly: Boolean(process.env.CI),
	// Two workers on 2 cores: a third made every test slower (all of them share one server process)
	// for a few seconds less in all, and timing-sensitive tests more exposed to a busy machine.
	workers: Number(process.env.E2E_WORKERS || 2),
	retries: 0,
	timeout: 30_000,
	expect: { timeout: 7_000 },
	reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
	use: {
		baseURL: `http://localhost:${PORT}`,
		// The offline service worker answers a controlled page's requests itself, so routes a test
		// sets up (page.route) would never see them: only the offline tests let it run.
		serviceWorkers: 'block',
		// A trace of each failed test: its steps and Playwright's log of each. Recording costs every
		// test, passing or not: filming the screen took about a seventh of the suite's CPU time, and
		// the DOM snapshots (which also carry the network log) a further fifth on the admin and
		// glossary pages. So no screencast anywhere, and snapshots only in CI, where a failure cannot
		// be replayed at once; locally, `--trace on` on the failing test records everything.
		trace: { mode: 'retain-on-failure', screenshots: false, snapshots: Boolean(process.env.CI) },
		launchOptions: CHROMIUM_LAUNCH_OPTIONS,
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
	webServer: {
		command: 'node scripts/start.ts',
		url: `http://localhost:${PORT}/api/health`,
		reuseExistingServer: false,
		timeout: 180_000,
		env: {
			PORT: String(PORT),
			DATABASE_FILE: join(dataDir, 'e2e.db'),
			ADMIN_TOKEN: E2E_ADMIN_TOKEN,
			ADMIN_TOKENS: `${E2E_EDITOR.name}:${E2E_EDITOR.token}`,
			SKIP_BUILD: process.env.SKIP_BUILD ?? '0',
			// Admin tests write terms; a background site build per write would only slow the suite
			// (tests/functions/rebuild-on-write.test.ts covers rebuilding).
			REBUILD_ON_WRITE: '0',
		},
	},
});
