/**
 * Practice over time (issue 39, items 3 and 5), on a phone (360×740): a reader back after weeks
 * away, with 30 cards of the AI Agents guide's key terms overdue. /review shows no more than the
 * daily review limit, then "Done for today" with how many wait for tomorrow; raising the limit
 * lets more through. /learn and the path page say the guide needs review, painted from the digest.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './helpers';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

const DAY = 24 * 3600_000;
/** The AI Agents guide's first key terms (content/topics/ai-agents.mdx, reviewTerms). */
const TERMS = [
	'ai-agent',
	'agentic-workflow',
	'react',
	'function-calling',
	'model-context-protocol',
	'task-decomposition',
	'self-reflection',
	'agent-memory',
	'context-engineering',
	'retrieval-augmented-generation',
	'multi-agent-system',
	'swe-bench',
	'llm-as-a-judge',
	'prompt-injection',
	'human-in-the-loop',
];

/** Writes a learner state into IndexedDB as the store keeps it (tests/e2e/learning-helpers.ts reads it). */
async function writeState(page: Page, state: unknown) {
	await page.evaluate(
		(value) =>
			new Promise<void>((resolve, reject) => {
				const open = indexedDB.open('ai-atlas', 1);
				open.onupgradeneeded = () => open.result.createObjectStore('learner');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const tx = open.result.transaction('learner', 'readwrite');
					tx.objectStore('learner').put(value, 'state');
					tx.oncomplete = () => {
						open.result.close();
						resolve();
					};
					tx.onerror = () => reject(tx.error);
				};
			}),
		state,
	);
}

/** 30 cards (two per term) last reviewed 40 days ago, due after 4 to 10 days: all overdue. */
function stateAfterABreak(reviewsPerDay: number) {
	const now = Date.now();
	const cards: Record<string, unknown> = {};
	TERMS.forEach((term, i) => {
		for (const kind of ['definition', 'name']) {
			const id = `term:${term}:${kind}`;
			const stability = 4 + (i % 7);
			const last = now - 40 * DAY;
			cards[id] = {
				id,
				// The version is not the site's: /review fetches the term's cards again, keeping schedules.
				content: {
					prompt: `${term} ${kind}?`,
					answer: term,
					href: `/glossary/${term}`,
					label: term,
					version: 'old',
				},
				active: true,
				activeAt: last,
				added: last,
				schedule: {
					due: last + stability * DAY,
					stability,
					difficulty: 5,
					elapsed_days: 0,
					scheduled_days: stability,
					learning_steps: 0,
					reps: 4,
					lapses: i % 3,
					state: 2,
					last_review: last,
				},
				at: last,
			};
		}
	});
	return {
		v: 1,
		progressResetAt: 0,
		steps: {},
		answers: {},
		cards,
		log: [],
		settings: { newPerDay: 10, reviewsPerDay, at: now - 50 * DAY },
	};
}

const counts = (page: Page) => page.locator('[data-review-counts]');

test('after a break, /review shows the daily limit, then says how many wait for tomorrow', async ({
	page,
}) => {
	const console = watchConsole(page);
	await page.goto('/review');
	await expect(counts(page)).toHaveText('0 new · 0 learning · 0 to review');
	await writeState(page, stateAfterABreak(10));
	await page.reload();
	await expect(counts(page)).toHaveText('0 new · 0 learning · 10 to review');
	for (let left = 10; left > 0; left--) {
		await expect(page.locator('[data-review-prompt]')).toBeVisible();
		await expect(
			page.getByText(`${left} ${left === 1 ? 'card' : 'cards'} left today`),
		).toBeVisible();
		await page.keyboard.press('Space');
		await expect(page.locator('[data-review-answer]')).toBeFocused();
		await page.keyboard.press('3');
	}
	const finished = page.locator('[data-review-finished]');
	await expect(page.getByRole('heading', { name: 'Done for today.' })).toBeFocused();
	await expect(finished).toContainText('20 cards wait for tomorrow.');
	await expect(counts(page)).toHaveText('0 new · 0 learning · 0 to review');

	// Raising the limit to 15 lets five more through today.
	const limit = page.getByLabel('Reviews per day');
	await expect(limit).toHaveValue('10');
	await limit.fill('15');
	await expect(counts(page)).toHaveText('0 new · 0 learning · 5 to review');
	await page.reload();
	await expect(page.getByLabel('Reviews per day')).toHaveValue('15');
	await expect(counts(page)).toHaveText('0 new · 0 learning · 5 to review');
	expect(console.errors).toEqual([]);
});

test('a guide whose cards are overdue needs review on /learn and its path page', async ({
	page,
}) => {
	await page.goto('/learn');
	await writeState(page, stateAfterABreak(100));
	// The progress tools rewrite the digest when they start (the store writes it on every change).
	await page.getByRole('button', { name: 'Turn on sync' }).focus();
	await waitForHydration(page, 'ProgressTools');
	const level = page.locator('[data-mastery="ai-agents"]').first();
	await expect(level).toHaveText('Needs review (30 cards due)');

	// After a reload the paint script shows it from the digest (no island has run).
	await page.reload();
	await expect(level).toHaveText('Needs review (30 cards due)');
	// A term listed by two guides counts for both (AI Fundamentals lists AI agent: two cards).
	await expect(page.locator('[data-mastery="ai-fundamentals"]')).toHaveText(
		'Needs review (2 cards due)',
	);
	await expect(page.locator('[data-mastery="computer-vision"]')).toHaveText('Not started');

	await page.goto('/learn/large-language-models-and-agents');
	await expect(page.locator('[data-mastery="ai-agents"]')).toHaveText(
		'Needs review (30 cards due)',
	);
});
